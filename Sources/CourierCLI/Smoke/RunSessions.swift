import CourierCore
import CurlTransport

/// The stored sessions a smoke run's cases share, one per environment: each renewed at most once for the whole
/// run (``SharedSessionRenewal``), before the first case when its known expiry has passed, or when a case meets a
/// 401 mid-run. Cases refused together cause one refresh; each is retried once with the renewed session, and the
/// cases made before it are made again with it before they are sent. The renewed session is stored, as a single
/// call stores it.
final class RunSessions {
    let api: APIDescription
    private var renewals: [String: SharedSessionRenewal] = [:]

    init(api: APIDescription) { self.api = api }

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
        guard let stored = settings.credentials.session else { return (settings, 0) }
        let name = settings.target.environment.name
        var renewal = renewals[name] ?? SharedSessionRenewal(session: stored, refreshes: api.refresh != nil)
        if renewals[name] == nil, case .refresh(let token) = renewal.beforeSending(now: PipelineClock.system.now()) {
            refresh(&renewal, token: token, settings: settings)
        }
        renewals[name] = renewal
        return (adopting(renewal, into: settings), renewal.generation)
    }

    /// A case made at `generation` with `settings` was refused: retry it with a renewed session, fail it with the
    /// refresh's error, or `nil` to let its outcome stand.
    func unauthorized(_ settings: Settings, sentWith generation: Int) -> Resolution? {
        let name = settings.target.environment.name
        guard settings.credentials.session != nil, var renewal = renewals[name] else { return nil }
        if case .refresh(let token) = renewal.unauthorized(sentWith: generation) {
            refresh(&renewal, token: token, settings: settings)
            renewals[name] = renewal
        }
        switch renewal.unauthorized(sentWith: generation) {
        case .retry: return .retry(adopting(renewal, into: settings), generation: renewal.generation)
        case .fail(let error): return .fail(error)
        case .keep, .refresh: return nil
        }
    }

    /// Calls the refresh route once (on its own transfer) and stores the session it gives.
    private func refresh(_ renewal: inout SharedSessionRenewal, token: String, settings: Settings) {
        renewal.refreshed(Call.refresh(with: token, api: api, settings: settings, transport: CurlTransport()).1)
        if renewal.generation > 0, let session = renewal.session { try? settings.store(session) }
    }

    private func adopting(_ renewal: SharedSessionRenewal, into settings: Settings) -> Settings {
        guard renewal.generation > 0, let session = renewal.session else { return settings }
        var adopted = settings
        adopted.credentials.adopt(session)
        return adopted
    }
}
