#!/usr/bin/env bash
# A team's compat CLI beside a native one, built as `make build` builds courier (the Makefile's RELEASE_FLAGS):
# one package depending on this checkout, with two programs that make the same call (GET /small.json, plain JSON):
#   native  a Courier `Route` enum;
#   compat  an app's Moya `TargetType` enum (`import Foundation`, `import Moya`), through CourierMoya.
# Usage: bench/compat.sh WORKDIR  → prints the directory holding both binaries.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
work="$1/compat"
root="$(pwd)"
flags=$(make --no-print-directory -s release-flags)
rm -rf "$work" && mkdir -p "$work/Sources/NativeRoutes" "$work/Sources/MoyaRoutes" "$work/Sources/native" "$work/Sources/compat"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "CompatBench",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Courier", path: "$root")],
    targets: [
        .target(name: "NativeRoutes", dependencies: [.product(name: "Courier", package: "Courier")],
                plugins: [.plugin(name: "CourierCommands", package: "Courier")]),
        .executableTarget(name: "native", dependencies: ["NativeRoutes", .product(name: "Courier", package: "Courier")]),
        .target(name: "MoyaRoutes", dependencies: [.product(name: "Courier", package: "Courier"), .product(name: "CourierMoya", package: "Courier")],
                exclude: ["courier-commands.json"], swiftSettings: [.swiftLanguageMode(.v5)],
                plugins: [.plugin(name: "CourierCommands", package: "Courier")]),
        .executableTarget(name: "compat", dependencies: ["MoyaRoutes", .product(name: "Courier", package: "Courier")]),
    ]
)
SWIFT
cat > "$work/Sources/NativeRoutes/ItemRouter.swift" <<'SWIFT'
import Courier

public enum NativeProgram: CourierProgram {
    public static let api = APIDescription(name: "items", programName: "native",
                                           environments: [Environment(name: "local", baseURL: "http://127.0.0.1:8080")],
                                           defaultEnvironment: "local", envelope: .plain)
    public static let commands: [ActionGroup<any Route>] = GeneratedCommands.groups
}

/// Items.
// courier: group=items
enum ItemRouter: Route {
    /// The small item.
    case small
    var method: HTTPMethod { .get }
    var path: [PathSegment] { ["small.json"] }
}
SWIFT
cat > "$work/Sources/MoyaRoutes/ItemAPI.swift" <<'SWIFT'
import Foundation
import Moya

/// Items, as the app's Moya router has them.
// courier: group=items
enum ItemAPI {
    /// The small item.
    case small
}

extension ItemAPI: TargetType {
    var baseURL: URL { URL(string: "https://api.items.example.com")! }
    var path: String { "/small.json" }
    var method: Moya.Method { .get }
    var task: Task { .requestPlain }
    var headers: [String: String]? { ["Accept": "application/json"] }
}
SWIFT
cat > "$work/Sources/MoyaRoutes/CompatProgram.swift" <<'SWIFT'
import Courier

public enum CompatProgram: CourierProgram {
    public static let api = APIDescription(name: "items", programName: "compat",
                                           environments: [Environment(name: "local", baseURL: "http://127.0.0.1:8080")],
                                           defaultEnvironment: "local", envelope: .plain,
                                           appBaseURLs: [AppBaseURL("https://api.items.example.com")])
    public static let commands = GeneratedCommands.groups
}
SWIFT
echo '{ "imports": ["Courier", "Moya"] }' > "$work/Sources/MoyaRoutes/courier-commands.json"
printf 'import Courier\nimport NativeRoutes\nNativeProgram.main()\n' > "$work/Sources/native/main.swift"
printf 'import Courier\nimport MoyaRoutes\nCompatProgram.main()\n' > "$work/Sources/compat/main.swift"
# shellcheck disable=SC2086
swift build --package-path "$work" $flags >&2
# shellcheck disable=SC2086
swift build --package-path "$work" $flags --show-bin-path
