import Testing
@testable import CourierCore

/// A smoke run's one session per environment: at most one refresh for all its cases, a retry for each case sent
/// with the old session, and no second refresh whatever happens after the first.
struct SharedSessionRenewalTests {
    static let stored = Session(token: "t1", refreshToken: "r1", expiresAt: 2_000)
    static let renewed = Session(token: "t2", expiresAt: 3_000)
    static let refused = CourierError.session(.refreshFailed(status: 401, category: .httpUnauthorized))

    @Test func casesRefusedTogetherCauseOneRefreshAndEachIsRetried() {
        var renewal = SharedSessionRenewal(session: Self.stored, refreshes: true)
        #expect(renewal.beforeSending(now: 1_000) == .keep)
        #expect(renewal.unauthorized(sentWith: 0) == .refresh("r1"))
        renewal.refreshed(.success(Self.renewed))
        var kept = Self.renewed
        kept.refreshToken = "r1"
        #expect(renewal.generation == 1 && renewal.session == kept, "the old refresh token is kept when the refresh gives none")
        // The case that asked, and every other case sent with the old session: retried, never refreshed again.
        #expect(renewal.unauthorized(sentWith: 0) == .retry(kept))
        #expect(renewal.unauthorized(sentWith: 0) == .retry(kept))
        // A case sent with the renewed session and refused again: its outcome stands (no loop).
        #expect(renewal.unauthorized(sentWith: 1) == .keep)
    }

    @Test func aRefusedRefreshFailsEveryRefusedCaseAndIsNotTriedAgain() {
        var renewal = SharedSessionRenewal(session: Self.stored, refreshes: true)
        renewal.refreshed(.failure(Self.refused))
        #expect(renewal.generation == 0)
        #expect(renewal.unauthorized(sentWith: 0) == .fail(Self.refused))
        #expect(renewal.unauthorized(sentWith: 0) == .fail(Self.refused))
    }

    @Test func anExpiredSessionIsRenewedBeforeSendingAndCountsAsTheRunsOneRefresh() {
        var renewal = SharedSessionRenewal(session: Self.stored, refreshes: true)
        #expect(renewal.beforeSending(now: 2_500) == .refresh("r1"))
        renewal.refreshed(.success(Self.renewed))
        #expect(renewal.beforeSending(now: 2_500) == .keep)
        #expect(renewal.unauthorized(sentWith: 1) == .keep)
    }

    @Test(arguments: [(Session?.none, true), (Session(token: "t1"), true), (stored, false)])
    func nothingIsRefreshedWithoutASessionARefreshTokenOrARefreshRoute(session: Session?, refreshes: Bool) {
        let renewal = SharedSessionRenewal(session: session, refreshes: refreshes)
        #expect(renewal.unauthorized(sentWith: 0) == .keep)
        #expect(renewal.beforeSending(now: 9_999) == .keep)
    }

    /// With a login file: a refused refresh, or no session at all, leads to one login for the run, never a second.
    @Test func aRunLogsInAgainAtMostOnceWhenNoRefreshRenewsItsSession() {
        var refused = SharedSessionRenewal(session: Self.stored, refreshes: true, relogs: true)
        #expect(refused.unauthorized(sentWith: 0) == .refresh("r1"))
        refused.refreshed(.failure(Self.refused))
        #expect(refused.unauthorized(sentWith: 0) == .relogin)
        refused.loggedIn(.success(Self.renewed))
        #expect(refused.generation == 1 && refused.unauthorized(sentWith: 0) == .retry(refused.session!))
        #expect(refused.unauthorized(sentWith: 1) == .keep, "the login is spent")

        var none = SharedSessionRenewal(session: nil, refreshes: true, relogs: true)
        #expect(none.unauthorized(sentWith: 0) == .relogin)
        none.loggedIn(.failure(Self.refused))
        #expect(none.unauthorized(sentWith: 0) == .fail(Self.refused))
    }
}
