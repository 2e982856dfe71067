/// Hints: how to fix it, shown after the message in parentheses and as the document's `hint`.
extension ErrorWording {
    /// The hint a reason always carries; `nil` for most.
    public static func hint(for reason: CourierError.Reason) -> String? {
        switch reason {
        case .transport(.bodyOverLimit): "raise it with --max-body"
        case .config(.malformedTrustRecord): "remove the file to trust nothing, then 'courier config trust' again"
        case .usage(.noCourierPackage): "give --courier-path PATH (a Courier checkout) or --courier-url URL"
        default: nil
        }
    }

    /// The hint for a name that is not known: the closest known one, or them all.
    public static func suggestion(_ closest: String?, known: [String]) -> String {
        closest.map { "did you mean '\($0)'?" } ?? "known: " + known.joined(separator: ", ")
    }

    /// A 401 on a route that sends the token: the token from `source` was refused, or none was sent (`nil`).
    public static func unauthorized(tokenSource source: String?, hasToken: Bool) -> String {
        hasToken ? "the token from \(source ?? "input") was refused" : "no token was sent: set COURIER_TOKEN, or use --token-file PATH or --token -"
    }

    /// Nothing listens where the environment points: its note says how to start it.
    public static func environmentNote(_ environment: String, note: String) -> String {
        "environment '\(environment)' is \(note)"
    }
}
