import CourierShared
import CourierPlatform
import CourierCore

/// One route call without printing: its pipeline (plugins, policies, how responses are judged), run,
/// and the document of how it ended. Shared by single calls and smoke cases, so both take exactly the same path.
package struct Call {
    package let api: APIDescription
    /// The action's name as typed, e.g. `orders list`.
    package let name: String
    package let route: any Route
    /// The settings, read in place from a box the calls made from them share (``SharedSettings``).
    package var settings: Settings { _read { yield shared.settings } }
    package let shared: SharedSettings
    package var transport: any Transport
    /// The name this call's response is recorded under (`--record`) and looked up by (`--stub-dir`): ``SampleName``.
    package var sampleName: String
    /// The run's count of recordings per name, shared by every call of a smoke run.
    package var samples: SampleBook
    /// How `--all` pages the route, once ``prepare(_:named:api:settings:sampleName:samples:network:)`` found it does;
    /// nil for a single page.
    package var paging: Paging?
    /// The page to start at (an MCP tool's `cursor` or `page` argument): its query parameter set on the built request,
    /// as ``PagedCall`` sets a later page's; nil: the page the route asks for.
    package var startPage: NextPage?
    /// Plugins made once for every call with the same settings (a smoke run's lines mostly share them), used instead of
    /// making them again from the settings; nil: made for this call.
    package var sharedPlugins: [any Plugin]?
    /// Whether the call's body is a credential of Courier's own (its refresh, its re-login): it never follows a
    /// redirect off the environment's origins, as a route with a grant (a login) never does.
    package var carriesCredentials = false

    package init(api: APIDescription, name: String, route: any Route, settings: Settings, transport: any Transport,
         sampleName: String = SampleName.fallback, samples: SampleBook = SampleBook())
    {
        self.init(api: api, name: name, route: route, shared: SharedSettings(settings), transport: transport, sampleName: sampleName, samples: samples)
    }

    package init(api: APIDescription, name: String, route: any Route, shared: SharedSettings, transport: any Transport,
         sampleName: String = SampleName.fallback, samples: SampleBook = SampleBook())
    {
        self.api = api
        self.name = name
        self.route = route
        self.shared = shared
        self.transport = transport
        self.sampleName = sampleName
        self.samples = samples
    }

    /// The same call with other settings (a session renewed since it was made): its transport, samples and paging kept,
    /// its plugins made again from the new settings.
    package func with(_ shared: SharedSettings) -> Call {
        var call = Call(api: api, name: name, route: route, shared: shared, transport: transport, sampleName: sampleName, samples: samples)
        call.paging = paging
        call.startPage = startPage
        return call
    }

    /// What the call did, ready to print or to report: the one result every front end reads (a command prints its
    /// document, smoke judges and reports it, MCP returns it, diff compares two).
    package struct Result {
        /// How the call ended, judged in Core.
        package var outcome: CallOutcome
        /// What its document is printed with (``Call/documentOptions(for:)``).
        package var options: OutputDocument.Options
        package var milliseconds: Double
        /// The member of the envelope that holds its code (the route's envelope format); nil without an envelope.
        package var codeKey: String?
        /// Warnings the answer gave (a cookie for another domain, not kept).
        package var warnings: [Warning] = []
        /// The session values this call learned (a login's, a refresh's): scrubbed from what is printed.
        package var sessionSecrets: [String] = []
        /// Why what the call gave could not be kept (a session, a cookie jar, a recording); the call itself stands.
        package var storeError: CourierError?

        package init(outcome: consuming CallOutcome, options: OutputDocument.Options, milliseconds: Double, codeKey: String? = nil,
                     storeError: CourierError? = nil)
        {
            self.outcome = outcome
            self.options = options
            self.milliseconds = milliseconds
            self.codeKey = codeKey
            self.storeError = storeError
        }

        /// The document the call prints, made when read: a smoke run reads it only for the cases a report shows.
        package var document: OutputDocument { OutputDocument(judged: outcome, options: options) }
        /// The call's own failure, whether the transport's, a refusal before sending, or the response's.
        package var error: CourierError? { outcome.error }
        /// The call's failure, or else why what it gave could not be kept: what fails a command, a case or a tool call.
        package var failure: CourierError? { outcome.error ?? storeError }
        /// The exit code ``failure`` means (0 when there is none).
        package var exitCode: Int32 { failure?.exitCode ?? outcome.exitCode }
        /// Whether anything was sent (refused input sends nothing).
        package var wasSent: Bool { outcome.wasSent }
        package var status: Int? { outcome.status }
        package var attempts: Int { outcome.attempts }
        /// libcurl's phases of the last transfer; nil when nothing was received.
        package var timings: Timings? {
            guard case .answered(_, let response, _) = outcome else { return nil }
            return response.timings
        }
        /// The envelope's code, when the answer came in the call's envelope (not from another origin).
        package var envelopeCode: JSON? {
            guard options.dataKey != nil, let codeKey, case .answered(_, _, let verdict) = outcome else { return nil }
            return verdict.envelope?[codeKey]
        }
        /// Lets the response's raw bytes go: the parsed body is all a document prints. (Smoke keeps them for the cases
        /// whose result is dropped once judged, where letting them go copied the whole outcome to no end.)
        package mutating func releaseRawBody() {
            guard case .answered(let delivery, var response, let verdict) = outcome, !response.body.isEmpty else { return }
            response.body = []
            outcome = .answered(delivery, response, verdict)
        }

        /// The document as `--select` and a plan's captures read it: `data` is the envelope's data, or the body
        /// without an envelope.
        package func selectionRoot() -> JSON { Selection.root(document.json(), dataKey: options.dataKey) }
    }

    /// The transfer limits, decided here only: `--timeout` wins over the route's own timeout, which wins
    /// over the default. Single calls and smoke cases both take them from here.
    package var transportOptions: TransportOptions {
        var options = settings.sending.transport
        if let timeout = route.timeout, !settings.sending.timeoutGiven { options.totalTimeout = timeout }
        return options
    }

    /// The pipeline this call goes through: its plugins (made from the settings unless given), limits,
    /// retry and redirect policies, and how its response is judged.
    /// - Parameters:
    ///   - session: the session to send instead of the settings' own (after a refresh).
    ///   - renewedBy: what gave that session, as a 401 hint names it (``ErrorWording/renewedSession(byLogin:)``).
    package func pipeline(plugins: [any Plugin]? = nil, session: Session? = nil, renewedBy: String? = nil) -> Pipeline {
        let plugins = plugins ?? (session == nil ? sharedPlugins : nil) ?? Self.plugins(settings, api: api, session: session, renewedBy: renewedBy)
        var redirects = settings.sending.redirects
        // A login's password or a refresh token in the body would be re-sent by a 307 or 308 to wherever it points.
        if carriesCredentials || route.grant != nil { redirects.keepsToOwnOrigins = true }
        var pipeline = Pipeline(plugins: plugins, transport: transport, options: transportOptions,
                                retry: settings.sending.stub == nil ? settings.sending.retry : .none, redirects: redirects,
                                clock: Self.clock,
                                evaluator: ResponseEvaluator(envelope: envelope, checksContract: settings.output.checksContract))
        pipeline.builder = RequestBuilder(appBaseURLs: api.appBaseURLs)
        pipeline.nextPage = startPage
        pipeline.ownPlugins = plugins.count - api.plugins.count  // the API's come last (``plugins(_:api:session:)``)
        return pipeline
    }

    /// The real clock, cancelled by Ctrl-C (or the call on its thread cancelled, ``Cancellation``): made once, not for each pipeline (a smoke run makes one a line).
    package static let clock = PipelineClock.system(isCancelled: { Interrupts.arrived || Cancellation.currentIsCancelled })

    /// The envelope this call's response is judged by: none with `--no-envelope`, else the route's own,
    /// else the API's.
    package var envelope: Envelope { settings.output.ignoresEnvelope ? .plain : route.envelope ?? api.envelope
    }

    /// Sends the call through its transport, waiting for the outcome: the stored session renewed as
    /// ``SessionRefresh`` says, and the session a login gives kept (``Call+Session``).
    package func perform(keepsRawBody: Bool = false) -> Result {
        let started = PipelineClock.system.now()
        let (outcome, learned) = runWithSession()
        var result = result(outcome, milliseconds: (PipelineClock.system.now() - started) * 1000, keepsRawBody: keepsRawBody)
        result.sessionSecrets = learned.secrets
        result.storeError = learned.storeError ?? result.storeError
        keepCookies(of: outcome, in: &result)
        return result
    }

    /// `--cookie-jar`: the cookies the answer set join the jar, which is written back (as curl's `-c`, whether
    /// or not the call succeeded); a cookie for a domain the host is not in is not kept, and warns.
    private func keepCookies(of outcome: CallOutcome, in result: inout Result) {
        guard var file = settings.credentials.cookieJar, let response = outcome.response, let delivery = outcome.delivery else { return }
        let url = delivery.redirects.last ?? delivery.request.url
        result.warnings += file.jar.receive(response.headers, from: url, now: PipelineClock.system.now()).map { .foreignCookie(name: $0, url: url) }
        result.sessionSecrets += file.jar.secrets
        do throws(CourierError) {
            try file.save()
        } catch {
            result.storeError = result.storeError ?? error
        }
    }

    /// The options every document of this call is printed with; the proxy shown is the one `request`'s URL goes through.
    package func documentOptions(for request: HTTPRequest?) -> OutputDocument.Options {
        var options = OutputDocument.Options(route: name, verbose: settings.output.verbose, secretHeaders: settings.credentials.secretHeaders,
                                             insecure: settings.sending.transport.insecure, proxy: settings.sending.proxy.shown(for: request?.url),
                                             dataKey: request?.origin == .foreign ? nil : envelope.dataKey)
        options.sessionNote = settings.credentials.sessionNote
        options.baseURLNote = settings.target.ignoredBaseURLVariable.map(ErrorWording.baseURLVariableIgnored)
        return options
    }

    /// Makes the output document of a call Core has judged (however it was driven).
    /// - Parameter keepsRawBody: keep the body's bytes (for `--output body`); otherwise they are let go once parsed.
    package func result(_ outcome: CallOutcome, milliseconds: Double, keepsRawBody: Bool = false) -> Result {
        documented(outcome, milliseconds: milliseconds, keepsRawBody: keepsRawBody, recordError: record(outcome))
    }

    /// ``result(_:milliseconds:keepsRawBody:)`` for an outcome already recorded (``record(_:)``): smoke records a case
    /// as soon as it is judged.
    package func documented(_ outcome: consuming CallOutcome, milliseconds: Double, keepsRawBody: Bool = false, recordError: CourierError?) -> Result {
        let options = documentOptions(for: outcome.request)
        // Made whole and handed back as made (a smoke run makes one a case): set field by field, it was copied twice.
        if keepsRawBody { return Result(outcome: outcome, options: options, milliseconds: milliseconds, codeKey: envelope.format?.codeKey, storeError: recordError) }
        var released = Result(outcome: outcome, options: options, milliseconds: milliseconds, codeKey: envelope.format?.codeKey, storeError: recordError)
        released.releaseRawBody()
        return released
    }

    /// `--record`: the response as a sample, scrubbed (``SampleRecording``), under the next name for this call.
    /// A stubbed answer is not recorded. - Returns: why it could not be written (the call itself stands).
    package func record(_ outcome: CallOutcome) -> CourierError? {
        guard let directory = settings.sending.record, settings.sending.stub == nil, let response = outcome.response else { return nil }
        let sample = SampleRecording.sample(route: name, name: samples.nextRecording(route: name, name: sampleName), response: response,
                                            grant: route.grant, secrets: settings.secrets, secretHeaders: settings.credentials.secretHeaders)
        do throws(CourierError) {
            try directory.write(sample)
            return nil
        } catch {
            return error
        }
    }

    /// - Parameter session: a session renewed during this call, sent instead of the stored one.
    ///
    /// Courier's request plugins are listed only when they have something to add (common parameters, a credential,
    /// cookies, `-H`): an idle one still took the request in and handed it back, copying it, on every request
    /// (every smoke line). They only change requests, so leaving one out changes nothing else.
    package static func plugins(_ settings: Settings, api: APIDescription, session renewed: Session? = nil, renewedBy: String? = nil) -> [any Plugin] {
        let session = renewed ?? settings.credentials.session
        let cookie = session.flatMap { session in session.cookie.flatMap { name in session.cookieScope.map { (name, $0) } } }
        let token = renewed?.token ?? settings.credentials.token
        var plugins: [any Plugin] = [DefaultHeadersPlugin(["User-Agent": "courier/\(CourierVersion.current)", "Accept": "application/json"])]
        plugins.reserveCapacity(7 + api.plugins.count)
        if !settings.target.commonParameters.isEmpty { plugins.append(CommonParametersPlugin(settings.target.commonParameters)) }
        if token?.isEmpty == false || settings.credentials.basic != nil {
            var auth = AuthPlugin(scheme: api.auth, token: token, basic: settings.credentials.basic, cookie: cookie)
            if let session, token == session.token { auth.tokenOrigins = settings.target.sessionOrigins(grantedBy: session.origin) }
            plugins.append(auth)
        }
        if let jar = settings.credentials.cookieJar?.jar, !jar.cookies.isEmpty { plugins.append(CookieJarPlugin(jar: jar)) }
        if !settings.target.extraHeaders.isEmpty { plugins.append(ExtraHeadersPlugin(settings.target.extraHeaders)) }
        // Courier's own hint first, then the team's plugins: each `process` is given the outcome the one before made.
        var hint = TokenHintPlugin(tokenSource: renewed == nil ? settings.credentials.tokenSource : renewedBy ?? settings.credentials.tokenSource,
                                   hasToken: token != nil, sentBasic: settings.credentials.basic != nil, apiAsksBasic: api.auth == .basic)
        hint.basicSource = settings.credentials.basicSource
        hint.prefix = VariablePrefix(program: api.programName)
        hint.givenHeader = settings.givenAuthHeader(api: api)
        plugins.append(hint)
        plugins.append(EnvelopeHintPlugin())
        if let declared = settings.target.replacedBaseURL {
            plugins.append(BaseURLHintPlugin(declared: declared, given: settings.target.environment.baseURL,
                                             source: settings.target.sources["baseURL"] ?? "--base-url"))
        }
        plugins.append(contentsOf: api.plugins)
        return plugins
    }

    /// The route's sample called `name` (the first when `name` is empty).
    package static func sample(named name: String, of route: any Route, action: String) throws(CourierError) -> SampleResponse {
        let samples = route.samples
        guard let first = samples.first else { throw .usage(.noSamples(action: action)) }
        if name.isEmpty { return first }
        guard let sample = samples.first(where: { $0.name == name }) else {
            throw .usage(.unknownSample(name, action: action, known: samples.map(\.name)))
        }
        return sample
    }

    /// The transport for these settings: the network, or the route's sample for `--stub`.
    /// - Parameters:
    ///   - sampleName: this call's name among recorded samples (``SampleName``), for `--stub-dir`.
    ///   - book: the run's count of replays per name.
    package static func transport(_ settings: Settings, route: any Route, action: String, sampleName: String = SampleName.fallback,
                          book: SampleBook = SampleBook(), network: @autoclosure () -> any Transport) throws(CourierError) -> any Transport
    {
        guard let name = settings.sending.stub else {
            // OpenSSL reads SSLKEYLOGFILE when libcurl starts: set here, as the transport is made, never while resolving.
            if let path = settings.sending.keyLogPath { ProcessEnvironment.enableKeyLog(path) }
            return network()
        }
        if let directory = settings.sending.stubDirectory {
            let fallback = name.isEmpty ? route.samples.first : route.samples.first { $0.name == name }
            let chosen = name.isEmpty ? sampleName : name
            // Read now as well as when sent: a bad file, or no answer at all, is refused before anything runs.
            if try directory.read(route: action, name: chosen) == nil, fallback == nil {
                throw .usage(.noRecording(action: action, name: chosen, directory: directory.path))
            }
            return RecordedStubTransport(directory: directory, route: action, name: chosen, fallback: fallback, book: book)
        }
        return StubTransport(sample: try sample(named: name, of: route, action: action))
    }
}
