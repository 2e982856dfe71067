import Courier

/// The CLI over seed 004's `Endpoint` routers: users and orders live on two hosts, two services here.
public enum Seed004API: CourierProgram {
    public static let api = APIDescription(
        name: "seed004",
        environments: [
            Environment(name: "local", baseURL: "http://127.0.0.1:8084/users", services: ["orders": "http://127.0.0.1:8084/orders"],
                        note: "the seed004 test API: start it with python3 Tests/Servers/seed_apis.py --style seed004 --port 8084"),
            Environment(name: "dev", baseURL: "https://user.dev.example.invalid", services: ["orders": "https://order.dev.example.invalid/api"]),
            Environment(name: "prod", baseURL: "https://user.example.invalid", services: ["orders": "https://order.example.invalid/api"]),
        ],
        defaultEnvironment: "local", envelope: .plain,
        appBaseURLs: [AppBaseURL("https://user.example.com"), AppBaseURL("https://order.example.com/api", service: "orders")])

    public static let commands = GeneratedCommands.groups
}
