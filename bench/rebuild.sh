#!/usr/bin/env bash
# Incremental rebuild after adding one case to a router, in a package that applies the CourierCommands plugin
# (debug, as a developer builds). Usage: bench/rebuild.sh WORKDIR  → prints the seconds of the rebuild (median of 3).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
work="$1/rebuild"
root="$(pwd)"
rm -rf "$work" && mkdir -p "$work/Sources/ShopRoutes" "$work/Sources/shop"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Rebuild",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Courier", path: "$root")],
    targets: [
        .target(name: "ShopRoutes", dependencies: [.product(name: "Courier", package: "Courier")],
                plugins: [.plugin(name: "CourierCommands", package: "Courier")]),
        .executableTarget(name: "shop", dependencies: ["ShopRoutes", .product(name: "Courier", package: "Courier")]),
    ]
)
SWIFT
cat > "$work/Sources/shop/main.swift" <<'SWIFT'
import Courier
import ShopRoutes
ShopAPI.main()
SWIFT
cat > "$work/Sources/ShopRoutes/ShopAPI.swift" <<'SWIFT'
import Courier
public enum ShopAPI: CourierProgram {
    public static let api = APIDescription(name: "shop", programName: "shop",
                                           environments: [Environment(name: "local", baseURL: "http://127.0.0.1:8080/v1")], defaultEnvironment: "local")
    public static let commands: [ActionGroup<any Route>] = GeneratedCommands.groups
}
SWIFT
router() {
  {
    echo 'import Courier'
    echo '// courier: group=orders'
    echo 'enum OrderRouter: Route {'
    for i in $(seq 1 "$1"); do echo "    /// Case $i."; echo "    case call$i(uid: Int, page: Int = 1)"; done
    echo '    var method: HTTPMethod { .get }'
    echo '    var path: [PathSegment] {'
    echo '        switch self {'
    for i in $(seq 1 "$1"); do echo "        case .call$i: [\"call$i\"]"; done
    echo '        }'
    echo '    }'
    echo '}'
  } > "$work/Sources/ShopRoutes/OrderRouter.swift"
}
router 20
swift build --package-path "$work" >/dev/null
times=()
for cases in 21 22 23; do
  router "$cases"
  start=$(date +%s.%N)
  swift build --package-path "$work" >/dev/null
  end=$(date +%s.%N)
  "$work/.build/debug/shop" orders "call$cases" --uid 5 --dry-run >/dev/null
  times+=("$(python3 -c "print('%.2f' % ($end - $start))")")
done
printf '%s\n' "${times[@]}" | sort -n | sed -n 2p
