#!/usr/bin/env bash
# What an operator does: a copy of the repository without node_modules, `npm ci --omit=dev`, then
# `npm run api`. Passes when the API answers (a 401 without a token) and stops on SIGTERM.
# npm's cache (~/.npm) is reused, so on a machine that installed once this takes seconds, not minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

copy=$(mktemp -d /tmp/studio-production-install.XXXXXX)
api_pid=
cleanup() {
  if [ -n "$api_pid" ]; then kill -TERM -- "-$api_pid" 2>/dev/null || true; fi
  rm -rf "$copy"
}
trap cleanup EXIT

tar --exclude=./node_modules --exclude=./.git --exclude=./dist --exclude=./test-results --exclude=./server/.data -cf - . | tar -xf - -C "$copy"
started=$(date +%s)
(cd "$copy" && npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error)
echo "npm ci --omit=dev: $(( $(date +%s) - started )) s"

port=${PRODUCTION_CHECK_PORT:-4490}
# A process group of its own, so stopping it reaches npm and the node it started.
(cd "$copy" && PORT=$port exec setsid npm run --silent api >"$copy/api.log" 2>&1) &
api_pid=$!

status=
for _ in $(seq 1 120); do
  status=$(node -e "fetch('http://127.0.0.1:$port/v1/chat/stream', { method: 'POST' }).then((r) => console.log(r.status), () => console.log('none'))")
  [ "$status" = 401 ] && break
  sleep 0.5
done
if [ "$status" != 401 ]; then
  echo "npm run api did not answer on a production install (last: $status):"
  cat "$copy/api.log"
  exit 1
fi
kill -TERM -- "-$api_pid"
wait "$api_pid" || true
api_pid=
# npm ends on the signal at once; the API it started writes its last lines a moment later (drained, closed).
for _ in $(seq 1 120); do grep -q '"msg":"stopped"' "$copy/api.log" && break; sleep 0.5; done
grep -q '"msg":"stopped"' "$copy/api.log" || { echo 'npm run api did not stop cleanly on SIGTERM:'; cat "$copy/api.log"; exit 1; }
echo "npm run api on a production install: answered on port $port and stopped on SIGTERM"
