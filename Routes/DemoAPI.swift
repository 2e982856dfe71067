import Arguments
import CourierCore

/// The API under test. A team adopting Courier edits this folder only: environments here,
/// one router per resource beside it.
public enum DemoAPI {
    public static let description = APIDescription(
        name: "demo",
        environments: [
            Environment(name: "local", baseURL: "http://127.0.0.1:8080/v1",
                        note: "the bundled demo API: start it with 'make demo-api' (or python3 Tests/Servers/demo_api.py --port 8080)"),
            Environment(name: "dev", baseURL: "https://api.dev.example.invalid/v1",
                        note: "placeholder: replace with your development host"),
            Environment(name: "prod", baseURL: "https://api.example.invalid/v1",
                        note: "placeholder: replace with your production host"),
        ],
        defaultEnvironment: "local",
        envelope: EnvelopeFormat(codeKey: "code", messageKey: "message", dataKey: "data", successCodes: [0]),
        auth: .bearer,
        // What the app sends with every call, as in the seeds' common parameters.
        commonParameters: [CommonParameter("X-System-Type", "cli", in: .header), CommonParameter("X-Client-Version", "courier-demo/1", in: .header)])

    /// Every router's commands, in the order `courier --help` lists them.
    public static let commands: [ActionGroup<any Route>] = [
        OrderRouter.commands,
        UserRouter.commands,
        FileRouter.commands,
    ]
}
