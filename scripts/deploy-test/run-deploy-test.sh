#!/usr/bin/env bash
# `npm run test:deploy`: deploys the studio as README.md's "Running it for real" says, with that
# section's own shell blocks, then works with it in Chromium (test/deploy/). Debian's PostgreSQL
# (a throwaway cluster) and nginx (a master of its own, its configuration from the README's steps),
# two providers the studio did not write (oauth2-mock-server), plain HTTP on loopback ports.
# Needs root (PostgreSQL runs as `postgres`, nginx's workers must read the checkout) and the
# production build (dist/). Everything it starts is stopped again, whatever happens.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)

[ "$(id -u)" = 0 ] || { echo 'The deployment test runs as root (Debian PostgreSQL as postgres, nginx).'; exit 1; }
[ -f dist/index.html ] || { echo 'No production build in dist/: run `npm run build` first.'; exit 1; }
NGINX_BIN=$(command -v nginx || echo /usr/sbin/nginx)
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
for needed in "$NGINX_BIN" "$PG_BIN/initdb" "$(command -v envsubst || true)" "$(command -v curl || true)"; do
  [ -n "$needed" ] && [ -x "$needed" ] || { echo "Missing: nginx, PostgreSQL, envsubst (gettext-base) or curl (apt-get install nginx postgresql gettext-base curl)."; exit 1; }
done

port_base=${DEPLOY_PORT_BASE:-18000}
web_port=$((port_base + 80)) corporate_idp=$((port_base + 201)) trial_idp=$((port_base + 202))
api_ports="$((port_base + 101)) $((port_base + 102))"
pg_port=${DEPLOY_PG_PORT:-55442}
taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
while taken "$pg_port"; do pg_port=$((pg_port + 1)); done
for port in "$web_port" "$corporate_idp" "$trial_idp" $api_ports; do
  for used in "$port" $((port + 1000)); do
    ! taken "$used" || { echo "Port $used is taken: set DEPLOY_PORT_BASE to another range (now $port_base)."; exit 1; }
  done
done

work=$(mktemp -d /tmp/studio-deploy-test.XXXXXX)
chmod 0755 "$work"
pids=()
cleanup() {
  local status=$?
  for pidfile in "$work"/run/api-*.pid; do
    [ -f "$pidfile" ] && kill -TERM "$(cat "$pidfile")" 2>/dev/null || true
  done
  [ -f "$work/nginx/nginx.pid" ] && "$NGINX_BIN" -p "$work/nginx" -c "$work/nginx/nginx.conf" -s stop 2>/dev/null || true
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  if [ -f "$work/pg/data/postmaster.pid" ]; then
    (cd "$work" && runuser -u postgres -- "$PG_BIN/pg_ctl" --pgdata="$work/pg/data" --mode=fast --wait --silent stop) || true
  fi
  if [ "$status" != 0 ]; then
    for log in "$work"/run/*.log "$work"/nginx/error.log "$work"/pg/server.log "$work"/idp-*.log; do
      [ -f "$log" ] && { echo "--- $log (last lines)"; tail -n 30 "$log"; }
    done
  fi
  [ -n "${DEPLOY_KEEP:-}" ] && echo "kept: $work" || rm -rf "$work"
  echo "deployment test: $(( $(date +%s) - started )) s"
}
trap cleanup EXIT

# Debian's PostgreSQL: a cluster of its own, as the `postgres` user (the README's psql step runs as that user).
id -u postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
install -d -o postgres "$work/pg"
(cd "$work" && runuser -u postgres -- "$PG_BIN/initdb" --pgdata="$work/pg/data" --username=postgres --encoding=UTF8 --locale=C.UTF-8 \
  --auth-local=peer --auth-host=scram-sha-256 >"$work/pg/initdb.log" 2>&1) || { cat "$work/pg/initdb.log"; exit 1; }
pg_ctl_start=(runuser -u postgres -- "$PG_BIN/pg_ctl" --pgdata="$work/pg/data" --log="$work/pg/server.log" --wait --silent)
pg_options="-c listen_addresses=127.0.0.1 -c port=$pg_port -c unix_socket_directories=$work/pg -c fsync=off"
(cd "$work" && "${pg_ctl_start[@]}" start --options="$pg_options")

# The providers: the studio's (corporate) and the trial origin's, groups in realm_access.roles.
idp() { # <port> <user> <groups>
  node --import tsx scripts/deploy-test/second-provider.ts "$@" >"$work/idp-$1.log" 2>&1 &
  pids+=($!)
}
idp "$corporate_idp" pat 'studio-chat,studio-audit,studio-dept-it,studio-rags,studio-kb-travel,studio-vision-readers'
idp "$trial_idp" tess 'studio-trial'

# nginx: a master of its own whose http block takes the sites the README's steps write.
mkdir -p "$work/nginx/sites" "$work/nginx/temp" "$work/bin"
cat >"$work/nginx/nginx.conf" <<CONF
user root;
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log $work/nginx/access.log;
  client_body_temp_path $work/nginx/temp/body;
  proxy_temp_path $work/nginx/temp/proxy;
  fastcgi_temp_path $work/nginx/temp/fastcgi;
  uwsgi_temp_path $work/nginx/temp/uwsgi;
  scgi_temp_path $work/nginx/temp/scgi;
  include $work/nginx/sites/*.conf;
}
CONF
# The README's `nginx …` commands reach this master (as /usr/sbin/nginx would reach the system's).
printf '#!/bin/sh\nexec %s -p %s -c %s "$@"\n' "$NGINX_BIN" "$work/nginx" "$work/nginx/nginx.conf" >"$work/bin/nginx"
chmod +x "$work/bin/nginx"
"$work/bin/nginx"

for port in "$corporate_idp" "$trial_idp"; do
  timeout 60 sh -c "until curl -fs -o /dev/null http://localhost:$port/.well-known/openid-configuration; do sleep 0.5; done" \
    || { echo "The provider on port $port did not start."; cat "$work/idp-$port.log"; exit 1; }
done
echo "set up in $(( $(date +%s) - started )) s: PostgreSQL on $pg_port, providers on $corporate_idp and $trial_idp, nginx"

# The README's steps, with this test's values for their settings.
export STUDIO_HOST=localhost STUDIO_URL="http://localhost:$web_port" TRIAL_HOST=trial.localhost
export STUDIO_SRC="$PWD" STUDIO_ETC="$work/etc" STUDIO_RUN="$work/run" STUDIO_API_PORTS="$api_ports"
export OIDC_ISSUER="http://localhost:$corporate_idp" OIDC_CLIENT_ID=studio-partner OIDC_GROUPS_CLAIM=realm_access.roles
export TRIAL_OIDC_ISSUER="http://localhost:$trial_idp" TRIAL_OIDC_CLIENT_ID=studio-partner-trial
export PGHOST="$work/pg" PGPORT="$pg_port" NGINX_SITES="$work/nginx/sites"
# Slow offline answers (a reload or a kill lands mid-answer) and a limit the test can pass.
export STUDIO_API_ENV_EXTRA=$'OFFLINE_STREAM_PACE_MS=120\nAPI_RATE_LIMIT_PER_MINUTE=16'
npx tsx scripts/deploy-test/print-readme-steps.ts >"$work/readme-steps.sh"
PATH="$work/bin:$PATH" bash -euo pipefail "$work/readme-steps.sh"
echo "README steps done in $(( $(date +%s) - started )) s"

export DEPLOY_PG_RESTART="cd '$work' && runuser -u postgres -- '$PG_BIN/pg_ctl' --pgdata='$work/pg/data' --log='$work/pg/server.log' --wait --silent --mode=fast restart"

export DEPLOY_API_PORTS="$api_ports"
if [ -n "${DEPLOY_HOLD:-}" ]; then
  # Writing the spec: the deployment stays up for `npx playwright test --config playwright.deploy.config.ts`.
  for name in $(compgen -e | grep -E '^(STUDIO_|DEPLOY_|OIDC_|TRIAL_)'); do printf 'export %s=%q\n' "$name" "${!name}"; done >"$DEPLOY_HOLD"
  echo "holding; environment in $DEPLOY_HOLD"; sleep infinity
fi
npx tsx test/e2e/run-e2e.ts --config playwright.deploy.config.ts
