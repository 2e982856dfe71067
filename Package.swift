// swift-tools-version:6.0
// Courier: a command-line HTTP client that exercises typed API routers.
// Targets and their dependency directions follow ../shared/DESIGN.md:
// CourierCore never sees libcurl or the CLI; Arguments knows nothing about HTTP.
import PackageDescription

let package = Package(
    name: "Courier",
    products: [
        .executable(name: "courier", targets: ["courier"]),
        // Compat surfaces (issue 13): modules named Alamofire and Moya, so app router files compile unchanged.
        .library(name: "CourierAlamofire", targets: ["Alamofire"]),
        .library(name: "CourierMoya", targets: ["Moya"]),
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

        // Compat surfaces and the app-style router fixtures they must compile unchanged (issue 13).
        .target(name: "Alamofire", dependencies: ["CourierCore"], path: "Sources/CourierAlamofire"),
        .target(name: "Moya", dependencies: ["Alamofire", "CourierCore"], path: "Sources/CourierMoya"),
    ]
)
