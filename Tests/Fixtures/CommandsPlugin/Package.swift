// swift-tools-version:6.0
// A package that applies the CourierCommands plugin to a routes target, built by the scanner's plugin smoke test.
// Its stand-ins (Support.swift) replace the Courier library until that product exists.
import PackageDescription

let package = Package(
    name: "CommandsPlugin",
    dependencies: [.package(name: "Courier", path: "../../..")],
    targets: [
        .target(name: "ShopRoutes", exclude: ["courier-commands.json"], plugins: [.plugin(name: "CourierCommands", package: "Courier")]),
        .executableTarget(name: "shop", dependencies: ["ShopRoutes"]),
    ]
)
