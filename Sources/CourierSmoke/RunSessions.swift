import CourierCore
import CourierClient

/// The stored sessions a smoke run's cases share, one per environment: each renewed at most once for the whole
/// run (``SharedSessionRenewal``), before the first case when its known expiry has passed, or when a case meets a
/// 401 mid-run. Cases refused together cause one refresh; each is retried once with the renewed session, and the
/// cases made before it are made again with it before they are sent. The renewed session is stored, as a single
/// call stores it. With a login file and an API that declares re-login, a refused case no refresh renews logs in
/// again instead, also once for the run.
package final class RunSessions {
    let api: APIDescription
    /// The transport a refresh or a login goes out on, each on its own transfer.
    private let network: () -> any Transport
    private var renewals: [String: SharedSessionRenewal] = [:]

    package init(api: APIDescription, network: @escaping () -> any Transport) {
        self.api = api
        self.network = network
    }

    /// What a refused case does next.
    enum Resolution {
        /// Send it once more with these settings (the renewed session), made at this generation.
        case retry(Settings, generation: Int)
        /// The run's refresh failed: the case fails with this error.
        case fail(CourierError)
    }

    /// `settings` with the run's session for its environment, and the generation that session is at. The first
    /// case on an environment starts its renewal from the stored session (renewed now when expired). Settings whose
    /// token is not the stored session's (a flag, a variable) are left as they are, at generation 0.
    func settle(_ settings: Settings) -> (Settings, generation: Int) {
        settledIfShared(settings) ?? (settings, 0)
    }

    /// ``settle(_:)`` where the settings share the run's session; `nil` where it leaves them as they are (at generation
    /// 0), so that a caller holding them uses its own instead of a copy.
    func settledIfShared(_ settings: Settings) -> (Settings, generation: Int)? {
        guard sharesSession(settings) else { return nil }
        let name = settings.target.sessionKey
        if let renewal = renewals[name] { return (adopting(renewal, into: settings), renewal.generation) }
        guard let stored = settings.credentials.session else { return nil }
        var renewal = SharedSessionRenewal(session: stored, refreshes: api.refresh != nil, relogs: relogs(settings))
        if case .refresh(let token) = renewal.beforeSending(now: PipelineClock.system.now()) {
            refresh(&renewal, token: token, settings: settings)
        }
        renewals[name] = renewal
        return (adopting(renewal, into: settings), renewal.generation)
    }

    /// Whether the call's token is the run's session: the stored one, or none at all with a login file to log in
    /// from (never a flag's or variable's, nor `--user`, netrc or the case's own auth header, whose 401 says nothing
    /// about the session).
    private func sharesSession(_ settings: Settings) -> Bool {
        // Read in place: a copy of the credentials (to read three of their fields) retained all of them, every case.
        guard settings.givenAuthHeader(api: api) == nil else { return false }
        return settings.sendsStoredSession(api: api) || (settings.credentials.token == nil && settings.credentials.basic == nil && relogs(settings))
    }

    /// A case made at `generation` with `settings` was refused: retry it with a renewed session, fail it with the
    /// refresh's error, or `nil` to let its outcome stand.
    func unauthorized(_ settings: Settings, sentWith generation: Int) -> Resolution? {
        let name = settings.target.sessionKey
        guard sharesSession(settings) else { return nil }
        var renewal = renewals[name] ?? SharedSessionRenewal(session: nil, refreshes: false, relogs: relogs(settings))
        // At most a refresh and then a login, each once for the run.
        for _ in 0..<2 {
            switch renewal.unauthorized(sentWith: generation) {
            case .refresh(let token): refresh(&renewal, token: token, settings: settings)
            case .relogin:
                renewal.loggedIn(Call.relogin(api: api, settings: settings, transport: network()).1)
                if renewal.generation > 0, let session = renewal.session { try? settings.store(session) }
            default: break
            }
        }
        renewals[name] = renewal
        switch renewal.unauthorized(sentWith: generation) {
        case .retry: return .retry(adopting(renewal, into: settings), generation: renewal.generation)
        case .fail(let error): return .fail(error)
        case .keep, .refresh, .relogin: return nil
        }
    }

    /// Whether the API declares re-login and these settings name a login file.
    private func relogs(_ settings: Settings) -> Bool { api.relogin != nil && settings.credentials.relogin != nil }

    /// Calls the refresh route once (on its own transfer) and stores the session it gives.
    private func refresh(_ renewal: inout SharedSessionRenewal, token: String, settings: Settings) {
        renewal.refreshed(Call.refresh(with: token, api: api, settings: settings, transport: network()).1)
        if renewal.generation > 0, let session = renewal.session { try? settings.store(session) }
    }

    private func adopting(_ renewal: SharedSessionRenewal, into settings: Settings) -> Settings {
        guard renewal.generation > 0, let session = renewal.session else { return settings }
        var adopted = settings
        adopted.credentials.adopt(session)
        return adopted
    }
}
