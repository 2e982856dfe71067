/// When a call with a stored session renews it: before sending when its known expiry has passed, and after a
/// 401 (or the envelope code the API maps to `http.unauthorized`) — once, then the call is retried once.
///
/// With the user's login file and an API that declares re-login, a call with no stored session logs in first, and
/// a refused one whose session cannot be refreshed (or whose refresh failed) logs in again.
///
/// A state machine without I/O (as ``PipelineRun``): the driver sends the call, the refresh route or the login
/// and tells it how each ended. It can ask for at most one refresh, one login and two sends, so a renewal that is
/// refused, or a retry answered 401 again, ends the call instead of looping.
package struct SessionRefresh {
    package enum Step: Equatable {
        /// Call the API's refresh route with this refresh token, then ``refreshed(_:)``.
        case refresh(String)
        /// Call the API's login route with the login file's credentials, then ``refreshed(_:)``.
        case relogin
        /// Send the call with this token (`nil`: none stored), then ``answered(unauthorized:)``.
        case send(token: String?)
        /// The call is over.
        case finished(Ending)
    }

    package enum Ending: Equatable {
        /// The last send's outcome is the call's.
        case answered
        /// The refresh (or the login) failed: this is the call's error, and the call was not (re)sent after it.
        case refreshFailed(CourierError)
    }

    private enum State {
        case refreshing(Session)
        case relogging
        case sending(token: String?, mayRefresh: Session?)
        case finished(Ending)
    }

    private var state: State
    /// The session a refresh gave, to be stored; `nil` while none did.
    package private(set) var renewed: Session?
    /// Whether a login from the user's credentials may still be asked for (once).
    private var mayRelog: Bool

    /// - Parameters:
    ///   - session: the stored session the call's token comes from; `nil` when it comes from elsewhere (a flag,
    ///     a variable) or there is none: then nothing is refreshed.
    ///   - refreshes: whether the API declares a refresh route.
    ///   - now: seconds since 1970.
    ///   - relogs: whether the API declares re-login and the user named a login file, and the call's token is not a
    ///     flag's or variable's. Default: `false`.
    package init(session: Session?, refreshes: Bool, now: Double, relogs: Bool = false) {
        mayRelog = relogs
        if session == nil, relogs {
            mayRelog = false
            state = .relogging
            return
        }
        guard let session, refreshes, session.refreshToken != nil else {
            state = .sending(token: session?.token, mayRefresh: nil)
            return
        }
        state = session.isExpired(at: now) ? .refreshing(session) : .sending(token: session.token, mayRefresh: session)
    }

    package var step: Step {
        switch state {
        case .refreshing(let session): .refresh(session.refreshToken ?? "")
        case .relogging: .relogin
        case .sending(let token, _): .send(token: token)
        case .finished(let ending): .finished(ending)
        }
    }

    /// The send ended; `unauthorized`: its credentials were refused.
    /// - Precondition: the step is `.send`.
    package mutating func answered(unauthorized: Bool) {
        guard case .sending(_, let mayRefresh) = state else { preconditionFailure("SessionRefresh.answered(unauthorized:) while not sending") }
        if unauthorized, let session = mayRefresh {
            state = .refreshing(session)
        } else if unauthorized, mayRelog {
            mayRelog = false
            state = .relogging
        } else {
            state = .finished(.answered)
        }
    }

    /// The refresh route ended: a new session (its refresh token kept from the old one when it gives none), or why not.
    /// - Precondition: the step is `.refresh`.
    package mutating func refreshed(_ result: Result<Session, CourierError>) {
        let old: Session?
        switch state {
        case .refreshing(let session): old = session
        case .relogging: old = nil
        default: preconditionFailure("SessionRefresh.refreshed(_:) while not refreshing")
        }
        switch result {
        case .success(var session):
            if session.refreshToken == nil { session.refreshToken = old?.refreshToken }
            renewed = session
            state = .sending(token: session.token, mayRefresh: nil)
        case .failure where old != nil && mayRelog:
            // A refresh refused, with the user's credentials at hand: log in again instead (once).
            mayRelog = false
            state = .relogging
        case .failure(let error):
            state = .finished(.refreshFailed(error))
        }
    }
}
