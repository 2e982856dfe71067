#!/usr/bin/env bash
# `make demo`: start the demo API on 127.0.0.1:8080 (a free port if 8080 is taken), run a short
# scripted session with Courier, and stop the server on every path.
set -uo pipefail
courier=${1:?usage: demo_session.sh PATH/TO/courier}
here=$(cd "$(dirname "$0")" && pwd)
log=$(mktemp)
# The session --save keeps goes to a state directory of the demo's own, never the user's.
state=$(mktemp -d)
export XDG_STATE_HOME="$state"
pid=""
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
  rm -f "$log"
  rm -rf "$state"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

start() {  # start the server on port $1 and wait (bounded) for its "listening on" line
  python3 -u "$here/demo_api.py" --port "$1" --lifetime 600 >"$log" 2>&1 &
  pid=$!
  for _ in $(seq 1 200); do
    grep -q "^listening on " "$log" && return 0
    kill -0 "$pid" 2>/dev/null || { pid=""; return 1; }
    sleep 0.05
  done
  return 1
}
start 8080 || start 0 || { echo "demo: the demo API did not start:" >&2; cat "$log" >&2; exit 1; }
url=$(sed -n 's/^listening on //p' "$log" | head -n1)
export COURIER_BASE_URL="$url/v1"
echo "# demo API listening on $url (COURIER_BASE_URL=$COURIER_BASE_URL)"

run() {  # print the command, run it, show its exit code
  echo
  echo "\$ $*"
  "$@"
  echo "# exit $?"
}
courier() { "$courier" "$@"; }

run courier routes
echo
echo "\$ echo wonderland | courier users login --username alice --password - --save"
echo wonderland | courier users login --username alice --password - --save || exit 1
echo "# the session (token, refresh token, expiry) is kept for this API and environment; no token in argv or the environment"
run courier auth status --env local
run courier users profile
run courier orders list --uid 5
run courier orders detail --no A1001 --verbose
run courier orders detail --no NOPE
run courier auth logout
echo
echo "# demo done; the server is stopped on exit."
