#!/usr/bin/env bash
# Starts the site as the README says (`npm start`, embedded SQLite in a scratch data directory),
# checks from its start-up log line that the server process runs on the expected Node.js, then
# stops it with SIGTERM and expects a clean exit. Usage: scripts/check-start-runtime.sh v24.x.y
set -euo pipefail
want=${1:?usage: $0 NODE_VERSION}
cd "$(dirname "$0")/.."
data=$(mktemp -d)
log="$data/start.log"
port=${CHECK_PORT:-3917}
PORT=$port DATA_DIR="$data" ADMIN_USERNAME=ci-admin ADMIN_PASSWORD=ci-password-check setsid npm start >"$log" 2>&1 &
npm_pid=$!
trap 'kill -KILL -- -$npm_pid 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 600); do
  grep -q '"port":' "$log" && break
  kill -0 "$npm_pid" 2>/dev/null || { cat "$log"; echo "npm start exited before listening"; exit 1; }
  sleep 0.2
done
line=$(grep '"port":' "$log" || true)
[ -n "$line" ] || { cat "$log"; echo "npm start did not listen within 120 s"; exit 1; }
echo "$line"
case "$line" in *"\"node\":\"$want\""*) ;; *) echo "the server does not run on Node $want"; exit 1 ;; esac
curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null
# SIGTERM to the whole group, as a process manager stops a service: npm and the server.
kill -TERM -- -"$npm_pid"
wait "$npm_pid" || true # npm itself ends with 143 on SIGTERM; the server's own exit is what counts
# npm may end before the server has finished its in-flight work: wait (up to 30 s) until no process
# of the group is left, so that the server's last log line is written before it is read.
for _ in $(seq 1 150); do
  kill -0 -- -"$npm_pid" 2>/dev/null || break
  sleep 0.2
done
grep -q 'stopped cleanly' "$log" || { cat "$log"; echo "the server did not stop cleanly"; exit 1; }
echo "npm start ran on $want; the server stopped cleanly on SIGTERM"
