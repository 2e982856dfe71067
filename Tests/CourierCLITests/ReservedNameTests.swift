import Foundation
import Testing
import TestSupport
import CourierCore
@testable import CourierCLI
@testable import CourierScaffold

/// `courier init --name` refuses every name whose package could not build beside Courier: a target or product of
/// Courier's package, a toolchain module, or a program type the example already declares. Only seven names were
/// refused; `--name CourierJSON` (Moya, Swift, Foundation…) exited 0 and made a package that did not build.
struct ReservedNameTests {
    /// The list is Package.swift's: every target and product `swift package dump-package` reports, and nothing else.
    @Test func theCourierListIsPackageSwiftsTargetsAndProducts() throws {
        let manifest = try PackageManifest.json()
        let targets = (manifest["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        let products = (manifest["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(targets.count > 20 && products.count >= 5)
        #expect(Set(targets + products) == Set(ReservedNames.courierPackage), "add the new target or product to ReservedNames.courierPackage")
    }

    /// Every module the toolchain ships for Linux is on the toolchain list.
    @Test(.enabled(if: HostSystem.isLinux, "reads a Linux toolchain's modules (lib/swift/linux); Xcode's toolchain keeps others elsewhere"))
    func everyToolchainModuleIsReserved() throws {
        let swift = URL(fileURLWithPath: try Tool.path("swift"))
        let modules = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/linux")
        let names = try FileManager.default.contentsOfDirectory(atPath: modules.path).filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(12)) }
        #expect(names.contains("Foundation") && names.count > 10)
        for name in names { #expect(ReservedNames.toolchain.contains(name), "\(name) ships with the toolchain") }
    }

    @Test(arguments: [
        ("CourierJSON", ScaffoldStyle.native, NameClash(declared: "CourierJSON", owner: .courierPackage("CourierJSON"))),
        ("Moya", .native, NameClash(declared: "Moya", owner: .courierPackage("Moya"))),
        ("alamofire", .native, NameClash(declared: "alamofire", owner: .courierPackage("Alamofire"))),
        ("CourierSmoke", .native, NameClash(declared: "CourierSmoke", owner: .courierPackage("CourierSmoke"))),
        ("CourierPlatform", .native, NameClash(declared: "CourierPlatform", owner: .courierPackage("CourierPlatform"))),
        ("courier-commands", .native, NameClash(declared: "courier-commands", owner: .courierPackage("courier-commands"))),
        ("courier_commands", .native, NameClash(declared: "courier_commands", owner: .courierPackage("courier-commands"))),
        ("courier", .native, NameClash(declared: "courier", owner: .courierPackage("Courier"))),
        ("routes", .native, NameClash(declared: "routes", owner: .courierPackage("Routes"))),
        ("Swift", .native, NameClash(declared: "Swift", owner: .toolchain("Swift"))),
        ("foundation", .native, NameClash(declared: "foundation", owner: .toolchain("Foundation"))),
        ("Dispatch", .native, NameClash(declared: "Dispatch", owner: .toolchain("Dispatch"))),
        ("XCTest", .native, NameClash(declared: "XCTest", owner: .toolchain("XCTest"))),
        ("Testing", .native, NameClash(declared: "Testing", owner: .toolchain("Testing"))),
        ("Glibc", .native, NameClash(declared: "Glibc", owner: .toolchain("Glibc"))),
        ("Darwin", .native, NameClash(declared: "Darwin", owner: .toolchain("Darwin"))),
        ("Synchronization", .native, NameClash(declared: "Synchronization", owner: .toolchain("Synchronization"))),
    ])
    func aNameTakenInTheBuildIsRefused(name: String, style: ScaffoldStyle, clash: NameClash) {
        #expect(Scaffold.isValidName(name))
        #expect(Scaffold.clash(name: name, style: style) == clash)
    }

    @Test(arguments: [("shop", ScaffoldStyle.native), ("my-shop", .moya), ("example", .native), ("example", .moya), ("example", .alamofire), ("CourierFan", .native),
                      ("Routing", .native), ("swift-tools", .native)])
    func aFreeNameIsTaken(name: String, style: ScaffoldStyle) {
        #expect(Scaffold.clash(name: name, style: style) == nil)
    }

    /// The check covers what the manifest declares: its only own names are the executable, the routes target and its
    /// tests (the others are Courier's products it depends on).
    @Test func theManifestDeclaresOnlyCheckedNames() {
        let scaffold = Scaffold(name: "shop", dependency: .path("/c"))
        #expect(Set(scaffold.packageManifest.matches(of: /name: "([^"]+)"/).map { String($0.1) }).subtracting(["Courier", "CourierCommands", "shop", "shopRoutes", "shopRoutesTests"]).isEmpty,
                "the manifest declares only the targets the clash check knows")
    }

    @Test func theRefusalIsOneUsageLine() {
        let error = CourierError.scaffold(.reservedName("courier_commands", NameClash(declared: "courier_commands", owner: .courierPackage("courier-commands"))))
        #expect(error.category == .usage)
        #expect(error.message == "--name 'courier_commands' cannot be used: it would clash with 'courier-commands', a target or product of the Courier package (names must differ, ignoring case and '-'/'_')")
        let derived = CourierError.scaffold(.reservedName("example", NameClash(declared: "ExampleAPI", owner: .example("ExampleAPI"))))
        #expect(derived.message == "--name 'example' cannot be used: its 'ExampleAPI' would clash with 'ExampleAPI', a type of the example router (names must differ, ignoring case and '-'/'_')")
    }
}
