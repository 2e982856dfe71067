// swift-tools-version:6.0
// A team's CLI package as `courier init` makes one, outside Courier's own package: `make test` builds it
// against this checkout and runs its programs against loopback servers (Tests/EndToEndTests/TeamPackageTests).
import PackageDescription

let package = Package(
    name: "TeamPackage",
    platforms: [.macOS(.v15)],  // Courier\'s floor
    dependencies: [.package(name: "Courier", path: "../../..")],
    targets: [
        // ShopOrderRouter's commands are generated from its cases; HubAPI's and SplitAPI's routers declare theirs by hand
        // (RouteCommands), so both ways are built and run.
        .target(name: "TeamRoutes", dependencies: [.product(name: "Courier", package: "Courier")],
                plugins: [.plugin(name: "CourierCommands", package: "Courier")]),
        .executableTarget(name: "shop", dependencies: ["TeamRoutes", .product(name: "Courier", package: "Courier")]),
        .executableTarget(name: "hub", dependencies: ["TeamRoutes", .product(name: "Courier", package: "Courier")]),
        .executableTarget(name: "split", dependencies: ["TeamRoutes", .product(name: "Courier", package: "Courier")]),
    ]
)
