/// The example router, model, smoke plan and README a scaffolded package starts from.
enum ScaffoldTemplates {
    static let router = """
        import Courier

        /// An example router: orders of Courier's demo API. Replace it with your own routers, one case per
        /// endpoint, and list their `commands` in the API file.
        public enum ExampleRouter: RouteCommands {
            case list(uid: Int)
            case detail(no: String)

            public var method: HTTPMethod { .get }

            public var path: [PathSegment] {
                switch self {
                case .list: ["orders"]
                case .detail(let no): ["orders", .param("no", no)]
                }
            }

            public var query: [QueryItem] {
                switch self {
                case .list(let uid): [QueryItem("uid", String(uid))]
                case .detail: []
                }
            }

            public var contract: ModelContract {
                switch self {
                case .list: .decodes([Example].self)
                case .detail: .decodes(Example.self)
                }
            }

            public static let commands: ActionGroup<any Route> = {
                let uid: Option<Int> = .required("uid", help: "The user's id.", range: 1...2_147_483_647)
                let no: Option<String> = .required("no", help: "The order number, e.g. A1001.")
                return ActionGroup("orders", summary: "List and look up orders.", actions: [
                    endpoint("list", "List a user's orders.", options: [uid]) { .list(uid: try $0.get(uid)) },
                    endpoint("detail", "Show one order.", options: [no]) { .detail(no: try $0.get(no)) },
                ])
            }()
        }

        """

    static let model = """
        /// The model an order's `data` must decode into: the contract check reports any field that does not.
        public struct Example: Decodable, Sendable {
            public var no: String
            public var uid: Int
            public var sku: String
            public var qty: Int
            public var total: Double
        }

        """

    static func smokePlan(_ name: String) -> String {
        """
        # Smoke plan: each line is a call as typed after `\(name)`, then `=>` and what it must produce.
        #   \(name) smoke smoke/local.smoke [--env local | --base-url URL]
        [orders: list]           orders list --uid 5        => ok status=200
        [orders: unknown order]  orders detail --no NOPE    => http.not_found

        """
    }

    static func readme(_ scaffold: Scaffold) -> String {
        let name = scaffold.name
        return """
            # \(name)

            A command-line client for our API, built on [Courier](https://example.invalid/courier) with `courier init`.

                swift build
                swift run \(name) --help
                swift run \(name) orders list --uid 5 --dry-run

            ## What to edit
            - `Sources/\(scaffold.routesTarget)/\(scaffold.typeName)API.swift`: environments (base URLs), envelope, auth,
              common parameters and plugins.
            - `Sources/\(scaffold.routesTarget)/ExampleRouter.swift`: replace it with your routers (one enum case per
              endpoint) and list each router's `commands` in the API file.
            - `Sources/\(scaffold.routesTarget)/Example.swift`: the models responses must decode into.
            - `smoke/local.smoke`: the calls CI runs with `\(name) smoke smoke/local.smoke --env dev`.

            `Sources/\(name)/main.swift` only starts the program; leave it as it is.

            """
    }
}
