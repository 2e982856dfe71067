#!/usr/bin/env bash
# What `make` needs, by purpose, each tool found on PATH (bash's `type -P`: `command -v time` would answer with bash's
# own keyword), never at a fixed place:
#   .ci/deps.sh build   make build, install and demo: a C compiler, libcurl's headers and python3 (the demo API); where
#                       dpkg is, also the -dev packages .ci/libcurl.sh builds Courier's own libcurl against
#   .ci/deps.sh test    make test only: curl, zsh, fish, time, nginx, openssl, python3's venv, chromium, shellcheck and jq; on Linux
#                       also the keyring tests' secret-tool, gnome-keyring-daemon, dbus-daemon and gdbus
# With apt-get, the missing Debian packages are installed without a question (-y, noninteractive; through sudo unless
# root). Without it, each missing tool is named with its Debian package and its Homebrew formula, and the script exits 2
# before anything is built. Bash 3.2 (macOS's /bin/bash) runs it: no arrays, which `set -u` refuses there when empty.
set -o pipefail
purpose="$1"
again="$2"  # "installed": a second look after apt-get, which installs nothing
missing="" packages="" lean=""  # lines for people; Debian packages, with recommends and without

note() {  # note WHAT DEBIAN HOMEBREW [lean]
  missing="$missing  $1 (Debian: $2, Homebrew: $3)
"
  if [ "$4" = lean ]; then lean="$lean $2"; else packages="$packages $2"; fi
}
tool() {  # tool NAME DEBIAN HOMEBREW [lean]: notes NAME when it is not on PATH
  type -P "$1" >/dev/null || note "$@"
}

case "$purpose" in
build)
  tool cc gcc "none, Xcode's command-line tools have it: xcode-select --install"
  echo '#include <curl/curl.h>' | cc -E -x c - >/dev/null 2>&1 ||
    note "libcurl's headers" libcurl4-openssl-dev "none, Xcode's command-line tools have them: xcode-select --install"
  tool python3 python3 python3
  # Courier's own libcurl is built from Debian's source (the Makefile's `libcurl`), against these; not elsewhere.
  if [ "$COURIER_SYSTEM_LIBCURL" != 1 ] && type -P dpkg-query >/dev/null; then
    for dev in dpkg-dev libssl-dev libnghttp2-dev libbrotli-dev libzstd-dev libidn2-dev zlib1g-dev; do
      dpkg-query -W -f='${Status}' "$dev" 2>/dev/null | grep -q 'ok installed' ||
        note "$dev" "$dev" "none, Courier builds its own libcurl on Debian only"
    done
  fi
  ;;
test)
  python3 -c "import venv, ensurepip" 2>/dev/null || note "python3's venv" python3-venv python3
  tool curl curl curl
  tool zsh zsh zsh
  tool fish fish fish
  tool time time "gnu-time (macOS has its own /usr/bin/time)"
  tool nginx nginx-light nginx
  tool openssl openssl openssl@3
  tool chromium chromium "--cask chromium"
  tool shellcheck shellcheck shellcheck  # actionlint checks the workflow's run: scripts with it
  tool jq jq jq  # docs/Usage.md's --all example pipes into it (DocExampleTests run every example)
  # The keyring session tests run GNOME Keyring on a private D-Bus bus: Linux only (they are skipped elsewhere).
  if [ "$(uname -s)" = Linux ]; then
    tool secret-tool libsecret-tools libsecret lean
    tool gnome-keyring-daemon gnome-keyring none lean
    tool dbus-daemon dbus-daemon dbus lean
    tool gdbus libglib2.0-bin glib lean
  fi
  ;;
*)
  echo "usage: .ci/deps.sh build|test" >&2
  exit 2
  ;;
esac

[ -z "$missing" ] && exit 0
if [ "$again" = installed ]; then
  printf 'make: installed, but still not found on PATH (Debian keeps nginx in /usr/sbin: is it on PATH?):\n%s' "$missing" >&2
  exit 2
fi
if ! type -P apt-get >/dev/null; then
  printf 'make: missing for make %s:\n%s' "$purpose" "$missing" >&2
  echo "make: no apt-get here: install them with your package manager, then run make again" >&2
  exit 2
fi
sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
echo "make: installing$packages$lean"
$sudo apt-get update -qq || exit 2
if [ -n "$packages" ]; then
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null || exit 2
fi
if [ -n "$lean" ]; then
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $lean >/dev/null || exit 2
fi
exec "$0" "$purpose" installed
