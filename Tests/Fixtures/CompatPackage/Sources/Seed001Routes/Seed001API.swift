import Courier

/// The CLI over seed 001's router (its own `TargetType` protocol, sent the way its Network.swift sends it).
public enum Seed001API: CourierProgram {
    public static let api = APIDescription(
        name: "seed001",
        environments: [
            Environment(name: "local", baseURL: "http://127.0.0.1:8081/api",
                        note: "the seed001 test API: start it with python3 Tests/Servers/seed_apis.py --style seed001 --port 8081"),
            Environment(name: "dev", baseURL: "https://shop.dev.example.invalid/api"),
            Environment(name: "prod", baseURL: "https://shop.example.invalid/api"),
        ],
        defaultEnvironment: "local",
        // {status, code, message, result}: the HTTP status decides first; a body without `code` is a success.
        envelope: .wrapped(EnvelopeFormat(dataKey: "result", successCodes: [0], codeIsOptional: true)),
        appBaseURLs: [AppBaseURL(kBaseURL)])

    public static let commands = GeneratedCommands.groups
}
