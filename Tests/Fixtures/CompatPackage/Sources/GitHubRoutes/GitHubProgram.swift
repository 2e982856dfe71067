import Courier

/// The CLI over the GitHub-style Moya router: plain JSON, a bearer token for the targets that ask for one,
/// trending on its own host, and asset downloads from wherever GitHub points (a foreign origin).
public enum GitHubProgram: CourierProgram {
    public static let api = APIDescription(
        name: "github",
        environments: [
            Environment(name: "local", baseURL: "http://127.0.0.1:8085/api", services: ["trending": "http://127.0.0.1:8085/trending"],
                        note: "the github test API: start it with python3 Tests/Servers/seed_apis.py --style github --port 8085"),
            Environment(name: "dev", baseURL: "https://api.github.dev.example.invalid", services: ["trending": "https://trending.dev.example.invalid/v1"]),
            Environment(name: "prod", baseURL: "https://api.github.example.invalid", services: ["trending": "https://trending.example.invalid/v1"]),
        ],
        defaultEnvironment: "local", envelope: .plain, auth: .bearer,
        appBaseURLs: [AppBaseURL("https://api.github.example.com"), AppBaseURL("https://trending.example.com/v1", service: "trending")])

    public static let commands = GeneratedCommands.groups
}
