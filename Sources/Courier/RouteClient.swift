import CourierCore
import CourierCLI

/// Calls a team's routes from Swift code, through the same pipeline, environments, sessions and contract check as its
/// CLI, with no argv: how a team runs its API contract tests where its app's own test target cannot run (a Linux CI
/// runner). docs/Library.md, "Calling routes from your own tests":
///
///     let client = try RouteClient(ShopCLI.self, environment: "dev")
///     let orders = try await client.call(OrderRouter.list(uid: 5), as: [Order].self)
///
/// Each call resolves its settings as the program does from a command line: COURIER_* variables, config files, the
/// stored session (a `--save`d login's), the API's default environment; a call's failure is the same ``CourierError``
/// the CLI reports, never holding a secret in its words.
public struct RouteClient: Sendable {
    private let caller: RouteCaller

    /// A client for `program`'s API (its `api`).
    /// - Parameters:
    ///   - environment: the environment to call, as `--env NAME` is (COURIER_ENV and COURIER_BASE_URL then do not
    ///     apply); `nil`: COURIER_ENV's, else the API's default, at COURIER_BASE_URL when that is set.
    ///   - options: global options as they are typed: `["--base-url", url]`, `["--token-file", path]`, `["--stub"]`.
    ///     Those that only change what is printed or paged (`--output`, `--dry-run`, `--all`) are refused.
    /// - Throws: before any call: options that do not parse or are refused, an unknown environment, a config file in error.
    public init<Program: CourierProgram>(_ program: Program.Type, environment: String? = nil, options: [String] = []) throws(CourierError) {
        try self.init(api: program.api, environment: environment, options: options)
    }

    /// A client for an API description (``init(_:environment:options:)`` without a program type).
    public init(api: APIDescription, environment: String? = nil, options: [String] = []) throws(CourierError) {
        caller = try RouteCaller(api: api, environment: environment, options: options)
    }

    /// Sends `route` and hands back its reply; the transfer waits on a thread of its own, not on Swift's cooperative pool.
    /// - Throws: why the call failed, as the CLI reports it: `http.not_found`, `business`, `decoding.model` (the route's
    ///   contract, with the field path), `transport.connect`, …
    public func call(_ route: some Route) async throws(CourierError) -> RouteReply {
        try await caller.reply(route).get()
    }

    /// Sends `route` and decodes its data (the envelope's, or the whole body without one) as `model`, with Courier's
    /// own decoder (no Foundation), which names the field that does not fit.
    /// - Throws: ``call(_:)``'s failures; `decoding.model` with the field's path when the data does not decode as `model`.
    public func call<Model: Decodable>(_ route: some Route, as model: Model.Type) async throws(CourierError) -> Model {
        try RouteCaller.decode(model, from: try await call(route))
    }
}
