#!/bin/sh
# deploy/start-api.sh <port>: one API instance in the background, without systemd (trying it on one
# machine; the deployment test). Reads what the systemd unit reads: $STUDIO_ETC/api.env and
# $STUDIO_ETC/api-<port>.env. Its log (JSON lines) goes to $STUDIO_RUN/api-<port>.log, its pid to
# $STUDIO_RUN/api-<port>.pid; `kill -TERM "$(cat …pid)"` drains and stops it.
set -eu
port=${1:?usage: deploy/start-api.sh <port>}
: "${STUDIO_ETC:?set STUDIO_ETC}" "${STUDIO_RUN:?set STUDIO_RUN}"
cd "$(dirname "$0")/.."
set -a
. "$STUDIO_ETC/api.env"
. "$STUDIO_ETC/api-$port.env"
set +a
mkdir -p "$STUDIO_RUN"
# Directly, not through npm: a signal reaches the API itself (what `npm run api` runs).
nohup node --import tsx server/api/main.ts >>"$STUDIO_RUN/api-$port.log" 2>&1 </dev/null &
echo $! >"$STUDIO_RUN/api-$port.pid"
