import Testing
@testable import CourierCore

/// The refresh machine stepped by tables: what it asks for after each event, and that it can never ask for a
/// second refresh or a third send.
struct SessionRefreshTests {
    /// An event the driver reports: a send answered (401 or not), or a refresh that worked or failed.
    enum Event: CustomStringConvertible {
        case answered(unauthorized: Bool)
        case refreshed(ok: Bool)
        var description: String {
            switch self {
            case .answered(let unauthorized): unauthorized ? "401" : "ok"
            case .refreshed(let ok): ok ? "refreshed" : "refresh failed"
            }
        }
    }

    static let refused = CourierError.session(.refreshFailed(status: 401, category: .httpUnauthorized))
    static let fresh = Session(token: "t1", refreshToken: "r1", expiresAt: 2_000)
    static let expired = Session(token: "t1", refreshToken: "r1", expiresAt: 500)
    static let noRefreshToken = Session(token: "t1")

    /// Steps the machine through `events`, recording each step it asked for (the first, then one per event).
    static func steps(_ session: Session?, refreshes: Bool, _ events: [Event]) -> [SessionRefresh.Step] {
        var machine = SessionRefresh(session: session, refreshes: refreshes, now: 1_000)
        var steps = [machine.step]
        for event in events {
            switch event {
            case .answered(let unauthorized): machine.answered(unauthorized: unauthorized)
            case .refreshed(true): machine.refreshed(.success(Session(token: "t2")))
            case .refreshed(false): machine.refreshed(.failure(refused))
            }
            steps.append(machine.step)
        }
        return steps
    }

    @Test(arguments: [
        // A good token: one send.
        (fresh, true, [Event.answered(unauthorized: false)], [SessionRefresh.Step.send(token: "t1"), .finished(.answered)]),
        // Refused: one refresh, one retry with the new token.
        (fresh, true, [.answered(unauthorized: true), .refreshed(ok: true), .answered(unauthorized: false)],
         [.send(token: "t1"), .refresh("r1"), .send(token: "t2"), .finished(.answered)]),
        // The retry is refused too: the call ends, no second refresh.
        (fresh, true, [.answered(unauthorized: true), .refreshed(ok: true), .answered(unauthorized: true)],
         [.send(token: "t1"), .refresh("r1"), .send(token: "t2"), .finished(.answered)]),
        // The refresh is refused: the call ends with that, no retry.
        (fresh, true, [.answered(unauthorized: true), .refreshed(ok: false)], [.send(token: "t1"), .refresh("r1"), .finished(.refreshFailed(refused))]),
        // A known expiry past: refreshed before the first send, and a 401 after it ends the call.
        (expired, true, [.refreshed(ok: true), .answered(unauthorized: true)], [.refresh("r1"), .send(token: "t2"), .finished(.answered)]),
        (expired, true, [.refreshed(ok: false)], [.refresh("r1"), .finished(.refreshFailed(refused))]),
        // No refresh route, or no refresh token: a 401 is the answer.
        (fresh, false, [.answered(unauthorized: true)], [.send(token: "t1"), .finished(.answered)]),
        (noRefreshToken, true, [.answered(unauthorized: true)], [.send(token: "t1"), .finished(.answered)]),
        (expired, false, [.answered(unauthorized: true)], [.send(token: "t1"), .finished(.answered)]),
    ] as [(Session, Bool, [Event], [SessionRefresh.Step])])
    func refreshesAtMostOnceAndRetriesAtMostOnce(session: Session, refreshes: Bool, events: [Event], expected: [SessionRefresh.Step]) {
        #expect(Self.steps(session, refreshes: refreshes, events) == expected)
    }

    @Test func aTokenFromElsewhereIsNeverRefreshed() {
        #expect(Self.steps(nil, refreshes: true, [.answered(unauthorized: true)]) == [.send(token: nil), .finished(.answered)])
    }

    @Test func aRefreshThatGivesNoRefreshTokenKeepsTheOldOne() {
        var machine = SessionRefresh(session: Self.expired, refreshes: true, now: 1_000)
        machine.refreshed(.success(Session(token: "t2")))
        #expect(machine.renewed == Session(token: "t2", refreshToken: "r1"))
    }

    /// With the user's login file: a call with no session logs in first; a refused one whose refresh failed (or that
    /// has no refresh token) logs in again; each at most once.
    @Test func reloginHappensAtMostOnce() {
        var none = SessionRefresh(session: nil, refreshes: true, now: 1_000, relogs: true)
        #expect(none.step == .relogin)
        none.refreshed(.success(Session(token: "t9")))
        #expect(none.step == .send(token: "t9"))
        none.answered(unauthorized: true)
        #expect(none.step == .finished(.answered), "no second login")

        var refusedRefresh = SessionRefresh(session: Self.fresh, refreshes: true, now: 1_000, relogs: true)
        refusedRefresh.answered(unauthorized: true)
        #expect(refusedRefresh.step == .refresh("r1"))
        refusedRefresh.refreshed(.failure(Self.refused))
        #expect(refusedRefresh.step == .relogin)
        refusedRefresh.refreshed(.failure(Self.refused))
        #expect(refusedRefresh.step == .finished(.refreshFailed(Self.refused)))

        var noRefreshToken = SessionRefresh(session: Self.noRefreshToken, refreshes: true, now: 1_000, relogs: true)
        noRefreshToken.answered(unauthorized: true)
        #expect(noRefreshToken.step == .relogin)
        noRefreshToken.refreshed(.success(Session(token: "t2")))
        noRefreshToken.answered(unauthorized: true)
        #expect(noRefreshToken.step == .finished(.answered))
    }
}
