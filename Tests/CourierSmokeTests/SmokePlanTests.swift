import Testing
import CourierCore
import CourierClient
@testable import CourierSmoke

struct SmokePlanTests {
    let parser = PlanParser(variable: { ["DEMO_PASSWORD": "pw 1", "EMPTY": ""][$0] })

    func parse(_ text: String) throws -> [SmokeCase] {
        var known = Set<String>()
        return try parser.parse(text, file: "p.smoke", known: &known)
    }

    @Test func linesBecomeCasesWithLabelsExpectationsAndCaptures() throws {
        let cases = try parse("""
            # a comment

            [login] users login --username alice --password "${DEMO_PASSWORD}" => ok capture token=data.token
              users profile --token ${token} => ok status=200
            orders detail --no 'A 1' => http.not_found code=40401
            orders list --uid 5
            """)
        #expect(cases.count == 4)
        #expect(cases[0].label == "login")
        #expect(cases[0].line == 3)
        #expect(cases[0].words == ["users", "login", "--username", "alice", "--password", "pw 1"])
        #expect(cases[0].captures.map(\.name) == ["token"])
        #expect(cases[1].words == ["users", "profile", "--token", "${token}"])
        #expect(cases[1].uses == ["token"])
        #expect(cases[1].expectations == [.ok, .status(200)])
        #expect(cases[2].words == ["orders", "detail", "--no", "A 1"])
        #expect(cases[2].expectations == [.category("http.not_found"), .code("40401")])
        #expect(cases[3].expectations.isEmpty)
    }

    @Test(arguments: [
        ("orders list --uid ${NOPE}", "p.smoke:1: undefined variable or capture '${NOPE}'"),
        ("orders list => okay", "p.smoke:1: unknown expectation 'okay'"),
        ("orders list => status=99", "p.smoke:1: status= expects an HTTP status from 100 to 599"),
        ("orders list => capture token", "p.smoke:1: capture expects name=path"),
        ("\n\norders list 'open", "p.smoke:3: unterminated ' quote"),
        ("[label orders list", "p.smoke:1: '[' opens a label that is never closed"),
        ("=> ok", "p.smoke:1: no route call before '=>'"),
        ("users profile --token ${token}\nusers login => ok capture token=data.token", "p.smoke:1: undefined variable or capture '${token}'"),
    ])
    func planErrorsNameFileAndLine(text: String, message: String) {
        do {
            _ = try parse(text)
            Issue.record("accepted: \(text)")
        } catch let error as PlanError {
            #expect(error.description.hasPrefix(message), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test(arguments: [
        ([SmokeExpectation](), Int32(0), nil as String?, true),
        ([.ok], 4, "http.not_found", false),
        ([.category("http")], 4, "http.not_found", true),
        ([.category("http.not_found")], 4, "http.not_found", true),
        ([.category("http.server")], 4, "http.not_found", false),
        ([.category("transport")], 0, nil, false),
        ([.status(201)], 0, nil, false),
    ] as [([SmokeExpectation], Int32, String?, Bool)])
    func expectationsAreChecked(expectations: [SmokeExpectation], exit: Int32, category: String?, passes: Bool) {
        let smokeCase = SmokeCase(file: "f", line: 1, words: ["x"], expectations: expectations, captures: [], uses: [])
        let error = category.flatMap { name in CourierCoreError.make(name) }
        #expect((smokeCase.check(exitCode: exit, error: error, status: 200, code: nil) == nil) == passes)
    }

    @Test func codeExpectationAloneAcceptsABusinessError() {
        let smokeCase = SmokeCase(file: "f", line: 1, words: ["x"], expectations: [.code("1002")], captures: [], uses: [])
        #expect(smokeCase.check(exitCode: 11, error: CourierCoreError.make("business"), status: 200, code: .number("1002")) == nil)
        #expect(smokeCase.check(exitCode: 0, error: nil, status: 200, code: .number("0")) != nil)
    }

    @Test func scheduleRunsCasesAfterTheirDependencies() {
        var schedule = CaseSchedule(dependencies: [[], [0], [], [1, 2]])
        #expect(schedule.next() == 0)
        #expect(schedule.next() == 2)
        #expect(schedule.next() == nil)  // 1 waits for 0, 3 waits for 1 and 2
        schedule.finish(0)
        #expect(schedule.next() == 1)
        schedule.finish(2)
        #expect(schedule.next() == nil)
        schedule.finish(1)
        #expect(schedule.next() == 3)
        schedule.finish(3)
        #expect(schedule.isComplete)
    }

    /// Issue 45, 2: without `--jobs`, a plan reads top to bottom: each file's cases one after another, files side by side.
    @Test func casesInFileOrderRunOneAfterAnotherWithinAFileAndSideBySideAcrossFiles() {
        var schedule = CaseSchedule(dependencies: [[], [], [], [], []], files: ["a", "a", "a", "b", "b"])
        #expect(schedule.next() == 0)
        #expect(schedule.next() == 3)
        #expect(schedule.next() == nil)  // 1 waits for 0, 4 for 3
        schedule.finish(3)
        #expect(schedule.next() == 4)
        schedule.finish(0)
        #expect(schedule.next() == 1)
        schedule.finish(4)
        schedule.finish(1)
        #expect(schedule.next() == 2)
        #expect(schedule.next() == nil)
        schedule.finish(2)
        #expect(schedule.isComplete)
        var free = CaseSchedule(dependencies: [[], [], []])
        #expect([free.next(), free.next(), free.next()] == [0, 1, 2])
    }

    @Test func capturedValuesStartingWithADashStayValues() throws {
        var known: Set<String> = ["token"]
        let cases = try PlanParser(variable: { _ in nil }).parse("users profile --token ${token}\nrequest GET /x-${token}", file: "p", known: &known)
        let runner = SmokeRunner(calls: NoCalls(), cases: cases, inherited: [("env", "local")])
        #expect(runner.argv(cases[0], captures: ["token": "-Ab3_x"]) == ["--env=local", "users", "profile", "--token=-Ab3_x"])
        #expect(runner.argv(cases[0], captures: ["token": "plain"]) == ["--env=local", "users", "profile", "--token", "plain"])
        #expect(runner.argv(cases[1], captures: ["token": "-q"]) == ["--env=local", "request", "GET", "/x--q"])
        // A passed-on value is attached too, so one that starts with '-' is not read as an option.
        let dashed = SmokeRunner(calls: NoCalls(), cases: cases, inherited: [("token", "-abc")])
        #expect(dashed.argv(cases[1], captures: ["token": "q"]) == ["--token=-abc", "request", "GET", "/x-q"])
    }

    /// Whether a line gives a passed-on global is the parser's answer, not its spelling: after the action's name,
    /// `--env` may be the route's own option (the global still goes on the line), and `-e` before it is the global.
    @Test func aPassedOnGlobalIsKeptOffOnlyWhereTheLineGivesTheGlobal() throws {
        var known: Set<String> = []
        let cases = try PlanParser(variable: { _ in nil }).parse("deploys create --env blue\n-e prod deploys list\ndeploys list", file: "p", known: &known)
        let calls = ScopedCalls(answers: [["deploys", "create", "--env", "blue"]: [], ["-e", "prod", "deploys", "list"]: ["env"]])
        let runner = SmokeRunner(calls: calls, cases: cases, inherited: [("env", "dev")])
        #expect(runner.argv(cases[0], captures: nil) == ["--env=dev", "deploys", "create", "--env", "blue"], "the route's own --env")
        #expect(runner.argv(cases[1], captures: nil) == ["-e", "prod", "deploys", "list"], "the line's global")
        #expect(runner.argv(cases[2], captures: nil) == ["--env=dev", "deploys", "list"])
        #expect(calls.asked.value == 2, "a line that spells no passed-on global is not parsed twice")
    }

    @Test func locationsAndTitlesReadAsInterpolationWouldWriteThem() {
        for file in ["a.smoke", "", "plans/évaluation ✓.smoke"] {
            for line in [0, 1, 9, 10, 99, 100, 12_345, Int.max, -7, Int.min] {
                #expect(SmokeCase.location(file: file, line: line) == "\(file):\(line)")
            }
        }
        for words in [[], ["one"], [""], ["", ""], ["", "orders", "list"], ["orders", "list", "--uid", "5"], ["ünïcode", "", "x y"], ["a", ""]] {
            #expect(SmokeCase.spaced(words) == words.joined(separator: " "))
        }
        let dollar = UInt8(ascii: "$")
        #expect("${token}".hasByte(dollar) && "a$".hasByte(dollar) && !"plain".hasByte(dollar) && !"".hasByte(dollar))
        #expect("caf\u{E9}".hasByte(0xA9) && !"caf\u{E9}".hasByte(0xE9), "searched in the UTF-8 bytes (C3 A9), not the scalars")
    }

    @Test func shellWordsFollowShellQuoting() throws {
        #expect(try ShellWords.split(#"a 'b c' "d \"e\"" f\ g '' x"#) == ["a", "b c", #"d "e""#, "f g", "", "x"])
        // Quotes and escapes in the middle or at the end of a word, tabs and runs of blanks between words.
        #expect(try ShellWords.split("\tab\"c d\"e  x'y'\tz\\") == ["abc de", "xy", "z"])
        #expect(try ShellWords.split(#"say "a\$b\n" \"#) == ["say", #"a$b\n"#, ""])
        #expect(throws: ShellWords.Failure.unterminatedQuote("'")) { try ShellWords.split("ok it's") }
        #expect(throws: ShellWords.Failure.unterminatedQuote("\"")) { try ShellWords.split(#"x "y\""#) }
    }
}

/// Calls that only answer which globals a line gives (as the real parser would), counting the questions.
final class ScopedCalls: SmokeCalls, @unchecked Sendable {
    let answers: [[String]: Set<String>]
    let asked = Counter()
    init(answers: [[String]: Set<String>]) { self.answers = answers }
    func prepare(_ words: [String]) -> Result<Call, SmokePlanProblem> { .failure(SmokePlanProblem(.commandLine("no calls here"))) }
    func words(_ words: [String], in environment: String) -> [String] { words }
    func globalsGiven(in words: [String]) -> Set<String>? {
        asked.value += 1
        return answers[words]
    }
    final class Counter { var value = 0 }
}

/// Calls that cannot be made: for the tests that never send.
struct NoCalls: SmokeCalls {
    func prepare(_ words: [String]) -> Result<Call, SmokePlanProblem> { .failure(SmokePlanProblem(.commandLine("no calls here"))) }
    func words(_ words: [String], in environment: String) -> [String] { words }
}

enum CourierCoreError {
    static func make(_ category: String) -> CourierError? {
        ErrorCategory(rawValue: category).map { CourierError($0, "m") }
    }
}
