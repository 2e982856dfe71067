#!/usr/bin/env bash
# A team's CLI as `courier init` writes it (a `shop` package depending on this checkout), built two ways:
#   as its README says: `make install` (its Makefile builds it with Courier's release flags, after Courier's libcurl step)
#   plain:              `swift build -c release`, SwiftPM with no flags (the shared Swift runtime, the system's libcurl)
# Usage: bench/team.sh WORKDIR  → prints the installed binary's path, then the plain build's.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
work="$1/team"
courier="$(make --no-print-directory -s bin-path)"
rm -rf "$work" && mkdir -p "$work"
"$courier" init "$work/shop" --name shop --courier-path "$PWD" >&2
make --no-print-directory -C "$work/shop" install PREFIX="$work/prefix" >&2
echo "$work/prefix/bin/shop"
swift build --package-path "$work/shop" -c release --scratch-path "$work/plain" --product shop >&2
echo "$work/plain/release/shop"
