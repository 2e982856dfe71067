import Courier

/// The CLI over seed 003's `URLRequestConvertible` router (an httpbin-style API: no envelope).
public enum Seed003API: CourierProgram {
    public static let api = APIDescription(
        name: "seed003",
        environments: [
            Environment(name: "local", baseURL: "http://127.0.0.1:8083",
                        note: "the seed003 test API: start it with python3 Tests/Servers/seed_apis.py --style seed003 --port 8083"),
            Environment(name: "dev", baseURL: "https://httpbin.dev.example.invalid"),
            Environment(name: "prod", baseURL: "https://httpbin.example.invalid"),
        ],
        defaultEnvironment: "local", envelope: .plain,
        appBaseURLs: [AppBaseURL("https://httpbin.example.org")])

    /// The generated group, with the two commands written by hand (HandWrittenCommands.swift).
    public static let commands = GeneratedCommands.groups.map { group in
        var group = group
        group.actions += Router.handWrittenCommands
        return group
    }
}
