#!/usr/bin/env bash
# Starts a Fieldbook server on a fresh embedded database, runs the security probe against it, stops the server.
# With a known JWT_SECRET (validly signed forgeries), the development mailbox (fresh agencies for the purchase races)
# and EXPORT_ATTACHMENT_LIMIT_BYTES=1 (every export is stored, so foreign export downloads are really tried).
# The probe's table and JSON go to stdout; the server's log is kept at the path printed at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
port=${PORT:-8390}
data=$(mktemp -d)
log=$(mktemp /tmp/fieldbook-probe-server.XXXXXX.log)
secret=$(node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("base64url"))')
DATA_DIR=$data PORT=$port DEV_MAILBOX=${DEV_MAILBOX:-1} WEB_DIST_DIR= JWT_SECRET=$secret \
  EXPORT_ATTACHMENT_LIMIT_BYTES=${EXPORT_ATTACHMENT_LIMIT_BYTES:-1} \
  node --import tsx apps/server/src/main.ts >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 180); do
  grep -q 'Fieldbook is running' "$log" && break
  if ! kill -0 "$server" 2>/dev/null; then cat "$log" >&2; exit 1; fi
  sleep 1
done
grep -q 'Fieldbook is running' "$log" || { echo 'the server did not start in 3 minutes' >&2; exit 1; }
key=$(grep -o 'mailbox#key=[A-Za-z0-9_-]*' "$log" | head -1 | cut -d= -f2 || true)
status=0
PROBE_JWT_SECRET=$secret PROBE_MAILBOX_KEY=$key node --import tsx scripts/security-probe/probe.ts "http://localhost:$port" || status=$?
echo "server log: $log ($(grep -c '"level":50' "$log" || true) error lines, $(grep -c '"level":40' "$log" || true) warnings)" >&2
exit $status
