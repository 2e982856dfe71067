// swift-tools-version:6.0
// A package that applies the CourierCommands plugin to a routes target, built by the scanner's plugin smoke test.
// It uses the real Courier library; Support.swift holds only the team's own protocol and its adapter.
import PackageDescription

let package = Package(
    name: "CommandsPlugin",
    platforms: [.macOS(.v15)],  // Courier\'s floor
    dependencies: [.package(name: "Courier", path: "../../..")],
    targets: [
        .target(name: "ShopRoutes", dependencies: [.product(name: "Courier", package: "Courier")], exclude: ["courier-commands.json"], plugins: [.plugin(name: "CourierCommands", package: "Courier")]),
        .executableTarget(name: "shop", dependencies: ["ShopRoutes", .product(name: "Courier", package: "Courier")]),
    ]
)
