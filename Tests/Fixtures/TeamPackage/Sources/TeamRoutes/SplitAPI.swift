import Courier

/// Two services on two hosts (seed 004's user and order services): users on the main base URL,
/// the catalog on a service of its own, whose health check has no envelope.
public enum SplitAPI: CourierProgram {
    public static let api = APIDescription(
        name: "split", programName: "split",
        environments: [
            Environment(name: "local", baseURL: "http://127.0.0.1:8080/v1", services: ["catalog": "http://127.0.0.1:8081"]),
            Environment(name: "dev", baseURL: "https://users.dev.example.invalid/v1", services: ["catalog": "https://catalog.dev.example.invalid"]),
        ],
        defaultEnvironment: "local")

    public static let commands: [ActionGroup<any Route>] = [CatalogRouter.commands]
}

public enum CatalogRouter: RouteCommands {
    case orders(uid: Int)
    case item
    case health

    public var method: HTTPMethod { .get }

    public var path: [PathSegment] {
        switch self {
        case .orders: ["orders"]
        case .item: ["envelope"]
        case .health: ["get"]
        }
    }

    public var query: [QueryItem] {
        switch self {
        case .orders(let uid): [QueryItem("uid", String(uid))]
        case .item, .health: []
        }
    }

    public var service: String? {
        switch self {
        case .orders: nil
        case .item, .health: "catalog"
        }
    }

    public var envelope: Envelope? {
        switch self {
        case .health: .plain
        case .orders, .item: nil
        }
    }

    public static let commands: ActionGroup<any Route> = ActionGroup("catalog", summary: "Orders and the catalog.", actions: [
        endpoint("orders", "A user's orders (main base URL).", options: [Option<Int>.required("uid", help: "The user's id.")]) {
            .orders(uid: try $0.get(Option<Int>.required("uid", help: "")))
        },
        endpoint("item", "An item (catalog service, enveloped).") { _ in .item },
        endpoint("health", "The catalog's health (no envelope).") { _ in .health },
    ])
}
