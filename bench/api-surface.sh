#!/usr/bin/env bash
# The public surface a team sees through `import Courier` (issue 20): every declaration of the symbol graph of
# the Courier module and the modules it re-exports (Arguments, CourierCore, CourierJSON), counted, and those
# without a `///` comment listed. What modules of this package share among themselves is `package`, so it is
# not counted. Usage: bench/api-surface.sh [--check] [--list]
#   --check  exit 1 when there are more than LIMIT declarations (default 250) or one has no doc comment
#   --list   print every public declaration, one a line
# Builds the Courier target first (debug, incremental), then reads its modules with swift symbolgraph-extract.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
LIMIT="${LIMIT:-250}"
check=0 list=0
for argument in "$@"; do
  case "$argument" in
    --check) check=1 ;;
    --list) list=1 ;;
    *) echo "usage: bench/api-surface.sh [--check] [--list]" >&2; exit 2 ;;
  esac
done
swift build --target Courier -q >&2
modules="$(swift build --show-bin-path)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
# CCurl is a dependency of CourierCLI (not re-exported), but loading Courier's module needs its module map.
swift symbolgraph-extract -module-name Courier -I "$modules/Modules" -I "$modules" \
  -Xcc -fmodule-map-file="$modules/CCurl.build/module.modulemap" -I Sources/CCurl/include \
  -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public -skip-inherited-docs \
  -experimental-allowed-reexported-modules=Arguments,CourierCore,CourierJSON -output-dir "$out" >&2
python3 - "$out" "$LIMIT" "$check" "$list" <<'PYTHON'
import glob, json, sys
out, limit, check, listing = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4] == "1"
symbols = []
for path in sorted(glob.glob(out + "/*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        # Members a protocol's extension gives a type (Equatable's !=) are the standard library's, not ours.
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        location = symbol.get("location", {})
        where = location.get("uri", "?").split("/Sources/")[-1]
        line = location.get("position", {}).get("line", -1) + 1
        name = ".".join(symbol["pathComponents"])
        symbols.append((where, line, symbol["kind"]["identifier"].removeprefix("swift."), name, bool(symbol.get("docComment"))))
symbols.sort()
undocumented = [s for s in symbols if not s[4]]
cases = sum(1 for s in symbols if s[2] == "enum.case")
if listing:
    for where, line, kind, name, documented in symbols:
        print(f"{where}:{line}: {kind} {name}{'' if documented else '   (no doc comment)'}")
else:
    for where, line, kind, name, _ in undocumented:
        print(f"{where}:{line}: {kind} {name} has no doc comment")
print(f"api-surface: {len(symbols)} public declarations through `import Courier` ({cases} of them enum cases), "
      f"{len(undocumented)} without a doc comment (limit {limit})")
if check and (len(symbols) > limit or undocumented):
    sys.exit(1)
PYTHON
