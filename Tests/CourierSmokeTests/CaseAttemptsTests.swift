import Testing
import CourierCore
@testable import CourierSmoke

/// The attempt machine by tables: each row is a policy and the attempts' outcomes (when each ended, whether the
/// poll's checks held, whether the expectations passed), and the steps the machine answers with.
struct CaseAttemptsTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var retries = 0
        var polls = false
        var every = 1.0
        var bound: Double? = nil
        /// (ended at, until holds, passed)
        var attempts: [(Double, Bool, Bool)]
        var steps: [CaseAttempts.Step]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "one attempt that passes", retries: 1, attempts: [(0.1, true, true)], steps: [.finished(.passed)]),
        Row(name: "fails then passes: flaky", retries: 2, every: 0.05, attempts: [(0.1, true, false), (0.3, true, true)],
            steps: [.wait(0.05), .finished(.flaky(failures: 1))]),
        Row(name: "fails every time: failed after its retries", retries: 2, attempts: [(0.1, true, false), (1.2, true, false), (2.3, true, false)],
            steps: [.wait(1), .wait(1), .finished(.failed)]),
        Row(name: "no retries: the first failure is final", attempts: [(0.1, true, false)], steps: [.finished(.failed)]),
        Row(name: "polls until the check holds: passed, not flaky", polls: true, every: 2, bound: 60,
            attempts: [(0.1, false, true), (2.2, false, false), (4.3, true, true)], steps: [.wait(2), .wait(2), .finished(.passed)]),
        Row(name: "a poll ends when the next attempt would start past its bound", polls: true, every: 2, bound: 5,
            attempts: [(0.1, false, true), (2.2, false, true), (4.3, false, true)], steps: [.wait(2), .wait(2), .finished(.pollExpired)]),
        Row(name: "a held poll whose expectations fail is retried, then flaky", retries: 1, polls: true, every: 1, bound: 10,
            attempts: [(0.1, false, true), (1.2, true, false), (2.3, true, true)], steps: [.wait(1), .wait(1), .finished(.flaky(failures: 1))]),
        Row(name: "a held poll whose expectations fail without retries fails", polls: true, every: 1, bound: 10,
            attempts: [(0.1, true, false)], steps: [.finished(.failed)]),
    ]

    @Test(arguments: rows)
    func attemptsEndAsTheTableSays(row: Row) throws {
        let check = try #require(try ValueCheck.parse("data.status=done"))
        var machine = CaseAttempts(AttemptPolicy(retries: row.retries, until: row.polls ? [check] : [], every: row.every, bound: row.bound), started: 0)
        var steps: [CaseAttempts.Step] = []
        for (now, holds, passed) in row.attempts { steps.append(machine.ended(at: now, untilHolds: holds, passed: passed)) }
        #expect(steps == row.steps)
        #expect(machine.attempts == row.attempts.count)
    }

    @Test(arguments: [
        ("orders list => ok until data.status=done every 2s", "p.smoke:1: until needs a bound: add 'for DURATION'"),
        ("orders list => ok until data.status=done", "p.smoke:1: until needs a bound"),
        ("orders list => ok until", "p.smoke:1: 'until': until needs a check"),
        ("orders list => ok until ok for 5s", "p.smoke:1: 'until ok': until needs a value check"),
        ("orders list => ok retries=x", "p.smoke:1: 'retries=x': retries= expects a number of retries from 0 to 20"),
        ("orders list => ok retries=21", "p.smoke:1: 'retries=21': retries= expects"),
        ("orders list => ok until data.a=1 every 2 for 5s", "p.smoke:1: 'every 2': every needs a duration such as 500ms or 2s"),
        ("orders list => ok for 5s", "p.smoke:1: 'for': for bounds a poll: it goes with until CHECK"),
    ])
    func badAttemptFormsArePlanErrors(line: String, message: String) throws {
        var known = Set<String>()
        #expect {
            try PlanParser(variable: { _ in nil }).parse(line, file: "p.smoke", known: &known)
        } throws: { error in
            (error as? PlanError)?.description.hasPrefix(message) == true
        }
    }

    @Test func attemptWordsBecomeThePolicyAndLeaveTheExpectations() throws {
        var known = Set<String>()
        let cases = try PlanParser(variable: { _ in nil }).parse(
            "orders list => ok retries=3 until data.status=done every 500ms for 60s status=200 capture n=data.no\norders list => ok",
            file: "p", known: &known)
        let check = try #require(try ValueCheck.parse("data.status=done"))
        #expect(cases[0].attempts == AttemptPolicy(retries: 3, until: [check], every: 0.5, bound: 60))
        #expect(cases[0].expectations == [.ok, .status(200)])
        #expect(cases[0].captures.map(\.name) == ["n"])
        #expect(cases[1].attempts.isSingle)
    }
}
