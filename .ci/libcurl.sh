#!/usr/bin/env bash
# Builds the libcurl every `make` build of Courier links: Debian's own source of the installed libcurl4-openssl-dev
# (its version, its patches, so its security fixes), configured for what Courier speaks, HTTP and HTTPS (proxies,
# HTTP/2, brotli, zstd and IDN included), as a static library over Debian's shared OpenSSL, nghttp2, zlib, brotli, zstd
# and libidn2, which keep their updates from apt. Not the public suffix list (libpsl): libcurl reads it only for its
# own cookie engine, which Courier never turns on (its cookie jar is a pipeline plugin), so it was loaded for nothing.
#
# Why: Debian's libcurl.so.4 also links LDAP, RTMP, SSH and Kerberos, and ld.so maps and relocates all of it at every
# start: 12.5 M of a 19 M instruction call (curl's own call pays it too). Without them a call costs about 11 M
# (bench/RESULTS.md). A libcurl fix from Debian reaches Courier when it is rebuilt (`make deps` notices the version).
#
# Usage: .ci/libcurl.sh DIR VERSION — writes DIR/lib/libcurl-http.a and DIR/lib/libcurl.so, a linker script that names
# the archive and the shared libraries it needs, so `-L DIR/lib` makes Package.swift's `-lcurl` link this build. The
# Makefile names DIR after the source VERSION and this script's hash: a new libcurl, or a change here, is a new
# directory, new linker arguments, so SwiftPM relinks. Built beside DIR and renamed into place, under a lock.
# Source packages are fetched by apt from the machine's own Debian sources (their deb-src twins, in a private apt
# state), so apt checks the archive's signature (InRelease) and every file's hash from its Sources index.
set -euo pipefail
mkdir -p "$(dirname "$1")"
out="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"  # apt reads relative paths from /etc/apt
version="$2"
exec 9>"$out.lock"
flock 9
[ -f "$out/lib/libcurl.so" ] && exit 0  # another make built it meanwhile
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"
log="$work/build.log"
fail() { cp "$log" "$out.log" 2>/dev/null; echo "libcurl: $1 (see $out.log)" >&2; exit 2; }

# The machine's Debian sources, as source (deb-src) entries: one-line lists and deb822 files alike.
mkdir -p "$work/apt/lists/partial" "$work/apt/cache/archives/partial" "$work/apt/sources" "$work/download" "$work/lib"
for list in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
  [ -f "$list" ] && sed -n 's/^[[:space:]]*deb[[:space:]]\(.*\)/deb-src \1/p' "$list"
done >"$work/apt/sources.list"
for file in /etc/apt/sources.list.d/*.sources; do
  [ -f "$file" ] && sed 's/^Types:.*/Types: deb-src/' "$file" >"$work/apt/sources/$(basename "$file")"
done
# apt downloads as its own unprivileged user (_apt) when run as root: it must be able to write there.
if [ "$(id -u)" = 0 ] && id _apt >/dev/null 2>&1; then
  chown _apt:root "$work/apt/lists/partial" "$work/apt/cache/archives/partial" "$work/download"
fi
apt=(-o Dir::Etc::SourceList="$work/apt/sources.list" -o Dir::Etc::SourceParts="$work/apt/sources"
     -o Dir::State::Lists="$work/apt/lists" -o Dir::Cache="$work/apt/cache" -o Debug::NoLocking=1)
apt-get "${apt[@]}" -qq update >>"$log" 2>&1 || fail "apt-get update of the source lists failed"
(cd "$work/download" && apt-get "${apt[@]}" -qq source --download-only "curl=$version") >>"$log" 2>&1 ||
  fail "apt-get source curl=$version failed"
dpkg-source --skip-patches -x "$work"/download/curl_*.dsc "$work/src" >>"$log" 2>&1 || fail "dpkg-source -x failed"

# Debian's patches in order, but for the last two, which only rename the library for its GnuTLS and NSS flavours
# (debian/rules takes them off again for the OpenSSL one, whose symbol versions the headers expect).
# (Debian regenerates configure after patching; its patches to configure.ac only touch GSSAPI and LDAP, left out here.)
cd "$work/src"
grep -v '^#' debian/patches/series | while read -r patch _; do
  case "$patch" in ''|90_gnutls.patch|99_nss.patch) continue ;; esac
  patch -p1 -s <"debian/patches/$patch"
done >>"$log" 2>&1 || fail "a Debian patch did not apply"
# No change of Courier's own to libcurl's code: Debian's source and Debian's patches, built with configure options
# only (issue 47). A printf patch once saved about 3.5 % of a smoke run's instructions; owning a fork of a
# security-critical library's code, to re-check against every Debian update, was not worth it.
# Without the headers API (curl_easy_header, which Courier does not use: its callback reads every line): 7.88's keeps
# a pointer to a transfer's last header on the easy handle after the transfer (curl#11101, fixed in 8.1.0), which
# is why a handle could not serve a second transfer. Without it, CurlRuntime lets smoke's handles be reused.
./configure --enable-static --disable-shared --with-pic --enable-threaded-resolver \
  --with-openssl --with-ca-path=/etc/ssl/certs --with-ca-bundle=/etc/ssl/certs/ca-certificates.crt --with-zlib \
  --with-nghttp2 --with-brotli --with-zstd --with-libidn2 --without-libpsl \
  --disable-ldap --disable-ldaps --without-librtmp --without-libssh2 --without-libssh --without-wolfssh --without-gssapi \
  --disable-dict --disable-ftp --disable-file --disable-gopher --disable-imap --disable-pop3 --disable-smtp \
  --disable-telnet --disable-tftp --disable-rtsp --disable-mqtt --disable-smb --without-ngtcp2 --without-nghttp3 \
  --without-quiche --without-msh3 --without-hyper --disable-manual --disable-dependency-tracking --disable-headers-api \
  CFLAGS="$(dpkg-buildflags --get CFLAGS)" CPPFLAGS="$(dpkg-buildflags --get CPPFLAGS)" >>"$log" 2>&1 || fail "configure failed"
make -s -j"$(nproc)" -C lib >>"$log" 2>&1 || fail "make failed"

# The archive under another name, found through the same -L directory wherever the checkout is (gold, bfd and lld all
# take -lNAME in a linker script; gold does not take -l:FILE).
cp lib/.libs/libcurl.a "$work/lib/libcurl-http.a"
printf '/* Courier'"'"'s libcurl %s (.ci/libcurl.sh): the HTTP(S) build, then the shared libraries it needs. */\nGROUP ( -lcurl-http %s )\n' \
  "$version" "$(sed -n 's/^Libs.private: *//p' libcurl.pc)" >"$work/lib/libcurl.so"
rm -rf "$out" "$out.log"
mv "$work/lib" "$work/out" && mkdir -p "$out" && mv "$work/out" "$out/lib"
