#!/usr/bin/env bash
# The public surface a team sees through `import Courier` (issue 20), read from the symbol graph of the Courier
# module and the modules it re-exports (Arguments, CourierCore, CourierJSON); what the package's own modules share
# among themselves is `package` and not part of it. Counts the declarations written `public` (an enum's cases and
# a protocol's requirements come with their type, as in the issue's count) and lists every public name, cases and
# requirements included, that has no `///` comment. Usage: bench/api-surface.sh [--check] [--list]
#   --check  exit 1 when there are more than LIMIT declarations (default 270) or a name has no doc comment
#   --list   print every public name, one a line
# Builds the Courier target first (debug, incremental), then reads its modules with swift symbolgraph-extract.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
# 270: 260, and the route client a team's own tests call routes with (issue 41): RouteClient, its two initialisers
# and two calls; RouteReply and its status, headers, body and data.
LIMIT="${LIMIT:-270}"
check=0 list=0
for argument in "$@"; do
  case "$argument" in
    --check) check=1 ;;
    --list) list=1 ;;
    *) echo "usage: bench/api-surface.sh [--check] [--list]" >&2; exit 2 ;;
  esac
done
# The build's own output (other modules' warnings) only when it fails.
log="$(mktemp)"
swift build --target Courier >"$log" 2>&1 || { cat "$log" >&2; rm -f "$log"; exit 2; }
rm -f "$log"
modules="$(swift build --show-bin-path)"
out="$(mktemp -d)"
triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
trap 'rm -rf "$out"' EXIT
# CCurl is a dependency of CourierCLI (not re-exported), but loading Courier's module needs its module map.
swift symbolgraph-extract -module-name Courier -I "$modules/Modules" -I "$modules" \
  -Xcc -fmodule-map-file="$modules/CCurl.build/module.modulemap" -I Sources/CCurl/include \
  -target "$triple" -minimum-access-level public -skip-inherited-docs \
  -experimental-allowed-reexported-modules=Arguments,CourierCore,CourierJSON -output-dir "$out" >&2
python3 - "$out" "$LIMIT" "$check" "$list" <<'PYTHON'
import glob, json, sys
out, limit, check, listing = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4] == "1"
symbols, requirements = [], set()
for path in sorted(glob.glob(out + "/*.symbols.json")):
    graph = json.load(open(path))
    requirements |= {r["source"] for r in graph["relationships"] if r["kind"] in ("requirementOf", "optionalRequirementOf")}
    for symbol in graph["symbols"]:
        # Members a protocol's extension gives a type (Equatable's !=) are the standard library's, not ours.
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        location = symbol.get("location")
        where = location["uri"].split("/Sources/")[-1] if location else "(implicit)"
        line = location["position"]["line"] + 1 if location else 0
        symbols.append((where, line, symbol["kind"]["identifier"].removeprefix("swift."), ".".join(symbol["pathComponents"]),
                        bool(symbol.get("docComment")), symbol["identifier"]["precise"]))
symbols.sort()
cases = [s for s in symbols if s[2] == "enum.case"]
required = [s for s in symbols if s[5] in requirements]
implicit = [s for s in symbols if s[0] == "(implicit)"]
# What a source file declares `public` (the count issue 20 started from): not an enum's cases, a protocol's
# requirements, or what the compiler derives (a raw-value enum's init(rawValue:)).
written = len(symbols) - len(cases) - len(required) - len(implicit)
# The compiler's implicit members have no source to comment; every other name a team sees needs its `///`.
undocumented = [s for s in symbols if not s[4] and s[0] != "(implicit)"]
if listing:
    for where, line, kind, name, documented, _ in symbols:
        print(f"{where}:{line}: {kind} {name}{'' if documented else '   (no doc comment)'}")
else:
    for where, line, kind, name, _, _ in undocumented:
        print(f"{where}:{line}: {kind} {name} has no doc comment")
print(f"api-surface: {written} public declarations through `import Courier` (limit {limit}); {len(symbols)} public names in all "
      f"with {len(cases)} enum cases, {len(required)} protocol requirements and {len(implicit)} implicit members; "
      f"{len(undocumented)} without a doc comment")
if check and (written > limit or undocumented):
    sys.exit(1)
PYTHON
