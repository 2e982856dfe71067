import CourierCore
import CourierShared

/// The files of a team's CLI package, as `courier init` writes them: a value, so it is tested
/// without touching the disk.
package struct Scaffold: Equatable {
    /// The executable's name, e.g. `shop`.
    package var name: String
    /// Where the package finds Courier.
    package var dependency: Dependency
    /// How the example router is written.
    package var style: ScaffoldStyle = .native

    package init(name: String, dependency: Dependency, style: ScaffoldStyle = .native) {
        (self.name, self.dependency, self.style) = (name, dependency, style)
    }

    package enum Dependency: Equatable {
        case path(String)
        case url(String, from: String)

        /// The name products are looked up by: `Courier` for a path (named so, whatever the checkout's folder
        /// is called), the URL's last component without `.git` for a URL (SwiftPM's identity).
        package var identity: String {
            guard case .url(let url, _) = self else { return "Courier" }
            var last = url.split(separator: "/").last.map(String.init) ?? url
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last
        }

        /// SwiftPM's identity of the dependency: the last component of its path, or of its URL without `.git`, lowercased.
        package var packageIdentity: String {
            let location = switch self {
            case .path(let path): path
            case .url(let url, _): url
            }
            var last = location.split(separator: "/").last.map(String.init) ?? location
            if case .url = self, last.hasSuffix(".git") { last.removeLast(4) }
            return last.lowercased()
        }

        package var declaration: String {
            switch self {
            case .path(let path): ".package(name: \"Courier\", path: \(Self.literal(path)))"
            case .url(let url, let version): ".package(url: \(Self.literal(url)), from: \(Self.literal(version)))"
            }
        }

        /// A Swift string literal of `text` (paths may hold quotes, backslashes, even a newline): ``SwiftLiteral``.
        package static func literal(_ text: String) -> String { SwiftLiteral.quoted(text) }
    }

    /// `my-shop` → `MyShop`: the stem of the program's type name.
    package var typeName: String {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `ShopCLI`: the program type. Not `ShopAPI`, the name apps give their own Moya router (`ArtsyAPI`,
    /// `GitHubAPI`), so the app's router file drops in beside it unchanged.
    package var programType: String { typeName + "CLI" }

    /// The routes target, `NAMERoutes`; its module name has `-` turned into `_`, as SwiftPM does.
    package var routesTarget: String { "\(name)Routes" }
    package var routesModule: String { routesTarget.replacing("-", with: "_") }
    /// The routes' contract tests, `NAMERoutesTests`: calls of the example router through `RouteClient`.
    package var testsTarget: String { routesTarget + "Tests" }

    /// Whether `name` can name the executable, its target and (with `-` as `_`) a Swift module.
    package static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else { return false }
        return name.count <= 64 && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }

    /// The first name this package declares that is taken: its executable (target, product and module), its routes
    /// target or their tests by another target, product or toolchain module; its program type (`NAMECLI`) by a type of the example.
    package var clash: NameClash? {
        for declared in [name, routesTarget, testsTarget] {
            if let owner = ReservedNames.clash(declared) { return NameClash(declared: declared, owner: owner) }
        }
        let program = programType
        return style.exampleTypes.first { ReservedNames.key($0) == ReservedNames.key(program) }
            .map { NameClash(declared: program, owner: .example($0)) }
    }

    /// The clash a package named `name` in `style` would have (checked before anything else is decided).
    package static func clash(name: String, style: ScaffoldStyle) -> NameClash? { Scaffold(name: name, dependency: .path(""), style: style).clash }

    /// Relative path → contents, in the order they are written.
    package var files: [(path: String, text: String)] {
        [
            ("Package.swift", packageManifest),
            ("Sources/\(name)/main.swift", mainFile),
            ("Sources/\(routesTarget)/\(programType).swift", apiFile),
            // A compat example has no Courier code in it and nothing names it, so replacing it is the whole step.
            ("Sources/\(routesTarget)/\(style.router.file)", style.router.text),
            ("Sources/\(routesTarget)/Example.swift", ScaffoldTemplates.model),
            ("Tests/\(testsTarget)/OrdersTests.swift", ScaffoldTemplates.ordersTest(self)),
            ("smoke/local.smoke", ScaffoldTemplates.smokePlan(name, style: style)),
            // The release recipe (`make install`): built as Courier builds `courier`, so it starts as fast (README.md).
            ("Makefile", ScaffoldTemplates.makefile(self)),
            ("README.md", ScaffoldTemplates.readme(self)),
            (".gitignore", ".build/\n.swiftpm/\n"),
        ]
    }

    package var packageManifest: String {
        """
        // swift-tools-version:6.0
        // \(name): a command-line client for our API, built on Courier (courier init).
        import PackageDescription

        let package = Package(
            name: \(Dependency.literal(name)),
            // Courier's own floor: its Synchronization module first ships with macOS 15.
            platforms: [.macOS(.v15)],
            products: [.executable(name: \(Dependency.literal(name)), targets: [\(Dependency.literal(name))])],
            dependencies: [
                \(dependency.declaration),
            ],
            targets: [
                // The routers: replace \(style.router.file) with your own (see README.md); the plugin makes a command per case.
                .target(name: \(Dependency.literal(routesTarget)), dependencies: [\(routesDependencies)],
                        \(style == .native ? "" : "swiftSettings: [.swiftLanguageMode(.v5)],  // as apps compile their routers\n                ")plugins: [.plugin(name: "CourierCommands", package: \(Dependency.literal(dependency.identity)))]),
                .executableTarget(name: \(Dependency.literal(name)), dependencies: [
                    \(Dependency.literal(routesTarget)), .product(name: "Courier", package: \(Dependency.literal(dependency.identity))),
                ]),
                // Contract tests: each calls a route with Courier's RouteClient, as `\(name)` would (README.md, "Contract tests").
                .testTarget(name: \(Dependency.literal(testsTarget)), dependencies: [\(Dependency.literal(routesTarget)), \(routesDependencies)]),
            ]
        )

        """
    }

    /// `.product(name: "Courier", …)`, and the compat products for a Moya or Alamofire router.
    package var routesDependencies: String {
        (["Courier"] + style.compatProducts)
            .map { ".product(name: \(Dependency.literal($0)), package: \(Dependency.literal(dependency.identity)))" }.joined(separator: ", ")
    }

    package var mainFile: String {
        """
        // The \(name) program: all of it is the API description in \(routesTarget).
        import Courier
        import \(routesModule)

        \(programType).main()

        """
    }

    package var apiFile: String {
        """
        import Courier

        /// Our API as \(name) calls it: where it runs, how it answers, how it authenticates.
        public enum \(programType): CourierProgram {
            public static let api = APIDescription(
                name: \(Dependency.literal(name)),
                programName: \(Dependency.literal(name)),
                environments: [
                    // `local` is Courier's demo API (python3 Tests/Servers/demo_api.py --port 8080 in Courier's checkout).
                    Environment(name: "local", baseURL: "http://127.0.0.1:8080/v1", note: "a local server"),
                    Environment(name: "dev", baseURL: "https://api.dev.example.invalid/v1", note: "placeholder: your development host"),
                    Environment(name: "prod", baseURL: "https://api.example.invalid/v1", note: "placeholder: your production host"),
                ],
                defaultEnvironment: "local",
                // `{code, message, data}` with code 0 for success; `.plain` for an API that returns plain JSON.
                envelope: .wrapped(EnvelopeFormat(codeKey: "code", messageKey: "message", dataKey: "data", successCodes: [0])),
                auth: .bearer\(style == .native ? "" : ",\n        // The base URL the app's router carries: its requests are sent below the chosen environment's.\n        appBaseURLs: [AppBaseURL(\"https://api.example.com/v1\")]"))

            /// One command group per router, generated from its cases, in file order.
            public static let commands: [ActionGroup<any Route>] = GeneratedCommands.groups
        }

        """
    }
}
