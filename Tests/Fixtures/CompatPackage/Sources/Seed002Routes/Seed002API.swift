import Courier

/// The CLI over seed 002's Moya router: the app's base URL `kBaseURL` is sent below each environment's.
public enum Seed002API: CourierProgram {
    public static let api = APIDescription(
        name: "seed002",
        environments: [
            Environment(name: "local", baseURL: "http://127.0.0.1:8082/root",
                        note: "the seed002 test API: start it with python3 Tests/Servers/seed_apis.py --style seed002 --port 8082"),
            Environment(name: "dev", baseURL: "https://mock.dev.example.invalid/root"),
            Environment(name: "prod", baseURL: "https://mock.example.invalid/mock/5f3a9c/root"),
        ],
        defaultEnvironment: "local",
        // {code, msg, data}: 200 is success; 401 in the body means the session expired (log in again).
        envelope: .wrapped(EnvelopeFormat(messageKey: "msg", successCodes: [200], categories: [CodeCategory(401, .httpUnauthorized)])),
        appBaseURLs: [AppBaseURL(kBaseURL)])

    public static let commands = GeneratedCommands.groups
}
