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
    }

    /// Steps ``SessionRefresh`` to its end: sends the call (with the renewed session after a refresh), calls the
    /// refresh route when the machine asks, stores what a refresh or a login gave.
    package func runWithSession() -> (CallOutcome, SessionNews) {
        var news = SessionNews()
        let credentials = settings.credentials
        let environment = settings.target.environment
        // Re-login only for a call that needs auth, whose token would be the stored session's (none from a flag or variable).
        let relogs = route.requiresAuth && api.relogin != nil && credentials.relogin != nil && credentials.basic == nil
            && (credentials.token == nil || credentials.session != nil)
        var machine = SessionRefresh(session: credentials.session, refreshes: api.refresh != nil, now: PipelineClock.system.now(), relogs: relogs)
        var last: CallOutcome = .refused(.session(.none(environment: environment.name)))
        while true {
            switch machine.step {
            case .send:
                last = pipeline(session: machine.renewed).run(route, in: environment)
                machine.answered(unauthorized: route.requiresAuth && last.error?.category == .httpUnauthorized)
            case .refresh(let refreshToken):
                let (outcome, session) = Self.refresh(with: refreshToken, api: api, settings: settings, transport: transport)
                last = outcome
                machine.refreshed(session)
            case .relogin:
                let (outcome, session) = Self.relogin(api: api, settings: settings, transport: transport)
                last = outcome
                machine.refreshed(session)
            case .finished(let ending):
                if let renewed = machine.renewed { keep(renewed, news: &news) }
                if case .refreshFailed(let error) = ending { return (last.replacingError(with: error), news) }
                keepGrant(of: last, news: &news)
                return (last, news)
            }
        }
    }

    /// Calls the API's refresh route with `refreshToken`: its outcome, and the session its grant gives or why not.
    package static func refresh(with refreshToken: String, api: APIDescription, settings: Settings,
                        transport: any Transport) -> (CallOutcome, Swift.Result<Session, CourierError>)
    {
        guard let make = api.refresh else {
            return (.refused(.session(.none(environment: settings.target.environment.name))), .failure(.session(.refreshFailed(status: nil, category: .config))))
        }
        return session(from: make(refreshToken), named: "session refresh", grantOf: "the refresh route's grant", api: api, settings: settings,
                       transport: transport) { .refreshFailed(status: $0, category: $1) }
    }

    /// Calls the API's login route with the login file's credentials: its outcome, and the session it gives or why not.
    package static func relogin(api: APIDescription, settings: Settings, transport: any Transport) -> (CallOutcome, Swift.Result<Session, CourierError>) {
        guard let make = api.relogin, let credentials = settings.credentials.relogin else {
            return (.refused(.session(.none(environment: settings.target.environment.name))), .failure(.session(.reloginFailed(status: nil, category: .config))))
        }
        return session(from: make(credentials.name, credentials.password), named: "session login", grantOf: "the login route's grant", api: api,
                       settings: settings, transport: transport) { .reloginFailed(status: $0, category: $1) }
    }

    /// Sends `route` (a refresh or a login Courier makes itself) and reads the session its grant gives: the outcome,
    /// and the session or why not (`failed` words a refusal by its status and category).
    private static func session(from route: any Route, named name: String, grantOf grantName: String, api: APIDescription, settings: Settings,
                                transport: any Transport, failed: (Int?, ErrorCategory) -> SessionReason) -> (CallOutcome, Swift.Result<Session, CourierError>)
    {
        let environment = settings.target.environment
        let outcome = Call(api: api, name: name, route: route, settings: settings, transport: transport).pipeline().run(route, in: environment)
        guard case .answered(let delivery, let response, let verdict) = outcome, verdict.isSuccess else {
            return (outcome, .failure(.session(failed(outcome.response?.status, outcome.error?.category ?? .httpUnauthorized))))
        }
        guard let grant = route.grant else { return (outcome, .failure(.session(.missing(grantName)))) }
        return (outcome, Swift.Result { () throws(CourierError) in
            try grant.session(from: response, body: verdict.body, url: delivery.redirects.last ?? delivery.request.url, now: PipelineClock.system.now())
        })
    }

    /// Stores what a successful login gives, when `--save` asks or the route always saves.
    private func keepGrant(of outcome: CallOutcome, news: inout SessionNews) {
        guard let grant = route.grant, settings.credentials.savesSession || grant.savesAlways,
              case .answered(let delivery, let response, let verdict) = outcome, verdict.isSuccess
        else { return }
        do throws(CourierError) {
            let session = try grant.session(from: response, body: verdict.body, url: delivery.redirects.last ?? delivery.request.url,
                                            now: PipelineClock.system.now())
            keep(session, news: &news)
        } catch {
            news.storeError = error
        }
    }

    private func keep(_ session: Session, news: inout SessionNews) {
        news.secrets += session.secrets
        do throws(CourierError) {
            try settings.store(session)
        } catch {
            news.storeError = news.storeError ?? error
        }
    }
}

extension Settings {
    /// Stores `session` for this API and environment.
    package func store(_ session: Session) throws(CourierError) {
        guard let store = credentials.sessions else { throw credentials.storeProblem ?? .session(.noStateDirectory) }
        try store.save(session, for: target.environment.name)
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
