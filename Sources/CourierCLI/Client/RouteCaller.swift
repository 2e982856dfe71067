import CourierPlatform
import Arguments
import CourierCore
import CurlTransport
import CourierClient

/// Routes called from code instead of argv (a team's own test, through `Courier`'s `RouteClient`). Each call's settings
/// are resolved from global-option words exactly as a command line's are (COURIER_* variables, config files, the stored
/// session, the API's default environment), and the call is made through the client's one entry point
/// (``Call/prepare(_:named:api:settings:sampleName:samples:network:)``), so a test sends what the CLI would.
package struct RouteCaller: Sendable {
    package let api: APIDescription
    /// The global-option words every call is resolved from: `--env=NAME` first when code named the environment.
    package let words: [String]

    /// Options that change only how a call is printed or paged: code does that itself with the reply.
    private static let refused = [GlobalOptions.output.declaration, GlobalOptions.select.declaration, GlobalOptions.color.declaration,
                                  GlobalOptions.dryRun.declaration, GlobalOptions.curl.declaration, GlobalOptions.showSecrets.declaration,
                                  GlobalOptions.allPages.declaration, GlobalOptions.maxPages.declaration, GlobalOptions.maxItems.declaration,
                                  GlobalOptions.version.declaration]

    /// - Parameters:
    ///   - environment: as `--env NAME` (COURIER_ENV and COURIER_BASE_URL then do not apply); `nil`: COURIER_ENV, else
    ///     the API's default.
    ///   - options: global options as words (`--base-url`, `--token-file`, `--stub`, `--timeout`, …).
    /// - Throws: before any call: the API's own declarations in error, options that do not parse or that the client does
    ///   not take, settings that do not resolve (an unknown environment, a config file in error).
    package init(api: APIDescription, environment: String?, options: [String]) throws(CourierError) {
        if let problem = api.problems.first { throw .config(.description(problem)) }
        self.api = api
        words = (environment.map { ["--env=" + $0] } ?? []) + options
        _ = try settings(loadsSession: false)
    }

    /// The settings a call is made with, resolved when it is made: a session stored since the last call is sent.
    func settings(loadsSession: Bool = true) throws(CourierError) -> Settings {
        let parser = Parser(root: Command(name: api.programName, summary: ""), globals: GlobalOptions.all, source: .routeClient)
        let parsed: Parser.Result
        do throws(ParseError) {
            parsed = try parser.parse(words)
        } catch {
            if let own = error.underlying as? CourierError { throw own }
            throw .command(.routeClientOptions(ErrorMessage(root: parser.root).sentence(error.kind, path: error.command, origin: error.origin)))
        }
        guard case .run(let invocation) = parsed else { throw .command(.notForRouteClient(option: "--help")) }
        let values = invocation.values
        if let option = Self.refused.first(where: { values.isGiven($0) }) { throw .command(.notForRouteClient(option: "--" + option.name)) }
        if let refused = GlobalOptions.standardInputPassword(in: values, owner: .routeClient) { throw refused }
        return try Settings.resolve(values, api: api, environment: ProcessEnvironment.current(program: api.programName), loadsSession: loadsSession)
    }

    /// ``send(_:)`` on a thread of its own: libcurl's transfer blocks, and an `async` caller's cooperative thread
    /// stays free for other tasks while it waits.
    package func reply(_ route: any Route) async -> Result<RouteReply, CourierError> {
        await withCheckedContinuation { continuation in
            if let problem = Platform.detachThread({ continuation.resume(returning: send(route)) }) {
                continuation.resume(returning: .failure(.internal(.threadUnavailable(problem.description))))
            }
        }
    }

    /// Makes the call and waits for it on this thread.
    /// - Returns: the reply to a call that succeeded; else why it failed, judged as the CLI judges it, with every secret
    ///   of the call (the settings' and a session it learned) taken out of its words.
    package func send(_ route: any Route) -> Result<RouteReply, CourierError> {
        let settings: Settings
        let call: Call
        do throws(CourierError) {
            settings = try self.settings()
            call = try Call.prepare(route, named: Self.name(of: route), api: api, settings: SharedSettings(settings), network: CurlTransport())
        } catch {
            return .failure(error)
        }
        let result = call.perform()
        let secrets = settings.secrets + result.sessionSecrets
        switch result.outcome {
        case .refused(let error), .failed(_, let error):
            return .failure(error.scrubbed(of: secrets))
        case .answered(_, let response, var outcome):
            // A session the call gave that could not be stored fails it, as it fails the command.
            if let error = outcome.error ?? result.storeError { return .failure(error.scrubbed(of: secrets)) }
            outcome.expandKeptContainers()
            let data = result.document.payload?.expandingLazyContainers
            return .success(RouteReply(status: response.status, headers: response.headers, body: outcome.body, data: data,
                                       dataPath: result.document.dataKey ?? "body"))
        }
    }

    /// `reply`'s data decoded as `type` by Courier's own model decoder, so a mismatch names its field.
    /// - Throws: `decoding.model`, with the field path (`data[0].total: expected Double, found string "12.5"`).
    package static func decode<T: Decodable>(_ type: T.Type, from reply: RouteReply) throws(CourierError) -> T {
        do throws(ContractViolation) {
            return try JSONModelDecoder.decode(T.self, from: reply.data ?? .null, rootPath: reply.dataPath)
        } catch {
            throw .response(.model(error, model: JSONModelDecoder.typeName(T.self)))
        }
    }

    /// The call's name in errors and recordings: the route's type and case, `OrderRouter.list` (a call from code has no
    /// command words).
    static func name(of route: any Route) -> String {
        let declared = ActionDescription.declaredCase(of: route)
        guard let caseName = declared.caseName else { return declared.type }
        return caseName.contains(".") ? caseName : declared.type + "." + caseName
    }
}

extension UsageReason.StandardInputOwner {
    /// A route client's options (a team's own test): a call made from code reads nothing from its process's input.
    package static let routeClient = Self("a route client never reads")
}
