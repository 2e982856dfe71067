import Foundation
import Testing
import TestSupport

/// Courier as a team uses it: a package outside Courier's own (Tests/Fixtures/TeamPackage) that depends
/// on this checkout by path and builds three programs from the public `Courier` library, and a package
/// made by `courier init`. Both are built with `swift build` and run against loopback servers, whose own lifetime
/// (a safety net, 300 s by default) is an hour here: a package's build on a loaded 2-core runner can outlast the default.
@Suite(.serialized) struct TeamPackageTests {
    /// `swift build` of a package from a clean `scratch`: SwiftPM's incremental build of a path dependency
    /// does not always see the dependency's changed sources (seen here: a stale module, then a crash).
    static func build(_ package: String, scratch: String) -> CourierRun {
        try? FileManager.default.removeItem(atPath: scratch)
        let swift = ProcessInfo.processInfo.environment["PATH"].map { $0 + ":/opt/swift/usr/bin" } ?? "/usr/bin:/bin:/opt/swift/usr/bin"
        return CourierRun.run(["swift", "build", "--package-path", package, "--scratch-path", scratch], environment: ["PATH": swift],
                              timeout: 900, binary: Tool.find("env") ?? "env")
    }

    /// `swift test` of a package built by ``build(_:scratch:)``, in the same scratch (only its tests are compiled anew),
    /// with `environment`'s variables as a team's CI sets them.
    static func test(_ package: String, scratch: String, environment: [String: String]) -> CourierRun {
        let swift = ProcessInfo.processInfo.environment["PATH"].map { $0 + ":/opt/swift/usr/bin" } ?? "/usr/bin:/bin:/opt/swift/usr/bin"
        return CourierRun.run(["swift", "test", "--package-path", package, "--scratch-path", scratch], environment: environment.merging(["PATH": swift]) { $1 },
                              timeout: 900, binary: Tool.find("env") ?? "env")
    }

    /// Whether a `swift test` run passed `count` Swift Testing tests (its summary: "Test run with 2 tests … passed").
    static func passed(_ run: CourierRun, count: Int) -> Bool {
        run.exitCode == 0 && (run.stdout + run.stderr).split(separator: "\n").contains {
            $0.contains("Test run with \(count) tests") && $0.contains(" passed")
        }
    }

    static let fixture = Paths.root.appendingPathComponent("Tests/Fixtures/TeamPackage").path
    static let scratch = Paths.root.appendingPathComponent(".build/fixtures/team").path

    /// Builds the fixture once per test process: where its programs are, and what the build printed.
    static let built: Result<(directory: String, output: String), BuildFailure> = {
        let run = build(fixture, scratch: scratch)
        guard run.exitCode == 0 else { return .failure(BuildFailure(output: run.stdout + run.stderr)) }
        return .success((scratch + "/debug/", run.stdout + run.stderr))
    }()

    struct BuildFailure: Error { var output: String }

    func program(_ name: String) throws -> String { try Self.built.get().directory + name }

    /// A team's build compiles Courier's sources too, and shows the team their warnings: there are none.
    @Test func aTeamsBuildShowsNoCompilerWarningFromCourier() throws {
        let root = Paths.root.path
        let ours = Set(try Self.built.get().output.split(separator: "\n").map(String.init).filter {
            $0.contains(": warning: ") && ($0.hasPrefix(root + "/Sources/") || $0.hasPrefix(root + "/Routes/"))
        }).sorted()  // once each: the compiler repeats a warning per batch of files
        #expect(ours.isEmpty, "\(ours.joined(separator: "\n"))")
    }

    @Test func anEnvelopedAPIWithTeamPluginsRunsFromItsOwnPackage() throws {
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        let shop = try program("shop")
        let base = ["--base-url", demo.baseURL + "/v1"]
        let list = CourierRun.run(base + ["orders", "list", "--uid", "5"], binary: shop)
        #expect(list.exitCode == 0, "\(list.stderr)")
        #expect(list.json?.at("envelope.code") as? Int == 0)
        let dry = CourierRun.run(base + ["--dry-run", "orders", "list", "--uid", "5"], binary: shop)
        #expect((dry.json?.at("request.headers.X-Signature") as? String)?.isEmpty == false, "\(dry.stdout)")
        // Code 1002 is mapped to http.validation by the API, and the process hook adds its hint.
        let cancelled = CourierRun.run(base + ["orders", "cancel", "--no", "A1003"], binary: shop)
        #expect(cancelled.exitCode == 4, "\(cancelled.stdout)")
        #expect(cancelled.json?.at("error.category") as? String == "http.validation")
        #expect(cancelled.json?.at("error.hint") as? String == "the shop plugin saw this")
        let refused = CourierRun.run(base + ["request", "GET", "/forbidden-by-plugin"], binary: shop)
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("the signature plugin refuses this URL"))
        #expect(refused.stdout.isEmpty)
        // A team's CLI speaks under its own name, whatever failed: a plugin's refusal, a config error, a call.
        #expect(refused.stderr.hasPrefix("shop: "), "\(refused.stderr)")
        let typo = CourierRun.run(["routes", "--env", "typo"], binary: shop)
        #expect(typo.exitCode == 2)
        #expect(typo.stderr.hasPrefix("shop: config: unknown environment 'typo'"), "\(typo.stderr)")
        #expect(cancelled.stderr.hasPrefix("shop: http.validation: "), "\(cancelled.stderr)")
        let help = CourierRun.run(["--help"], binary: shop)
        #expect(help.stdout.contains("USAGE: shop "))
        #expect(!help.stdout.contains("init "), "a team's program does not offer courier init")
        // The manual is Courier's, compiled into the team's program by the plugin, and says the team's name.
        #expect(help.stdout.contains("MANUAL (shop help TOPIC):\n") && help.stdout.contains("  usage           Using shop: "), "\(help.stdout)")
        let manual = CourierRun.run(["help", "smoke.md"], binary: shop)
        #expect(manual.exitCode == 0)
        #expect(manual.stdout.hasPrefix("# Smoke runs") && manual.stdout.contains("`shop smoke`") && !manual.stdout.contains("courier smoke"))
    }

    /// `shop mcp`: a team's program serves its own routes as MCP tools, under its own name, through its own plugins.
    @Test func aTeamsProgramServesItsRoutesAsMCPTools() throws {
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        let shop = try program("shop")
        let input = [#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
                     #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#,
                     #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"orders_list","arguments":{"uid":5}}}"#].joined(separator: "\n") + "\n"
        let run = CourierRun.run(["--base-url", demo.baseURL + "/v1", "--verbose", "mcp", "--read-only"], input: input, binary: shop)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let replies = run.stdout.split(separator: "\n").compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
        #expect(replies.count == 3, "\(run.stdout.prefix(1000))")
        guard replies.count == 3 else { return }
        #expect(replies[0].at("result.serverInfo.name") as? String == "shop")
        let names = ((replies[1].at("result.tools") as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
        #expect(names.contains("orders_list") && !names.contains("orders_cancel"), "\(names)")
        let document = try #require(replies[2].at("result.structuredContent") as? [String: Any])
        #expect(document.at("envelope.code") as? Int == 0)
        #expect((document.at("request.headers.X-Signature") as? String)?.isEmpty == false, "the team's plugin signs a tool's call too")
    }

    @Test func aPlainJSONAPIJudgesByStatusAndChecksTheWholeBody() throws {
        let plain = try LoopbackServer(script: "plain_api.py", lifetime: 3600)
        let hub = try program("hub")
        let env = ["COURIER_BASE_URL": plain.baseURL, "COURIER_TOKEN": "hub-secret-1"]
        let list = CourierRun.run(["repos", "list"], environment: env, binary: hub)
        #expect(list.exitCode == 0, "\(list.stderr)")
        #expect((list.json?["body"] as? [Any])?.count == 2)
        #expect(list.json?.at("headers.Link") != nil)
        let missing = CourierRun.run(["repos", "get", "--name", "missing"], environment: env, binary: hub)
        #expect(missing.exitCode == 4)
        let echo = CourierRun.run(["request", "GET", "/echo"], environment: env, binary: hub)
        #expect((echo.json?.at("body.headers.x-hub-token") as? [String]) == ["[redacted]"], "\(echo.stdout)")
        let routes = CourierRun.run(["routes", "--json"], environment: env, binary: hub)
        #expect(routes.stdout.contains("\"envelope\": \"plain\""), "\(routes.stdout)")
    }

    /// Redirects with header auth, for an API whose token travels in a header of its own
    /// (`.header("X-Hub-Token")`): that header is secret by the one rule, so it goes with a same-origin hop
    /// and is dropped on a hop to another origin (here `localhost` for `127.0.0.1`).
    @Test func anAPIsOwnAuthHeaderFollowsOnlySameOriginRedirects() throws {
        let plain = try LoopbackServer(script: "plain_api.py", lifetime: 3600)
        let hub = try program("hub")
        let secret = "hub-hop-secret-7"
        let env = ["COURIER_BASE_URL": plain.baseURL, "COURIER_TOKEN": secret]
        let same = CourierRun.run(["--follow", "request", "GET", "/redirect", "--query", "to=/echo/same"], environment: env, binary: hub)
        #expect(same.exitCode == 0, "\(same.stderr)")
        #expect(same.json?.at("body.path") as? String == "/echo/same")
        #expect((same.json?.at("body.headers.x-hub-token") as? [String]) == ["[redacted]"], "\(same.stdout)")
        let cross = CourierRun.run(["--follow", "request", "GET", "/redirect", "--query", "to=http://localhost:\(plain.port)/echo/other"],
                                   environment: env, binary: hub)
        #expect(cross.exitCode == 0, "\(cross.stderr)")
        #expect(cross.json?.at("body.path") as? String == "/echo/other")
        #expect(cross.json?.at("body.headers.x-hub-token") == nil, "\(cross.stdout)")
        for run in [same, cross] { #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret)) }
    }

    @Test func twoServicesOnTwoHostsEachGetTheirOwnBaseURL() throws {
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        let plain = try LoopbackServer(script: "plain_api.py", lifetime: 3600)
        let split = try program("split")
        let flags = ["--base-url", demo.baseURL + "/v1", "--service-url", "catalog=" + plain.baseURL]
        let orders = CourierRun.run(flags + ["catalog", "orders", "--uid", "5"], binary: split)
        #expect(orders.exitCode == 0, "\(orders.stderr)")
        let item = CourierRun.run(flags + ["catalog", "item"], binary: split)
        #expect(item.exitCode == 0, "\(item.stderr)")
        #expect(item.json?.at("envelope.data.service") as? String == "second")
        let health = CourierRun.run(flags + ["catalog", "health"], binary: split)
        #expect(health.exitCode == 0, "route's own envelope (none): \(health.stdout)")
        let routes = CourierRun.run(["--env", "dev", "routes", "--json"], binary: split)
        #expect(routes.stdout.contains("https://catalog.dev.example.invalid"), "\(routes.stdout)")
        let config = CourierRun.run(["config"], binary: split)
        #expect(config.stdout.contains("\"catalog\": \"http://127.0.0.1:8081\""), "\(config.stdout)")
        let unknown = CourierRun.run(["--service-url", "billing=http://127.0.0.1:1", "catalog", "item"], binary: split)
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr.contains("no service 'billing'"))
    }

    @Test func courierInitMakesAPackageThatBuildsAndCallsTheDemoAPI() throws {
        let directory = NSTemporaryDirectory() + "courier-init-\(UUID().uuidString)/shop"
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        let made = CourierRun.run(["init", directory, "--name", "shop", "--courier-path", Paths.root.path])
        #expect(made.exitCode == 0, "\(made.stderr)")
        let files = ["Package.swift", "Sources/shop/main.swift", "Sources/shopRoutes/ShopCLI.swift", "Sources/shopRoutes/ExampleRouter.swift",
                     "Sources/shopRoutes/Example.swift", "Tests/shopRoutesTests/OrdersTests.swift", "smoke/local.smoke", "Makefile", "README.md", ".gitignore"]
        for file in files { #expect(FileManager.default.fileExists(atPath: directory + "/" + file), "\(file)") }
        let main = try String(contentsOfFile: directory + "/Sources/shop/main.swift", encoding: .utf8)
        #expect(main.split(separator: "\n").count <= 10)
        // The example router is its cases: the CourierCommands plugin makes the commands.
        let router = try String(contentsOfFile: directory + "/Sources/shopRoutes/ExampleRouter.swift", encoding: .utf8)
        #expect(!router.contains("commands") && !router.contains("endpoint("))
        #expect(try String(contentsOfFile: directory + "/Package.swift", encoding: .utf8).contains(#".plugin(name: "CourierCommands", package: "Courier")"#))

        let scratch = Paths.root.appendingPathComponent(".build/fixtures/init").path
        let build = Self.build(directory, scratch: scratch)
        try #require(build.exitCode == 0, "\(build.stdout)\(build.stderr)")
        let shop = scratch + "/debug/shop"
        let help = CourierRun.run(["--help"], binary: shop)
        #expect(help.exitCode == 0)
        #expect(help.stdout.contains("orders"))
        let listHelp = CourierRun.run(["orders", "list", "--help"], binary: shop)
        #expect(listHelp.stdout.contains("The user's id.") && listHelp.stdout.contains("1…2147483647"), "\(listHelp.stdout)")
        #expect(CourierRun.run(["orders", "list", "--uid", "0", "--dry-run"], binary: shop).exitCode == 2)
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        let dry = CourierRun.run(["--base-url", demo.baseURL + "/v1", "--dry-run", "orders", "list", "--uid", "5"], binary: shop)
        #expect(dry.json?.at("request.url") as? String == demo.baseURL + "/v1/orders?uid=5")
        let call = CourierRun.run(["--base-url", demo.baseURL + "/v1", "orders", "list", "--uid", "5"], binary: shop)
        #expect(call.exitCode == 0, "\(call.stderr)")
        let smoke = CourierRun.run(["--base-url", demo.baseURL + "/v1", "smoke", directory + "/smoke/local.smoke"], binary: shop)
        #expect(smoke.exitCode == 0, "\(smoke.stdout)\(smoke.stderr)")

        // A team's program is its own (issue 46, 2): its help names its own variables and no Courier path or command;
        // it reads SHOP_* before COURIER_*; config names the program, not the demo's `Routes`; smoke finds the scaffold's plan.
        for words in [["--help"], ["--help-all"], ["smoke", "--help"], ["config", "--help"], ["auth", "--help"]] {
            let shown = CourierRun.run(words, binary: shop)
            for courierWord in ["courier --help", "'courier", "COURIER_", "Routes/", "courier smoke", "courier config"] {
                #expect(!shown.stdout.contains(courierWord), "\(words) shows \(courierWord)")
            }
        }
        let helpAll = CourierRun.run(["--help-all"], binary: shop).stdout
        #expect(helpAll.contains("SHOP_ENV") && helpAll.contains("SHOP_TOKEN") && helpAll.contains("SHOP_PASSWORD"))
        let config = CourierRun.run(["config"], environment: ["SHOP_TOKEN": "tok-shop", "COURIER_TOKEN": "tok-courier",
                                                              "COURIER_BASE_URL": demo.baseURL + "/v1"], binary: shop)
        #expect(config.json?.at("token.source") as? String == "SHOP_TOKEN", "\(config.stdout)\(config.stderr)")
        #expect(config.json?.at("baseURL.source") as? String == "COURIER_BASE_URL")
        #expect(config.json?.at("environment.source") as? String == "program")
        #expect(!config.stdout.contains("Routes"))
        let planless = CourierRun.run(["smoke"], environment: ["SHOP_BASE_URL": demo.baseURL + "/v1"], binary: shop, directory: directory)
        #expect(planless.exitCode == 0, "\(planless.stdout)\(planless.stderr)")

        // The package's own contract tests (issue 41): `swift test` calls the example router with RouteClient against the
        // demo API, its base URL from the variable a team's CI sets; against a port nothing listens on, they fail.
        let tested = Self.test(directory, scratch: scratch, environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        #expect(Self.passed(tested, count: 2), "\(tested.stdout)\(tested.stderr)")
        let unreachable = Self.test(directory, scratch: scratch, environment: ["COURIER_BASE_URL": "http://127.0.0.1:\(try SilentListener.closedPort())/v1"])
        #expect(unreachable.exitCode != 0)
        #expect((unreachable.stdout + unreachable.stderr).contains("transport.connect"), "\(unreachable.stdout)\(unreachable.stderr)")
    }

    /// Issue 47: a team installs its CLI as its README says (`make install`), and that build is linked as `courier` is:
    /// on Linux no shared Swift runtime, and Courier's own libcurl wherever `courier` has it (not Debian's libcurl.so.4,
    /// whose LDAP, SSH and Kerberos libraries ld.so loads at every start). The one release build of a scaffold in the suite.
    @Test func courierInitsMakeInstallBuildsTheProgramAsCourierIsBuilt() throws {
        let root = NSTemporaryDirectory() + "courier-init-\(UUID().uuidString)"
        let directory = root + "/shop"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let made = CourierRun.run(["init", directory, "--name", "shop", "--courier-path", Paths.root.path])
        try #require(made.exitCode == 0, "\(made.stderr)")
        let readme = try String(contentsOfFile: directory + "/README.md", encoding: .utf8)
        #expect(readme.contains("\n    make install "), "the README's recipe is the one run here: \(readme)")

        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") + ":/opt/swift/usr/bin"
        let install = CourierRun.run(["--no-print-directory", "install", "PREFIX=" + root + "/prefix"], environment: ["PATH": path],
                                     timeout: 2400, binary: try Tool.path("make"), directory: directory)
        try #require(install.exitCode == 0, "\(install.stdout.suffix(3000))\(install.stderr.suffix(3000))")
        let shop = root + "/prefix/bin/shop"
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        let call = CourierRun.run(["--base-url", demo.baseURL + "/v1", "orders", "list", "--uid", "5"], binary: shop)
        #expect(call.exitCode == 0, "\(call.stderr)")
        #expect(call.json?.at("envelope.code") as? Int == 0, "\(call.stdout)")

        guard HostSystem.isLinux else { return }
        func needed(_ binary: String) throws -> [String] {
            let run = CourierRun.run(["-d", binary], binary: try Tool.path("readelf"))
            return run.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }.map(String.init)
        }
        let shopNeeds = try needed(shop)
        #expect(!shopNeeds.isEmpty && !shopNeeds.contains { $0.contains("libswift") }, "\(shopNeeds)")
        // The same libcurl as the courier under test, which make links as `make build` does.
        let courierHasDebians = try needed(Paths.courier).contains { $0.contains("libcurl.so") }
        #expect(shopNeeds.contains { $0.contains("libcurl.so") } == courierHasDebians, "\(shopNeeds)")
    }

    /// `--style moya|alamofire`: the example router is written as an app writes it (`import Moya` / `import
    /// Alamofire`, its own base URL), mapped onto the environments, and builds and calls the demo API.
    @Test(arguments: [("moya", "ExampleAPI.swift", "import Moya"), ("alamofire", "ExampleRouter.swift", "import Alamofire")])
    func courierInitWithACompatStyleWritesTheRouterAsAnAppDoes(style: String, routerFile: String, importLine: String) throws {
        let directory = NSTemporaryDirectory() + "courier-init-\(UUID().uuidString)/shop"
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        let made = CourierRun.run(["init", directory, "--name", "shop", "--style", style, "--courier-path", Paths.root.path])
        try #require(made.exitCode == 0, "\(made.stderr)")
        let router = try String(contentsOfFile: directory + "/Sources/shopRoutes/" + routerFile, encoding: .utf8)
        #expect(router.contains(importLine), "the router is the app's kind of file")
        #expect(router.contains("https://api.example.com/v1"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/Sources/shopRoutes/ExampleContracts.swift"),
                "nothing beside the example router names it")
        #expect(!FileManager.default.fileExists(atPath: directory + "/Sources/shopRoutes/ShopAPI.swift"), "ShopAPI is the app's name")
        let api = try String(contentsOfFile: directory + "/Sources/shopRoutes/ShopCLI.swift", encoding: .utf8)
        #expect(api.contains(#"appBaseURLs: [AppBaseURL("https://api.example.com/v1")]"#))

        let scratch = Paths.root.appendingPathComponent(".build/fixtures/init-\(style)").path
        let build = Self.build(directory, scratch: scratch)
        try #require(build.exitCode == 0, "\(build.stdout)\(build.stderr)")
        let shop = scratch + "/debug/shop"
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        let base = ["--base-url", demo.baseURL + "/v1"]
        let dry = CourierRun.run(base + ["--dry-run", "example", "orders", "--uid", "5"], binary: shop)
        #expect(dry.json?.at("request.url") as? String == demo.baseURL + "/v1/orders?uid=5", "\(dry.stdout)\(dry.stderr)")
        let call = CourierRun.run(base + ["example", "orders", "--uid", "5"], binary: shop)
        #expect(call.exitCode == 0, "\(call.stderr)")
        let missing = CourierRun.run(base + ["example", "order", "--no", "NOPE"], binary: shop)
        #expect(missing.exitCode == 4)
        let smoke = CourierRun.run(base + ["smoke", directory + "/smoke/local.smoke"], binary: shop)
        #expect(smoke.exitCode == 0, "\(smoke.stdout)\(smoke.stderr)")
        // Its contract tests call the app's router through MoyaRoute or AlamofireRoute, as the program does.
        let tested = Self.test(directory, scratch: scratch, environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        #expect(Self.passed(tested, count: 2), "\(tested.stdout)\(tested.stderr)")
    }

    /// Issue 26's "done when": the moya scaffold's example router file replaced by an app's `ShopAPI.swift` (enum
    /// `ShopAPI`, a token plugin, sample data force-unwrapped from the app bundle) is the whole step: it builds with no
    /// warning from Courier's sources, and `--version`, `--help`, a dry run and a real call never read the sample data.
    @Test func replacingTheMoyaExampleRouterFileWithAnAppsIsTheWholeStep() throws {
        let directory = NSTemporaryDirectory() + "courier-init-\(UUID().uuidString)/shop"
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        let made = CourierRun.run(["init", directory, "--name", "shop", "--style", "moya", "--courier-path", Paths.root.path])
        try #require(made.exitCode == 0, "\(made.stderr)")
        let routes = directory + "/Sources/shopRoutes/"
        try FileManager.default.removeItem(atPath: routes + "ExampleAPI.swift")
        try FileManager.default.copyItem(atPath: Paths.root.appendingPathComponent("Tests/Fixtures/ScaffoldReplacement/ShopAPI.swift").path,
                                         toPath: routes + "ShopAPI.swift")

        let scratch = Paths.root.appendingPathComponent(".build/fixtures/init-replaced").path
        let build = Self.build(directory, scratch: scratch)
        try #require(build.exitCode == 0, "\(build.stdout)\(build.stderr)")
        let root = Paths.root.path
        let ours = (build.stdout + build.stderr).split(separator: "\n").filter { $0.contains(": warning: ") && $0.hasPrefix(root + "/Sources/") }
        #expect(ours.isEmpty, "\(ours.joined(separator: "\n"))")
        let shop = scratch + "/debug/shop"
        #expect(CourierRun.run(["--version"], binary: shop).exitCode == 0)
        let help = CourierRun.run(["--help"], binary: shop)
        #expect(help.exitCode == 0, "\(help.stderr)")
        #expect(help.stdout.contains("Shop's orders API."), "the type's doc comment is the group's summary: \(help.stdout)")
        #expect(!help.stdout.contains("networking layer"), "the file's header comment is not")
        let catalog = CourierRun.run(["routes", "--json"], binary: shop)
        #expect(catalog.exitCode == 0)
        let entries = (try? JSONSerialization.jsonObject(with: Data(catalog.stdout.utf8))) as? [[String: Any]] ?? []
        func entry(_ action: String) -> [String: Any]? { entries.first { $0["action"] as? String == action } }
        #expect(entry("line")?["path"] as? String == "/orders/{no}/lines/{index}", "\(catalog.stdout)")
        #expect(entry("orders")?["query"] as? [String] == ["uid"])
        #expect(entry("search")?["path"] as? String == "/orders/search" && entry("search")?["query"] as? [String] == ["{filters}"])
        let described = CourierRun.run(["describe", "shop", "orders", "--json"], binary: shop)
        #expect(described.json?.at("route.type") as? String == "ShopAPI", "\(described.stdout)\(described.stderr)")
        #expect(described.json?.at("route.case") as? String == "orders")
        let search = CourierRun.run(["describe", "shop", "search", "--json"], binary: shop)
        #expect(search.json?["problem"] == nil, "\(search.stdout)")
        #expect((search.json?.at("request.url") as? String)?.hasSuffix("/orders/search?{filters}={filters}") == true, "\(search.stdout)")
        // The bearer token goes where the target's authorizationType asks, and nowhere else.
        let token = ["COURIER_TOKEN": "tok-shop-7"]
        let authorized = CourierRun.run(["--dry-run", "shop", "orders", "--uid", "5"], environment: token, binary: shop)
        #expect(authorized.json?.at("request.headers.Authorization") as? String == "Bearer [redacted]", "\(authorized.stdout)")
        let open = CourierRun.run(["--dry-run", "shop", "search", "--filters", "status=paid"], environment: token, binary: shop)
        #expect(open.exitCode == 0 && open.json?.at("request.headers.Authorization") == nil, "\(open.stdout)")
        #expect(!(authorized.stdout + open.stdout + authorized.stderr + open.stderr).contains("tok-shop-7"))
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        let base = ["--base-url", demo.baseURL + "/v1"]
        let dry = CourierRun.run(base + ["--dry-run", "shop", "orders", "--uid", "5"], binary: shop)
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        #expect(dry.json?.at("request.url") as? String == demo.baseURL + "/v1/orders?uid=5", "\(dry.stdout)\(dry.stderr)")
        let call = CourierRun.run(base + ["shop", "orders", "--uid", "5"], binary: shop)
        #expect(call.exitCode == 0, "\(call.stderr)")
        let missing = CourierRun.run(base + ["shop", "order", "--no", "NOPE"], binary: shop)
        #expect(missing.exitCode == 4 && missing.stderr.hasPrefix("shop: "), "\(missing.stderr)")
    }

    @Test(arguments: [
        (["init", "DIR", "--name", "shop", "--style", "swiftui"], "one of"),
        (["init", "DIR", "--name", "bad name"], "not a valid executable name"),
        (["init", "DIR", "--name", "Courier"], "would clash with 'Courier', a target or product of the Courier package"),
        (["init", "FILE", "--name", "shop"], "exists and is not a directory"),
        (["init", "FULL", "--name", "shop"], "is not empty"),
        (["init", "DIR", "--name", "shop", "--courier-path", "/nonexistent"], "no Courier package"),
    ])
    func initRefusesAndWritesNothing(arguments: [String], message: String) throws {
        let root = NSTemporaryDirectory() + "courier-init-bad-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/FULL", withIntermediateDirectories: true)
        try "x".write(toFile: root + "/FULL/keep", atomically: true, encoding: .utf8)
        try "x".write(toFile: root + "/FILE", atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
        let run = CourierRun.run(arguments.map { ["DIR", "FILE", "FULL"].contains($0) ? root + "/" + $0 : $0 })
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root).sorted() == before)
    }
}
