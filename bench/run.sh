#!/usr/bin/env bash
# make bench: Courier side by side with curl (and jq, HTTPie) on loopback, in one run. Writes bench/RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)

need=""
for tool in hyperfine:hyperfine nginx:nginx-light jq:jq valgrind:valgrind; do
  command -v "${tool%%:*}" >/dev/null || need="$need ${tool#*:}"
done
[ -x /usr/bin/time ] || need="$need time"
if [ -n "$need" ]; then $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $need >/dev/null; fi
command -v http >/dev/null || DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq httpie >/dev/null 2>&1 || true

# The binary exactly as `make install` builds it.
make --no-print-directory build
courier="$(make --no-print-directory -s bin-path)"

work=$(mktemp -d /tmp/courier-bench.XXXXXX)
chmod 755 "$work"
nginx_pid="" demo_pid=""
cleanup() {
  local status=$?
  set +e
  [ -n "$nginx_pid" ] && kill "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null
  [ -n "$demo_pid" ] && kill "$demo_pid" 2>/dev/null && wait "$demo_pid" 2>/dev/null
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

python3 bench/make_data.py "$work/www"
chmod -R a+rX "$work/www"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
port=$(free_port)
tls_port=$(free_port)
# HTTPS from the same nginx: a certificate made now for 127.0.0.1, trusted by both tools through --cacert.
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=127.0.0.1 \
  -addext subjectAltName=IP:127.0.0.1 -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
cat > "$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/error.log;
events { worker_connections 512; }
http {
  access_log off;
  default_type application/json;
  keepalive_requests 100000;
  server { listen 127.0.0.1:$port; root $work/www; }
  server {
    listen 127.0.0.1:$tls_port ssl;
    ssl_certificate $work/cert.pem;
    ssl_certificate_key $work/key.pem;
    root $work/www;
  }
}
CONF
nginx -c "$work/nginx.conf" -g 'daemon off;' &
nginx_pid=$!
base="http://127.0.0.1:$port"
tls="https://127.0.0.1:$tls_port"
for _ in $(seq 1 100); do curl -fs "$base/small.json" >/dev/null && break; sleep 0.05; done

python3 -u Tests/Servers/demo_api.py --port 0 --lifetime 900 >"$work/demo.log" &
demo_pid=$!
for _ in $(seq 1 100); do grep -q "^listening on " "$work/demo.log" && break; sleep 0.05; done
demo="$(sed -n 's/^listening on //p' "$work/demo.log")/v1"

hf() { hyperfine --style basic --warmup 5 "$@"; }
hf -N --runs 200 --export-json "$work/single.json" \
  "$courier --base-url $base request GET /small.json" \
  "curl -s -i $base/small.json"
hf -N --runs 200 --export-json "$work/https.json" \
  "$courier --cacert $work/cert.pem --base-url $tls request GET /small.json" \
  "curl -s -i --cacert $work/cert.pem $tls/small.json"
if command -v http >/dev/null; then
  hf -N --runs 30 --export-json "$work/httpie.json" "http --print=hb $base/small.json" >/dev/null
fi
hf -N --runs 200 --export-json "$work/demo.json" \
  "$courier --base-url $demo orders detail --no A1001" \
  "curl -s -i $demo/orders/A1001"
hf -N --runs 200 --export-json "$work/startup.json" "$courier --version" "curl --version"
hf --runs 10 --export-json "$work/big.json" \
  "curl -s $base/50mb.json | jq . > /dev/null" \
  "$courier --base-url $base request GET /50mb.json > /dev/null" \
  "$courier --base-url $base/ orders list --uid 5 > /dev/null" \
  "$courier --base-url $base request GET /50mb.json -o body > /dev/null"
# Stages of the 50 MB call, by difference: -o body receives only; -o status also parses the body (it is judged
# and its document built, but nothing of it printed); the contract check and the printing add to that.
hf --runs 5 --export-json "$work/stages.json" \
  "$courier --base-url $base request GET /50mb.json -o status > /dev/null" \
  "$courier --base-url $base/ orders list --uid 5 -o status > /dev/null"

# 1,000 GETs of /small.json: a smoke plan with 4 jobs, curl's parallel mode with 4 transfers, 1,000 curl processes.
for _ in $(seq 1 1000); do echo "request GET /small.json"; done > "$work/thousand.smoke"
for _ in $(seq 1 1000); do echo "url = \"$base/small.json\""; echo "output = /dev/null"; done > "$work/urls.cfg"
for _ in $(seq 1 1000); do echo "curl -s -o /dev/null $base/small.json"; done > "$work/thousand-curls.sh"
# Courier and curl -Z alternate, 40 runs each (bench/interleave.py): run one after the other, 10 each, the ratio
# moved between two runs of make bench as the machine's speed drifted.
python3 bench/interleave.py --runs 40 --warmup 5 --export-json "$work/smoke.json" \
  "$courier --base-url $base smoke $work/thousand.smoke --jobs 4 > /dev/null 2>&1" \
  "curl -s -Z --parallel-max 4 -K $work/urls.cfg" >/dev/null
hf --runs 3 --export-json "$work/smoke-processes.json" "bash $work/thousand-curls.sh"
# The same with no two plan lines alike (a query number each), so nothing is prepared once for many lines.
for i in $(seq 1 1000); do echo "request GET /small.json --query i=$i"; done > "$work/distinct.smoke"
for i in $(seq 1 1000); do echo "url = \"$base/small.json?i=$i\""; echo "output = /dev/null"; done > "$work/distinct.cfg"
python3 bench/interleave.py --runs 40 --warmup 5 --export-json "$work/smoke-distinct.json" \
  "$courier --base-url $base smoke $work/distinct.smoke --jobs 4 > /dev/null 2>&1" \
  "curl -s -Z --parallel-max 4 -K $work/distinct.cfg" >/dev/null

# Linearity: 100,000 distinct lines against the 1,000 above, in three rounds of seven 1,000-line runs and one
# 100,000-line run (bench/linearity.py): the median of the rounds' ratios, and the large runs' peak memory.
for i in $(seq 1 100000); do echo "request GET /small.json --query i=$i"; done > "$work/distinct-100k.smoke"
python3 bench/linearity.py --rounds 3 --small-runs 7 --export-json "$work/smoke-100k.json" \
  "$courier --base-url $base smoke $work/distinct.smoke --jobs 4" \
  "$courier --base-url $base smoke $work/distinct-100k.smoke --jobs 4" >/dev/null
rss() { /usr/bin/time -f %M -o "$work/rss" bash -c "$1" >/dev/null 2>&1 || true; tail -n1 "$work/rss"; }
# valgrind 3.19 cannot read the Swift toolchain's debug info; instructions are counted on a copy without it
# (its symbols kept, for bench/phases.py). callgrind NAME COMMAND...: prints the count, keeps the profile.
strip --strip-debug -o "$work/courier-stripped" "$courier"
callgrind() {
  local name=$1; shift
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/cg-$name.out" "$@" 2>&1 >/dev/null \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | tail -n1
}
# Generated commands: the debug rebuild after adding one case to a router of a package applying the plugin.
rebuild_seconds=$(bench/rebuild.sh "$work")
# A compat CLI (an app's Moya router through CourierMoya, Foundation linked) beside a native one, built as courier
# is, making the same call (GET /small.json from the same nginx) in the same run.
compat_bin=$(bench/compat.sh "$work")
# Alternating the two (bench/interleave.py): a borderline ratio of two short calls moved with the machine's drift.
python3 bench/interleave.py -N --runs 200 --warmup 5 --export-json "$work/compat.json" \
  "$compat_bin/compat --base-url $base items small" \
  "$compat_bin/native --base-url $base items small" >/dev/null
# What users run (issue 47): one small GET by `courier` as `make build` builds it (`make install` copies it; the first
# `make demo` on a fresh machine builds the same binary: the Makefile reads libcurl's version after `make deps`), by a
# team's CLI as `courier init` writes it, built as its README says (`make install`), and by the same CLI built with a
# plain `swift build -c release`; curl beside them. All four alternate in one run (bench/interleave.py).
team_bins=$(bench/team.sh "$work")
shop="$(sed -n 1p <<<"$team_bins")"
shop_plain="$(sed -n 2p <<<"$team_bins")"
python3 bench/interleave.py -N --runs 200 --warmup 5 --export-json "$work/users.json" \
  "$courier --base-url $base request GET /small.json" \
  "$shop --base-url $base request GET /small.json" \
  "$shop_plain --base-url $base request GET /small.json" \
  "curl -s -i $base/small.json" >/dev/null
strip --strip-debug -o "$work/shop-stripped" "$shop"
strip --strip-debug -o "$work/shop-plain-stripped" "$shop_plain"
strip --strip-debug -o "$work/compat-stripped" "$compat_bin/compat"
strip --strip-debug -o "$work/native-stripped" "$compat_bin/native"
{
  echo "rebuild_seconds=$rebuild_seconds"
  echo "rss_jq=$(rss "curl -s $base/50mb.json | jq .")"
  echo "rss_courier=$(rss "$courier --base-url $base request GET /50mb.json")"
  echo "rss_contract=$(rss "$courier --base-url $base/ orders list --uid 5")"
  echo "cg_call=$(callgrind call "$work/courier-stripped" --base-url "$base" request GET /small.json)"
  echo "cg_version=$(callgrind version "$work/courier-stripped" --version)"
  echo "cg_curl=$(callgrind curl curl -s -i "$base/small.json")"
  echo "cg_call_tls=$(callgrind call-tls "$work/courier-stripped" --cacert "$work/cert.pem" --base-url "$tls" request GET /small.json)"
  echo "cg_curl_tls=$(callgrind curl-tls curl -s -i --cacert "$work/cert.pem" "$tls/small.json")"
  echo "cg_compat=$(callgrind compat "$work/compat-stripped" --base-url "$base" items small)"
  echo "cg_native=$(callgrind native "$work/native-stripped" --base-url "$base" items small)"
  echo "cg_shop=$(callgrind shop "$work/shop-stripped" --base-url "$base" request GET /small.json)"
  echo "cg_shop_plain=$(callgrind shop-plain "$work/shop-plain-stripped" --base-url "$base" request GET /small.json)"
  # Peak memory of the one small call, each binary (the median of 5 runs).
  for name in courier shop shop_plain curl; do
    case $name in
      courier) cmd="$courier --base-url $base request GET /small.json" ;;
      shop) cmd="$shop --base-url $base request GET /small.json" ;;
      shop_plain) cmd="$shop_plain --base-url $base request GET /small.json" ;;
      curl) cmd="curl -s -i $base/small.json" ;;
    esac
    echo "rss_small_$name=$(for _ in 1 2 3 4 5; do rss "$cmd"; done | sort -n | sed -n 3p)"
  done
  echo "courier_version=$("$courier" --version)"
  # The libcurl the release flags link (Makefile: LIBCURL), or the system's.
  libcurl_dir="$(make -s release-flags | grep -o -- '-L[^ ]*/libcurl/[^ ]*' | cut -c3-)"
  if [ -n "$libcurl_dir" ] && [ -f "$libcurl_dir/libcurl.so" ]; then
    echo "courier_libcurl=$(basename "$(dirname "$libcurl_dir")" | sed 's/-[0-9a-f]*$//') built for HTTP(S) only, linked statically (.ci/libcurl.sh)"
  else
    echo "courier_libcurl=the system's"
  fi
  echo "courier_path=$courier"
  echo "work=$work"
  echo "base=$base"
  echo "tls=$tls"
  echo "demo=$demo"
} > "$work/measured.env"
python3 bench/phases.py "courier request GET /small.json=$work/cg-call.out" "curl -s -i URL=$work/cg-curl.out" \
  "courier --version=$work/cg-version.out" "courier, https=$work/cg-call-tls.out" "curl, https=$work/cg-curl-tls.out" \
  "compat items small=$work/cg-compat.out" "native items small=$work/cg-native.out" \
  "shop (make install)=$work/cg-shop.out" "shop (swift build -c release)=$work/cg-shop-plain.out" \
  > "$work/phases.json"

python3 - "$work" <<'PY'
import json, os, subprocess, sys
work = sys.argv[1]
measured = dict(line.strip().split("=", 1) for line in open(os.path.join(work, "measured.env")) if "=" in line)
def out(cmd):
    try:
        lines = subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout.strip().splitlines()
        return lines[0].strip() if lines else ""
    except Exception:
        return ""
def number(key):
    try: return int(measured.get(key, "0") or 0)
    except ValueError: return 0
meta = {
  "date": out("date -u +%Y-%m-%dT%H:%MZ"),
  "machine": out("uname -m") + "," + out("grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"),
  "cpus": out("nproc"), "memory": out("free -h | awk '/Mem:/{print $2}'"), "kernel": out("uname -r"),
  "courier": measured.get("courier_version", ""),
  "courier's libcurl": measured.get("courier_libcurl", ""),
  "curl": out("curl --version"), "jq": out("jq --version"),
  "nginx": out("nginx -v 2>&1"), "hyperfine": out("hyperfine --version"), "httpie": out("http --version 2>/dev/null"),
  "valgrind": out("valgrind --version"),
  "big_bytes": os.path.getsize(os.path.join(work, "www", "50mb.json")),
  "rss": [["curl -s URL | jq .", number("rss_jq")], ["courier request GET /50mb.json", number("rss_courier")],
          ["courier orders list --uid 5 (contract check into [Order])", number("rss_contract")]],
  "callgrind": [["courier request GET /small.json", number("cg_call")], ["courier --version", number("cg_version")],
                ["curl -s -i URL", number("cg_curl")],
                ["courier --cacert CA request GET /small.json (https)", number("cg_call_tls")],
                ["curl -s -i --cacert CA TLS-URL (https)", number("cg_curl_tls")],
                ["compat items small (a Moya router, Foundation linked)", number("cg_compat")],
                ["native items small (a Courier Route)", number("cg_native")],
                ["shop request GET /small.json (courier init, make install)", number("cg_shop")],
                ["shop request GET /small.json (courier init, swift build -c release)", number("cg_shop_plain")]],
  # What users run: [label, how it is built, instructions, peak KiB of the small call], in the order of users.json.
  "users": [["courier", "`make build` (= `make install`; the first `make demo` on a fresh machine builds the same)", number("cg_call"), number("rss_small_courier")],
            ["shop", "`courier init`, then `make install` as its README says", number("cg_shop"), number("rss_small_shop")],
            ["shop", "`courier init`, then a plain `swift build -c release`", number("cg_shop_plain"), number("rss_small_shop_plain")],
            ["curl", "Debian's", number("cg_curl"), number("rss_small_curl")]],
  "rebuild_seconds": measured.get("rebuild_seconds", ""),
  "missing": [],
  "courier_path": measured.get("courier_path", ""), "work": measured.get("work", ""), "base": measured.get("base", ""),
  "demo": measured.get("demo", ""), "tls": measured.get("tls", ""),
}
httpie = os.path.join(work, "httpie.json")
if os.path.exists(httpie):
    single = json.load(open(os.path.join(work, "single.json")))
    single["results"].insert(1, json.load(open(httpie))["results"][0])
    json.dump(single, open(os.path.join(work, "single.json"), "w"))
json.dump(meta, open(os.path.join(work, "meta.json"), "w"))
PY
python3 bench/report.py "$work" bench/RESULTS.md

# Issue 44: match and import over make_data.py's 10,000-entry HAR (its own script, its own rows, printed here).
bash bench/capture.sh "$courier" "$work/www/capture.har"
