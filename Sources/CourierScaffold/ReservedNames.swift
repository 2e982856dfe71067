import CourierCore

/// The names a scaffolded package must not give its targets, modules or program type, and the one check of them.
///
/// A team's package builds in one graph with Courier's: two targets named alike, even in different packages,
/// fail the build ("multiple packages declare targets with a conflicting name"), and a module named like one of the
/// toolchain's (`Foundation`, `Swift`) shadows it. Names are compared ignoring case and with `-` as `_` (SwiftPM's
/// module name), because a case-insensitive file system (macOS) puts `courierjson.swiftmodule` where
/// `CourierJSON.swiftmodule` goes.
package enum ReservedNames {
    /// Every target and product of Courier's Package.swift. `ReservedNameTests` holds this list equal to
    /// `swift package dump-package`, so a target added there and forgotten here fails a test.
    package static let courierPackage: [String] = [
        // products
        "Courier", "courier", "CourierAlamofire", "CourierMoya", "CourierCommands",
        // targets
        "CCurl", "CourierPlatform", "CourierShared", "CourierJSON", "CourierCore", "CurlTransport", "Arguments", "CourierSmoke", "CourierCLI",
        "CourierClient", "CourierDescribe", "CourierMCP", "CourierScaffold",
        "Routes", "CourierTool", "TestSupport", "Alamofire", "Moya", "CourierCommandsScanner", "courier-commands", "CourierManual", "CourierManualSource", "courier-manual",
        "Seed001StyleRouter", "Seed002StyleRouter", "Seed003StyleRouter", "Seed004StyleRouter", "LargeMoyaStyleRouter", "KioskRoutes",
        // test targets
        "ArgumentsTests", "CourierCoreTests", "RoutesTests", "CurlTransportTests", "CourierCLITests", "CourierClientTests",
        "CourierDescribeTests", "CourierMCPTests", "CourierSmokeTests",
        "EndToEndTests", "RouteClientTests", "CompatTests", "CourierCommandsScannerTests", "CourierCommandsGeneratedTests", "CourierManualTests",
    ]

    /// The modules a Swift toolchain brings (Linux's `usr/lib/swift/linux`, which `ReservedNameTests` reads, and
    /// Darwin's and other platforms' C libraries), and the manifest and plugin APIs.
    package static let toolchain: [String] = [
        "Swift", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing", "_RegexParser", "RegexBuilder", "Synchronization",
        "Observation", "Distributed", "_Differentiation", "Cxx", "CxxStdlib", "Runtime", "_Volatile", "_Builtin_float",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "_FoundationCollections", "_FoundationCShims", "CoreFoundation", "Dispatch", "Block", "XCTest", "Testing",
        "_Testing_Foundation", "_TestingInterop", "_TestDiscovery", "SwiftShims", "SwiftGlibc",
        "Glibc", "Musl", "Darwin", "ObjectiveC", "os", "WASILibc", "Android", "Bionic", "CRT", "WinSDK", "ucrt",
        "PackageDescription", "PackagePlugin", "CompilerPluginSupport",
    ]

    /// The normalised form names are compared in: lowercase, `-` as `_`.
    package static func key(_ name: String) -> String { name.replacing("-", with: "_").lowercased() }

    package static let owners: [String: NameClash.Owner] = {
        var table: [String: NameClash.Owner] = [:]
        for name in toolchain { table[key(name)] = .toolchain(name) }
        for name in courierPackage { table[key(name)] = table[key(name)] ?? .courierPackage(name) }
        return table
    }()

    /// The target, product or toolchain module that `name`, a target the package would declare, clashes with.
    package static func clash(_ name: String) -> NameClash.Owner? { owners[key(name)] }
}
