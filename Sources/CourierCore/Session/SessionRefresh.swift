/// When a call with a stored session renews it: before sending when its known expiry has passed, and after a
/// 401 (or the envelope code the API maps to `http.unauthorized`) — once, then the call is retried once.
///
/// A state machine without I/O (as ``PipelineRun``): the driver sends the call or the refresh route and tells
/// it how each ended. It can ask for at most one refresh and two sends, so a refresh that is refused again,
/// or a retry answered 401 again, ends the call instead of looping.
package struct SessionRefresh {
    package enum Step: Equatable {
        /// Call the API's refresh route with this refresh token, then ``refreshed(_:)``.
        case refresh(String)
        /// Send the call with this token (`nil`: none stored), then ``answered(unauthorized:)``.
        case send(token: String?)
        /// The call is over.
        case finished(Ending)
    }

    package enum Ending: Equatable {
        /// The last send's outcome is the call's.
        case answered
        /// The refresh failed: this is the call's error, and the call was not (re)sent after it.
        case refreshFailed(CourierError)
    }

    private enum State {
        case refreshing(Session)
        case sending(token: String?, mayRefresh: Session?)
        case finished(Ending)
    }

    private var state: State
    /// The session a refresh gave, to be stored; `nil` while none did.
    package private(set) var renewed: Session?

    /// - Parameters:
    ///   - session: the stored session the call's token comes from; `nil` when it comes from elsewhere (a flag,
    ///     a variable) or there is none: then nothing is refreshed.
    ///   - refreshes: whether the API declares a refresh route.
    ///   - now: seconds since 1970.
    package init(session: Session?, refreshes: Bool, now: Double) {
        guard let session, refreshes, session.refreshToken != nil else {
            state = .sending(token: session?.token, mayRefresh: nil)
            return
        }
        state = session.isExpired(at: now) ? .refreshing(session) : .sending(token: session.token, mayRefresh: session)
    }

    package var step: Step {
        switch state {
        case .refreshing(let session): .refresh(session.refreshToken ?? "")
        case .sending(let token, _): .send(token: token)
        case .finished(let ending): .finished(ending)
        }
    }

    /// The send ended; `unauthorized`: its credentials were refused.
    /// - Precondition: the step is `.send`.
    package mutating func answered(unauthorized: Bool) {
        guard case .sending(_, let mayRefresh) = state else { preconditionFailure("SessionRefresh.answered(unauthorized:) while not sending") }
        if unauthorized, let session = mayRefresh { state = .refreshing(session) } else { state = .finished(.answered) }
    }

    /// The refresh route ended: a new session (its refresh token kept from the old one when it gives none), or why not.
    /// - Precondition: the step is `.refresh`.
    package mutating func refreshed(_ result: Result<Session, CourierError>) {
        guard case .refreshing(let old) = state else { preconditionFailure("SessionRefresh.refreshed(_:) while not refreshing") }
        switch result {
        case .success(var session):
            if session.refreshToken == nil { session.refreshToken = old.refreshToken }
            renewed = session
            state = .sending(token: session.token, mayRefresh: nil)
        case .failure(let error):
            state = .finished(.refreshFailed(error))
        }
    }
}
