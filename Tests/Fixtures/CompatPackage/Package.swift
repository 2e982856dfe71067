// swift-tools-version:6.0
// A team's CLI package over its app's own Moya and Alamofire routers (issue 13), outside Courier's package:
// each routes target holds a symlink to one router file of Tests/Fixtures/Routers, unchanged, plus the few
// files the team writes (stand-ins, the API description, courier-commands.json). `make test` builds it
// against this checkout and runs its programs (Tests/EndToEndTests/CompatPackageTests.swift).
import PackageDescription

let package = Package(
    name: "CompatPackage",
    platforms: [.macOS(.v15)],  // Courier\'s floor
    dependencies: [.package(name: "Courier", path: "../../..")],
    targets: [
        routes("Seed001Routes", compat: "CourierAlamofire"),
        program("seed001", routes: "Seed001Routes"),
        routes("Seed002Routes", compat: "CourierMoya"),
        program("seed002", routes: "Seed002Routes"),
        routes("Seed003Routes", compat: "CourierAlamofire"),
        program("seed003", routes: "Seed003Routes"),
        // Seed 004's file imports Foundation only; on Linux its URLRequest is in FoundationNetworking, imported
        // implicitly so the file stays unchanged (Apple's Foundation has it).
        routes("Seed004Routes", compat: "CourierAlamofire",
               swiftSettings: [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"], .when(platforms: [.linux]))]),
        program("seed004", routes: "Seed004Routes"),
        routes("GitHubRoutes", compat: "CourierMoya"),
        program("github", routes: "GitHubRoutes"),
    ]
)

/// A routes target: the app's router file (a symlink), compiled in Swift 5 mode as the app compiles it, with
/// the commands plugin generating a command per case.
func routes(_ name: String, compat: String?, swiftSettings: [SwiftSetting] = []) -> Target {
    .target(name: name,
            dependencies: [.product(name: "Courier", package: "Courier")] + (compat.map { [.product(name: $0, package: "Courier")] } ?? []),
            exclude: ["courier-commands.json"],
            swiftSettings: [.swiftLanguageMode(.v5)] + swiftSettings,
            plugins: [.plugin(name: "CourierCommands", package: "Courier")])
}

/// The executable: three lines of main.swift.
func program(_ name: String, routes: String) -> Target {
    .executableTarget(name: name, dependencies: [.byName(name: routes), .product(name: "Courier", package: "Courier")])
}
