// swift-tools-version:6.0
// Courier: a command-line HTTP client that exercises typed API routers, and the library a team builds
// its own CLI from. Targets and their dependency directions: docs/Architecture.md.
// CourierCore never sees libcurl or the CLI; Arguments knows nothing about HTTP; Routes/ (the demo)
// uses only the public `Courier` library, as a team's package does.
import PackageDescription

let package = Package(
    name: "Courier",
    products: [
        // `import Courier`: routes, API description, command declarations, and `main`.
        .library(name: "Courier", targets: ["Courier"]),
        .executable(name: "courier", targets: ["courier"]),
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
        .target(name: "CourierCLI", dependencies: ["CourierCore", "CurlTransport", "Arguments"]),
        .target(name: "Courier", dependencies: ["CourierCore", "Arguments", "CourierCLI"]),
        .target(name: "Routes", dependencies: ["Courier"], path: "Routes", exclude: ["smoke"]),
        .executableTarget(name: "courier", dependencies: ["Courier", "Routes"]),

        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Tests/Fuzz holds libFuzzer targets that `make fuzz` compiles with swiftc; SwiftPM does not build them.
        .testTarget(name: "ArgumentsTests", dependencies: ["Arguments"]),
        .testTarget(name: "CourierCoreTests", dependencies: ["CourierCore"]),
        .testTarget(name: "RoutesTests", dependencies: ["Routes", "Courier"]),
        .testTarget(name: "CurlTransportTests", dependencies: ["CurlTransport", "CourierCore", "TestSupport"]),
        .testTarget(name: "CourierCLITests", dependencies: ["CourierCLI", "Routes", "Arguments", "CourierCore"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"], exclude: ["Snapshots"]),
    ]
)
