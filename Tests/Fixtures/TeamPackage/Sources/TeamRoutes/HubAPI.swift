import Courier

/// A plain-JSON API (GitHub-like: arrays and objects at top level, `Link` headers), no envelope.
public enum HubAPI: CourierProgram {
    public static let api = APIDescription(
        name: "hub", programName: "hub",
        environments: [Environment(name: "local", baseURL: "http://127.0.0.1:8081")],
        defaultEnvironment: "local", envelope: .plain, auth: .header("X-Hub-Token"))

    public static let commands: [ActionGroup<any Route>] = [RepoRouter.commands]
}

public struct Repo: Decodable, Sendable {
    public var id: Int
    public var full_name: String
}

public enum RepoRouter: RouteCommands {
    case list
    case get(name: String)

    public var method: HTTPMethod { .get }

    public var path: [PathSegment] {
        switch self {
        case .list: ["repos"]
        case .get(let name): ["repos", .param("name", name)]
        }
    }

    public var requiresAuth: Bool { true }

    public var contract: ModelContract {
        switch self {
        case .list: .decodes([Repo].self)
        case .get: .decodes(Repo.self)
        }
    }

    public static let commands: ActionGroup<any Route> = {
        let name: Option<String> = .required("name", help: "owner/name")
        return ActionGroup("repos", summary: "Repositories.", actions: [
            endpoint("list", "List repositories.") { _ in .list },
            endpoint("get", "Show one repository.", options: [name]) { .get(name: try $0.get(name)) },
        ])
    }()
}
