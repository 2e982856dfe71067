import CourierCore

/// A call with a stored session: sent with it, renewed once when it has expired or is refused, and a login's
/// session kept (`--save`, or a route that always saves). Single calls take this path; smoke renews an expired
/// session once for the whole run instead (``RunSessions``).
extension Call {
    /// What a call learned about its session besides its outcome.
    package struct SessionNews {
        /// Tokens a refresh or a login gave: secrets from now on.
        package var secrets: [String] = []
        /// Why a session the call gave could not be stored.
        package var storeError: CourierError?

        /// Adds `values` in every form they may be printed in (a token with a control character is printed escaped).
        mutating func learn(_ values: [String]) {
            for value in values where !value.isEmpty {
                for form in Redaction.forms(of: value) where !secrets.contains(form) { secrets.append(form) }
            }
        }
    }

    /// Steps ``SessionRefresh`` to its end: sends the call (with the renewed session after a refresh), calls the
    /// refresh route when the machine asks, stores what a refresh or a login gave.
    package func runWithSession() -> (CallOutcome, SessionNews) {
        var news = SessionNews()
        let credentials = settings.credentials
        let environment = settings.target.environment
        // Re-login only for a call that needs auth, whose token would be the stored session's (none from a flag or variable,
        // `-u`, netrc or the user's own auth header).
        let relogs = route.requiresAuth && api.relogin != nil && credentials.relogin != nil && credentials.basic == nil
            && (credentials.token == nil || credentials.session != nil) && settings.givenAuthHeader(api: api) == nil
        // Only a session that was sent is renewed: a 401 to another credential says nothing about it.
        var machine = SessionRefresh(session: settings.sendsStoredSession(api: api) ? credentials.session : nil, refreshes: api.refresh != nil,
                                     now: PipelineClock.system.now(), relogs: relogs)
        var last: CallOutcome = .refused(.session(.none(environment: environment.name)))
        // What gave the session sent since a renewal, for the hint of a retry refused again.
        var renewedBy: String?
        while true {
            switch machine.step {
            case .send:
                last = pipeline(session: machine.renewed, renewedBy: renewedBy).run(route, in: environment)
                machine.answered(unauthorized: route.requiresAuth && last.error?.category == .httpUnauthorized)
            case .refresh(let refreshToken):
                let (outcome, session, secrets) = Self.refresh(with: refreshToken, api: api, settings: settings, transport: transport)
                last = outcome
                news.learn(secrets)
                renewedBy = ErrorWording.renewedSession(byLogin: false)
                machine.refreshed(session)
            case .relogin:
                let (outcome, session, secrets) = Self.relogin(api: api, settings: settings, transport: transport)
                last = outcome
                news.learn(secrets)
                renewedBy = ErrorWording.renewedSession(byLogin: true)
                machine.refreshed(session)
            case .finished(let ending):
                if let renewed = machine.renewed { keep(renewed, news: &news) }
                if case .refreshFailed(let error) = ending { return (last.replacingError(with: error), news) }
                keepGrant(of: last, news: &news)
                return (last, news)
            }
        }
    }

    /// Calls the API's refresh route with `refreshToken`: its outcome, the session its grant gives or why not, and the
    /// tokens its answer carries (secrets whether or not the session was taken).
    package static func refresh(with refreshToken: String, api: APIDescription, settings: Settings,
                        transport: any Transport) -> (CallOutcome, Swift.Result<Session, CourierError>, [String])
    {
        guard let make = api.refresh else {
            return (.refused(.session(.none(environment: settings.target.environment.name))), .failure(.session(.refreshFailed(status: nil, category: .config))), [])
        }
        return session(from: make(refreshToken), named: "session refresh", grantOf: "the refresh route's grant", relogin: false, api: api,
                       settings: settings, transport: transport)
    }

    /// Calls the API's login route with the login file's credentials: its outcome, the session it gives or why not, and
    /// the tokens its answer carries.
    package static func relogin(api: APIDescription, settings: Settings, transport: any Transport) -> (CallOutcome, Swift.Result<Session, CourierError>, [String]) {
        guard let make = api.relogin, let credentials = settings.credentials.relogin else {
            return (.refused(.session(.none(environment: settings.target.environment.name))), .failure(.session(.reloginFailed(status: nil, category: .config))), [])
        }
        return session(from: make(credentials.name, credentials.password), named: "session login", grantOf: "the login route's grant", relogin: true,
                       api: api, settings: settings, transport: transport)
    }

    /// Sends `route` (a refresh or a login Courier makes itself, never off its origin) and reads the session its grant
    /// gives: the outcome, the session or why not, and every token the answer carries where the grant says, which are
    /// secrets the moment they are read (an answer refused after it arrived is printed as the call's failure).
    private static func session(from route: any Route, named name: String, grantOf grantName: String, relogin: Bool, api: APIDescription,
                                settings: Settings, transport: any Transport) -> (CallOutcome, Swift.Result<Session, CourierError>, [String])
    {
        let environment = settings.target.environment
        var call = Call(api: api, name: name, route: route, settings: settings, transport: transport)
        call.carriesCredentials = true
        let outcome = call.pipeline().run(route, in: environment)
        let secrets = outcome.response.map { route.grant?.secrets(in: $0) ?? [] } ?? []
        guard case .answered(let delivery, let response, let verdict) = outcome, verdict.isSuccess else {
            let status = outcome.response?.status
            // Answered 2xx yet refused, or never answered: the cause says more than a status could.
            if let cause = outcome.error, status.map({ (200..<300).contains($0) }) ?? true {
                return (outcome, .failure(.session(.renewalRefused(relogin: relogin, status: status, cause: cause.reason))), secrets)
            }
            let category = outcome.error?.category ?? .httpUnauthorized
            return (outcome, .failure(.session(relogin ? .reloginFailed(status: status, category: category) : .refreshFailed(status: status, category: category))),
                    secrets)
        }
        guard let grant = route.grant else { return (outcome, .failure(.session(.missing(grantName))), secrets) }
        do throws(CourierError) {
            let session = try grant.session(from: response, body: verdict.body, url: delivery.redirects.last ?? delivery.request.url,
                                            now: PipelineClock.system.now())
            return (outcome, .success(session), secrets)
        } catch {
            return (outcome, .failure(.session(.renewalRefused(relogin: relogin, status: response.status, cause: error.reason))), secrets)
        }
    }

    /// Stores what a successful login gives, when `--save` asks or the route always saves. The tokens its answer
    /// carries are secrets whether or not it succeeded: a login refused after its answer arrived prints that answer.
    private func keepGrant(of outcome: CallOutcome, news: inout SessionNews) {
        guard let grant = route.grant, settings.credentials.savesSession || grant.savesAlways else { return }
        if let response = outcome.response { news.learn(grant.secrets(in: response)) }
        guard case .answered(let delivery, let response, let verdict) = outcome, verdict.isSuccess else { return }
        do throws(CourierError) {
            let session = try grant.session(from: response, body: verdict.body, url: delivery.redirects.last ?? delivery.request.url,
                                            now: PipelineClock.system.now())
            keep(session, news: &news)
        } catch {
            news.storeError = error
        }
    }

    private func keep(_ session: Session, news: inout SessionNews) {
        news.learn(session.secrets)
        do throws(CourierError) {
            try settings.store(session)
        } catch {
            news.storeError = news.storeError ?? error
        }
    }
}

extension Settings {
    /// The auth header (`Authorization`, or the API's own) the user gave with `-H`, which replaces any token or session:
    /// its name, or `nil`.
    package func givenAuthHeader(api: APIDescription) -> String? {
        let name: String
        switch api.auth {
        case .header(let own): name = own
        case .query: return nil
        default: name = "Authorization"
        }
        return target.extraHeaders.contains(name) ? name : nil
    }

    /// Whether calls carry the stored session: there is one (for the origin calls go to) and neither `-u`, netrc nor
    /// the user's own auth header replaces it.
    package func sendsStoredSession(api: APIDescription) -> Bool {
        credentials.session != nil && credentials.basic == nil && givenAuthHeader(api: api) == nil
    }

    /// Stores `session` for this API and environment.
    package func store(_ session: Session) throws(CourierError) {
        guard let store = credentials.sessions else { throw credentials.storeProblem ?? .session(.noStateDirectory) }
        try store.save(session, for: target.sessionKey)
    }
}

extension CallOutcome {
    /// The same outcome failing with `error` instead (a refresh that failed is the call's failure).
    package func replacingError(with error: CourierError) -> CallOutcome {
        switch self {
        case .refused: .refused(error)
        case .failed(let delivery, _): .failed(delivery, error)
        case .answered(let delivery, let response, var outcome):
            {
                outcome.error = error
                return .answered(delivery, response, outcome)
            }()
        }
    }
}
