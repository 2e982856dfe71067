#!/usr/bin/env bash
# Builds the libcurl every `make` build of Courier links: Debian's own source of the installed libcurl4-openssl-dev
# (its version, its patches, so its security fixes), configured for what Courier speaks, HTTP and HTTPS (proxies,
# HTTP/2, brotli, zstd, IDN and the public suffix list included), as a static library over Debian's shared OpenSSL,
# nghttp2, zlib, brotli, zstd, libidn2 and libpsl, which keep their updates from apt.
#
# Why: Debian's libcurl.so.4 also links LDAP, RTMP, SSH and Kerberos, and ld.so maps and relocates all of it at every
# start: 12.5 M of a 19 M instruction call (curl's own call pays it too). Without them a call costs about 11 M
# (bench/RESULTS.md). A libcurl fix from Debian reaches Courier when it is rebuilt (`make deps` notices the version).
#
# Usage: .ci/libcurl.sh DIR — writes DIR/lib/libcurl.a and DIR/lib/libcurl.so, a linker script that names the
# archive and the shared libraries it needs, so `-L DIR/lib` makes the module map's `-lcurl` link this build.
# Source packages are fetched by apt from the machine's own Debian sources (their deb-src twins, in a private apt
# state under DIR), so apt checks the archive's signature and every file's hash.
set -euo pipefail
version="$(dpkg-query -W -f='${Version}' libcurl4-openssl-dev)"
rm -rf "$1" && mkdir -p "$1"
out="$(cd "$1" && pwd)"  # apt reads relative paths from /etc/apt
mkdir -p "$out/apt/lists/partial" "$out/apt/cache/archives/partial" "$out/apt/sources" "$out/lib"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
log="$out/build.log"

# The machine's Debian sources, as source (deb-src) entries: one-line lists and deb822 files alike.
for list in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
  [ -f "$list" ] && sed -n 's/^deb \(.*\)/deb-src \1/p' "$list"
done >"$out/apt/sources.list"
for file in /etc/apt/sources.list.d/*.sources; do
  [ -f "$file" ] && sed 's/^Types:.*/Types: deb-src/' "$file" >"$out/apt/sources/$(basename "$file")"
done
apt=(-o Dir::Etc::SourceList="$out/apt/sources.list" -o Dir::Etc::SourceParts="$out/apt/sources" -o Dir::State::Lists="$out/apt/lists"
     -o Dir::Cache="$out/apt/cache" -o Debug::NoLocking=1 -o APT::Sandbox::User=root)
apt-get "${apt[@]}" -qq update >>"$log" 2>&1 || { echo "libcurl: apt-get update of the source lists failed (see $log)" >&2; exit 2; }
(cd "$work" && apt-get "${apt[@]}" -qq source --download-only "curl=$version") >>"$log" 2>&1 ||
  { echo "libcurl: apt-get source curl=$version failed (see $log)" >&2; exit 2; }
dpkg-source --skip-patches -x "$work"/curl_*.dsc "$work/src" >>"$log" 2>&1

# Debian's patches in order, but for the last two, which only rename the library for its GnuTLS and NSS flavours
# (debian/rules takes them off again for the OpenSSL one, whose symbol versions the headers expect).
cd "$work/src"
grep -v '^#' debian/patches/series | while read -r patch; do
  case "$patch" in ''|90_gnutls.patch|99_nss.patch) continue ;; esac
  patch -p1 -s <"debian/patches/$patch"
done
./configure --enable-static --disable-shared --with-pic --enable-threaded-resolver \
  --with-openssl --with-ca-path=/etc/ssl/certs --with-ca-bundle=/etc/ssl/certs/ca-certificates.crt --with-zlib \
  --with-nghttp2 --with-brotli --with-zstd --with-libidn2 --with-libpsl \
  --disable-ldap --disable-ldaps --without-librtmp --without-libssh2 --without-libssh --without-wolfssh --without-gssapi \
  --disable-dict --disable-ftp --disable-file --disable-gopher --disable-imap --disable-pop3 --disable-smtp \
  --disable-telnet --disable-tftp --disable-rtsp --disable-mqtt --disable-smb --without-ngtcp2 --without-nghttp3 \
  --without-quiche --without-msh3 --without-hyper --disable-manual --disable-dependency-tracking \
  CFLAGS="-g -O2 -fstack-protector-strong" CPPFLAGS="-D_FORTIFY_SOURCE=2" >>"$log" 2>&1 ||
  { echo "libcurl: configure failed (see $log)" >&2; exit 2; }
make -s -j"$(nproc)" -C lib >>"$log" 2>&1 || { echo "libcurl: make failed (see $log)" >&2; exit 2; }

cp lib/.libs/libcurl.a "$out/lib/libcurl.a"
libs="$(sed -n 's/^Libs.private: *//p' libcurl.pc)"
printf '/* Courier'"'"'s libcurl %s (.ci/libcurl.sh): the HTTP(S) build, then the shared libraries it needs. */\nGROUP ( %s %s )\n' \
  "$version" "$(cd "$out/lib" && pwd)/libcurl.a" "$libs" >"$out/lib/libcurl.so"
echo "$version" >"$out/version"
rm -rf "$out/apt"
