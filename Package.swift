// swift-tools-version:6.0
// Courier: a command-line HTTP client that exercises typed API routers, and the library a team builds
// its own CLI from. Targets and their dependency directions: docs/Architecture.md.
// CourierCore never sees libcurl or the CLI; Arguments knows nothing about HTTP; Routes/ (the demo)
// uses only the public `Courier` library, as a team's package does.
import PackageDescription

let package = Package(
    name: "Courier",
    // macOS 15 is the floor: the Synchronization module (Mutex, Atomic), which the interrupt flag, the pipeline's clock
    // and the session stores share state through, first ships there, and Xcode 16 (Swift 6) runs on it. A team's
    // package declares the same floor (`courier init` writes it).
    platforms: [.macOS(.v15)],
    products: [
        // `import Courier`: routes, API description, command declarations, and `main`.
        .library(name: "Courier", targets: ["Courier"]),
        // The demo's executable is the target CourierTool (Sources/CourierTool): a target named `courier` would share
        // `courier.build` with the library's `Courier.build` on a case-insensitive disk (macOS's default).
        .executable(name: "courier", targets: ["CourierTool"]),
        // Compat surfaces (issue 13): modules named Alamofire and Moya, so app router files compile unchanged.
        .library(name: "CourierAlamofire", targets: ["Alamofire"]),
        .library(name: "CourierMoya", targets: ["Moya"]),
        // Commands from the routers' own cases (docs/Commands.md).
        .plugin(name: "CourierCommands", targets: ["CourierCommands"]),
    ],
    targets: [
        .target(
            name: "CCurl",
            path: "Sources/CCurl",
            linkerSettings: [.linkedLibrary("curl")]
        ),
        // The one module that imports the C library (Glibc or Darwin) and wraps the calls that differ.
        .target(name: "CourierPlatform"),
        // What the host build tool (courier-commands) and the program must agree on, with no dependency so the tool
        // builds quickly for the host: the reserved option and command names, and how text is escaped for a terminal
        // and for Swift source.
        .target(name: "CourierShared"),
        // JSON (parse, print, lazy raw values) and the contract check against a route's model: no HTTP, no libc.
        .target(name: "CourierJSON"),
        .target(name: "CourierCore", dependencies: ["CourierJSON", "CourierPlatform", "CourierShared"]),
        .target(name: "CurlTransport", dependencies: ["CCurl", "CourierCore", "CourierPlatform"]),
        .target(name: "Arguments", dependencies: ["CourierPlatform", "CourierShared"]),
        // The HTTP client every front end shares: a route call (`Call`: plugins, stubs and recording, sessions and their
        // stores, cookies, paging), the settings' values it reads, the output document; and the description of an action
        // (what it takes and where each value goes in the request), which describe, OpenAPI, MCP and traffic matching read.
        // It reads no argv: turning parsed values into settings (`resolve`) stays in the CLI.
        .target(name: "CourierClient", dependencies: ["CourierCore", "Arguments", "CourierPlatform", "CourierShared"]),
        // Smoke plans, their schedule, run loop and reports, over the client's calls; the CLI turns a plan's lines into
        // calls (SmokeCalls).
        .target(name: "CourierSmoke", dependencies: ["CourierClient", "CourierCore", "CourierPlatform", "CourierShared"]),
        // Front ends, each its own module over the client, none over another: describe's and OpenAPI's documents (and
        // the YAML printer), the MCP protocol, the scaffold `courier init` writes.
        .target(name: "CourierDescribe", dependencies: ["CourierClient", "CourierCore", "Arguments"]),
        .target(name: "CourierMCP", dependencies: ["CourierClient", "CourierCore", "Arguments", "CourierPlatform"]),
        .target(name: "CourierScaffold", dependencies: ["CourierCore", "Arguments", "CourierPlatform", "CourierShared"]),
        .target(name: "CourierCLI", dependencies: ["CourierCore", "CurlTransport", "Arguments", "CourierPlatform", "CourierSmoke", "CourierShared",
                                                 "CourierClient", "CourierDescribe", "CourierMCP", "CourierScaffold"],
                plugins: ["CourierManual"]),
        .target(name: "Courier", dependencies: ["CourierCore", "Arguments", "CourierCLI"]),
        // The demo's routers: their commands are generated from their cases (docs/Commands.md). It and `courier` are
        // built without package access, as a team's package is, so the demo compiles from the public API alone.
        .target(name: "Routes", dependencies: ["Courier"], path: "Routes", exclude: ["smoke"], packageAccess: false, plugins: ["CourierCommands"]),
        .executableTarget(name: "CourierTool", dependencies: ["Courier", "Routes"], packageAccess: false),

        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Tests/Fuzz holds libFuzzer targets that `make fuzz` compiles with swiftc; SwiftPM does not build them.
        .testTarget(name: "ArgumentsTests", dependencies: ["Arguments"]),
        .testTarget(name: "CourierCoreTests", dependencies: ["CourierCore", "CourierJSON", "CourierShared", "TestSupport"]),
        .testTarget(name: "RoutesTests", dependencies: ["Routes", "Courier", "CourierCore", "Arguments"]),
        .testTarget(name: "CurlTransportTests", dependencies: ["CCurl", "CurlTransport", "CourierCore", "TestSupport"]),
        .testTarget(name: "CourierCLITests", dependencies: ["CourierCLI", "CourierClient", "CourierShared", "CourierDescribe", "CourierMCP", "CourierScaffold", "Routes",
                                                            "Arguments", "CourierCore", "CourierJSON", "CourierSmoke", "TestSupport", "KioskRoutes"],
                    exclude: ["Snapshots"]),
        // The client's own tests (no argv): the output document, selections, pages, hints, netrc, the Keychain tool.
        .testTarget(name: "CourierClientTests", dependencies: ["CourierClient", "CourierCore", "Arguments", "TestSupport"]),
        .testTarget(name: "CourierDescribeTests", dependencies: ["CourierDescribe", "CourierJSON"]),
        .testTarget(name: "CourierMCPTests", dependencies: ["CourierMCP", "CourierCore"]),
        .testTarget(name: "CourierSmokeTests", dependencies: ["CourierSmoke", "CourierClient", "CourierCore"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"], exclude: ["Snapshots"]),
        // The route client as a team's own tests call it: public API only, against the demo API on loopback.
        .testTarget(name: "RouteClientTests", dependencies: ["Courier", "Routes", "TestSupport"], packageAccess: false),

        // Compat surfaces and the app-style router fixtures they must compile unchanged (issue 13).
        .target(name: "Alamofire", dependencies: ["CourierCore", "CurlTransport"], path: "Sources/CourierAlamofire"),
        .target(name: "Moya", dependencies: ["Alamofire", "CourierCore"], path: "Sources/CourierMoya"),
        // Each fixture is one app router file, compiled as the app compiles it, with the stand-ins for app globals it names.
        compatFixture("Seed001StyleRouter", ["Seed001Style.swift", "StandIns/Seed001StandIns.swift"], dependencies: ["Alamofire"]),
        compatFixture("Seed002StyleRouter", ["Seed002Style.swift", "StandIns/Seed002StandIns.swift"], dependencies: ["Moya"]),
        compatFixture("Seed003StyleRouter", ["Seed003Style.swift"], dependencies: ["Alamofire"]),
        // The seed-004 file imports Foundation only; on Linux its URLRequest is in FoundationNetworking, which the
        // target imports implicitly so the file stays unchanged.
        compatFixture("Seed004StyleRouter", ["Seed004Style.swift"], dependencies: [],
                      settings: [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"], .when(platforms: [.linux]))]),
        compatFixture("LargeMoyaStyleRouter", ["LargeMoyaStyle.swift"], dependencies: ["Moya"]),
        // An app's routers as a shipping app writes them (KioskAPI: several base URLs, [String: Any] values, integer path
        // values, a '?' in a path; an Alamofire router on its own host), with their generated commands, for `routes` and
        // `describe` (Tests/CourierCLITests/CompatListingTests). Swift 5 mode and public API only, as a team's package.
        .target(name: "KioskRoutes", dependencies: ["Courier", "Moya", "Alamofire"], path: "Tests/Fixtures/KioskRoutes",
                swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["CourierCommands"]),
        .testTarget(name: "CompatTests", dependencies: ["Alamofire", "Moya", "CourierCore", "CCurl", "CurlTransport", "TestSupport", "Seed001StyleRouter", "Seed002StyleRouter",
                                                        "Seed003StyleRouter", "Seed004StyleRouter", "LargeMoyaStyleRouter"]),
        // Commands from the routers' own cases: the scanner library, its thin tool and the thin build-tool plugin.
        .target(name: "CourierCommandsScanner", dependencies: ["CourierShared"]),
        .executableTarget(name: "courier-commands", dependencies: ["CourierCommandsScanner"]),
        .plugin(name: "CourierCommands", capability: .buildTool(), dependencies: ["courier-commands"], path: "Sources/CourierCommandsPlugin"),
        // The user manual's pages (docs/*.md) compiled into CourierCLI for `help TOPIC`: an installed binary has no docs/.
        .target(name: "CourierManualSource", dependencies: ["CourierShared"]),
        .executableTarget(name: "courier-manual", dependencies: ["CourierManualSource"]),
        .testTarget(name: "CourierManualTests", dependencies: ["CourierManualSource"]),
        .plugin(name: "CourierManual", capability: .buildTool(), dependencies: ["courier-manual"], path: "Sources/CourierManualPlugin"),
        .testTarget(name: "CourierCommandsScannerTests", dependencies: ["CourierCommandsScanner", "CourierCLI", "CourierShared", "courier-commands"],
                    exclude: ["Fixtures", "Snapshots"]),
        // Generated commands compiled and run: KitchenRouter.generated.swift is the scanner's output, checked in.
        .testTarget(name: "CourierCommandsGeneratedTests", dependencies: ["CourierCommandsScanner", "Courier"]),
    ]
)

/// A compat fixture target over Tests/Fixtures/Routers: the named files only, in Swift 5 mode as apps compile them.
func compatFixture(_ name: String, _ sources: [String], dependencies: [Target.Dependency], settings: [SwiftSetting] = []) -> Target {
    let files = ["Seed001Style.swift", "Seed002Style.swift", "Seed003Style.swift", "Seed004Style.swift", "LargeMoyaStyle.swift",
                 "StandIns/Seed001StandIns.swift", "StandIns/Seed002StandIns.swift"]
    return .target(name: name, dependencies: dependencies, path: "Tests/Fixtures/Routers", exclude: files.filter { !sources.contains($0) },
                   sources: sources, swiftSettings: [.swiftLanguageMode(.v5)] + settings)
}
