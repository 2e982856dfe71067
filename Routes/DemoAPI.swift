import Courier

/// The demo API, and the `courier` program built over it: the first user of the public `Courier` library,
/// written as a team's package writes it (see docs/Library.md).
public enum DemoAPI: CourierProgram {
    public static let api = APIDescription(
        name: "demo",
        programName: "courier",
        environments: [
            Environment(name: "local", baseURL: "http://127.0.0.1:8080/v1",
                        note: "the bundled demo API: start it with 'make demo-api' (or python3 Tests/Servers/demo_api.py --port 8080)"),
            Environment(name: "dev", baseURL: "https://api.dev.example.invalid/v1",
                        note: "placeholder: replace with your development host"),
            Environment(name: "prod", baseURL: "https://api.example.invalid/v1",
                        note: "placeholder: replace with your production host"),
        ],
        defaultEnvironment: "local",
        envelope: .wrapped(EnvelopeFormat(codeKey: "code", messageKey: "message", dataKey: "data", successCodes: [0])),
        auth: .bearer,
        // What the app sends with every call, as in the seeds' common parameters.
        commonParameters: [CommonParameter("X-System-Type", "cli", in: .header), CommonParameter("X-Client-Version", "courier-demo/1", in: .header)],
        examples: ["courier orders list --uid 5", "courier --env dev orders detail --no A1001 --verbose",
                   "courier users login --username alice --password - --save < pw", "courier users profile"],
        // A stored session is renewed through `users refresh` when it has expired or is refused; with the user's
        // --login-file, `users login` logs in again when there is no session or its refresh fails.
        refresh: { UserRouter.refresh(refreshToken: $0) },
        relogin: { UserRouter.login(username: $0, password: $1) })

    /// Every router's commands, in the order `courier --help` lists them: generated from the routers' cases by the
    /// CourierCommands plugin (`GeneratedCommands.groups` has them in file order).
    public static let commands: [ActionGroup<any Route>] = [
        OrderRouter.generatedCommands,
        UserRouter.generatedCommands,
        AccountRouter.generatedCommands,
        FileRouter.generatedCommands,
        PageRouter.generatedCommands,
    ]

    /// `courier init` scaffolds a team's package; a team's own program does not offer it.
    public static var offersScaffolding: Bool { true }
}
