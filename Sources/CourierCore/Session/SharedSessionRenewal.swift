/// One stored session shared by many calls (a smoke run's cases on one environment): renewed at most once for
/// all of them, whether its known expiry has passed before the first send or a case meets a 401 mid-run; cases
/// refused together cause one refresh, and each of them is retried once with the renewed session.
///
/// A state machine without I/O, as ``SessionRefresh`` (which a single call uses): each call remembers the
/// ``generation`` its request was made with; the driver asks what to do on a 401, performs a refresh when told,
/// and reports it. Once a refresh was tried (worked or not), no other is asked for in the run, so a renewed
/// session that is refused again, or a refresh refused, ends the cases that meet it instead of looping. With the
/// user's login file and an API that declares re-login, a refused case whose session no refresh renews (none
/// stored, no refresh token, or the refresh refused) logs in again instead: also once for the whole run.
package struct SharedSessionRenewal: Sendable {
    package enum Decision: Equatable {
        /// The call's outcome stands (no session of ours, no refresh route, or the one refresh was spent).
        case keep
        /// Call the API's refresh route with this refresh token, then ``refreshed(_:)``, then ask again.
        case refresh(String)
        /// Call the API's login route with the login file's credentials, then ``refreshed(_:)``, then ask again.
        case relogin
        /// Send the call once more with this session (renewed since the call's request was made).
        case retry(Session)
        /// The run's one refresh failed: this is the call's error.
        case fail(CourierError)
    }

    /// The session calls are made with now; `nil`: none stored (then nothing is renewed).
    package private(set) var session: Session?
    /// Counts renewals: a call made at a lower generation was sent with an older session.
    package private(set) var generation = 0
    private let refreshes: Bool
    private let relogs: Bool
    private var tried = false
    private var relogged = false
    private var failure: CourierError?

    /// - Parameters:
    ///   - session: the stored session the calls' token comes from; `nil` when it comes from elsewhere.
    ///   - refreshes: whether the API declares a refresh route.
    ///   - relogs: whether the API declares re-login and the user named a login file. Default: `false`.
    package init(session: Session?, refreshes: Bool, relogs: Bool = false) {
        self.session = session
        self.refreshes = refreshes
        self.relogs = relogs
    }

    /// Before the first send: a refresh when the session's known expiry has passed at `now`, else `.keep`.
    package func beforeSending(now: Double) -> Decision {
        guard let session, session.isExpired(at: now) else { return .keep }
        return refreshDecision(session)
    }

    /// A call made at `generation` was refused (401, or the envelope code mapped to it).
    package func unauthorized(sentWith generation: Int) -> Decision {
        if generation < self.generation, let session { return .retry(session) }
        if let failure { return .fail(failure) }
        if let session, case .refresh(let token) = refreshDecision(session) { return .refresh(token) }
        return relogs && !relogged ? .relogin : .keep
    }

    /// The refresh route ended: a new session (keeping the old refresh token when it gives none), or why not.
    /// The refresh route ended: a new session (keeping the old refresh token when it gives none), or why not. A
    /// refused refresh leaves the login to try, when there is one.
    package mutating func refreshed(_ result: Result<Session, CourierError>) {
        tried = true
        apply(result, ends: !relogs || relogged)
    }

    /// The login (after a ``Decision/relogin``) ended: the session it gives, or why not, which ends the renewals.
    package mutating func loggedIn(_ result: Result<Session, CourierError>) {
        relogged = true
        apply(result, ends: true)
    }

    private mutating func apply(_ result: Result<Session, CourierError>, ends: Bool) {
        switch result {
        case .success(var renewed):
            if renewed.refreshToken == nil { renewed.refreshToken = session?.refreshToken }
            session = renewed
            generation += 1
        case .failure(let error):
            if ends { failure = error }
        }
    }

    private func refreshDecision(_ session: Session) -> Decision {
        guard refreshes, !tried, let token = session.refreshToken else { return .keep }
        return .refresh(token)
    }
}
