#!/usr/bin/env bash
# Issue 44's rows of make bench: a day of captured traffic (bench/make_data.py's capture.har, 10,000 demo-route
# requests) read back to the app's routes, wall time and peak memory (/usr/bin/time -v), once each:
#   courier match --har FILE             every entry matched, the JSON document to /dev/null
#   courier import --har FILE            the same entries as a smoke plan, to /dev/null
#
#   bash bench/capture.sh COURIER HAR    (run.sh calls it with the release binary and the HAR make_data.py wrote)
#
# A separate script so the rows of run.sh and this one merge apart. Prints a Markdown table on stdout; a command
# that exits with anything but 0 or 12 (match's "a request matched no route") is shown with its exit code and the
# first line it wrote on stderr instead of figures, so a build that cannot read a HAR yet says so.
set -euo pipefail
courier=$1 har=$2
[ -x /usr/bin/time ] || { echo "bench/capture.sh: /usr/bin/time is needed (Debian package time)" >&2; exit 2; }
entries=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["log"]["entries"]))' "$har")
bytes=$(wc -c < "$har")

echo
echo "## Matching captured traffic: $entries HAR entries ($((bytes / 1024 / 1024)) MiB), once each"
echo
echo "| command | wall time | peak memory |"
echo "| --- | ---: | ---: |"
measure() {
  local label=$1; shift
  local report status
  report=$(mktemp)
  # Nothing is sent: match and import only read the file.
  set +e
  /usr/bin/time -v -o "$report" "$courier" "$@" > /dev/null 2> "$report.err"
  status=$?
  set -e
  if [ "$status" != 0 ] && [ "$status" != 12 ]; then
    echo "| \`$label\` | exit $status: $(head -n1 "$report.err" | tr '|' '/') | |"
  else
    local wall rss
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/{print $2}' "$report")
    rss=$(awk -F': ' '/Maximum resident set size/{printf "%.0f MiB", $2 / 1024}' "$report")
    echo "| \`$label\` | $wall | $rss |"
  fi
  rm -f "$report" "$report.err"
}
measure "courier match --har capture.har" match --har "$har"
measure "courier import --har capture.har" import --har "$har"
