// swift-tools-version:6.0
// Courier: a command-line HTTP client that exercises typed API routers.
// Targets and their dependency directions follow ../shared/DESIGN.md:
// CourierCore never sees libcurl or the CLI; Arguments knows nothing about HTTP.
import PackageDescription

let package = Package(
    name: "Courier",
    products: [
        .executable(name: "courier", targets: ["courier"]),
        // Commands from the routers' own cases (docs/Commands.md).
        .plugin(name: "CourierCommands", targets: ["CourierCommands"]),
    ],
    targets: [
        .target(
            name: "CCurl",
            path: "Sources/CCurl",
            linkerSettings: [.linkedLibrary("curl")]
        ),
        .target(name: "CourierCore"),
        .target(name: "CurlTransport", dependencies: ["CCurl", "CourierCore"]),
        .target(name: "Arguments"),
        .target(name: "Routes", dependencies: ["CourierCore", "Arguments"], path: "Routes", exclude: ["smoke"]),
        .target(name: "CourierCLI", dependencies: ["CourierCore", "CurlTransport", "Arguments"]),
        .executableTarget(name: "courier", dependencies: ["CourierCLI", "Routes"]),

        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Tests/Fuzz holds libFuzzer targets that `make fuzz` compiles with swiftc; SwiftPM does not build them.
        .testTarget(name: "ArgumentsTests", dependencies: ["Arguments"]),
        .testTarget(name: "CourierCoreTests", dependencies: ["CourierCore"]),
        .testTarget(name: "RoutesTests", dependencies: ["Routes", "CourierCore", "Arguments"]),
        .testTarget(name: "CurlTransportTests", dependencies: ["CurlTransport", "CourierCore", "TestSupport"]),
        .testTarget(name: "CourierCLITests", dependencies: ["CourierCLI", "Routes", "Arguments", "CourierCore"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"], exclude: ["Snapshots"]),

        // Commands from the routers' own cases: the scanner library, its thin tool and the thin build-tool plugin.
        .target(name: "CourierCommandsScanner"),
        .executableTarget(name: "courier-commands", dependencies: ["CourierCommandsScanner"]),
        .plugin(name: "CourierCommands", capability: .buildTool(), dependencies: ["courier-commands"], path: "Sources/CourierCommandsPlugin"),
        .testTarget(name: "CourierCommandsScannerTests", dependencies: ["CourierCommandsScanner", "CourierCLI", "courier-commands"],
                    exclude: ["Fixtures", "Snapshots"]),
        // Generated commands compiled and run: KitchenRouter.generated.swift is the scanner's output, checked in.
        .testTarget(name: "CourierCommandsGeneratedTests", dependencies: ["CourierCommandsScanner", "Arguments", "CourierCore"]),
    ]
)
