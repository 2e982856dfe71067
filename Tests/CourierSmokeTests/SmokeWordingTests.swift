import Testing
import CourierClient
import CourierCore
@testable import CourierSmoke

/// Smoke's own reasons, worded in CourierSmoke: each with the exact sentence and category it gives. The sentences
/// are the ones Courier printed when Core held them, so scripts and snapshots that match them keep working.
struct SmokeWordingTests {
    /// Smoke's plan errors: the sentence after `FILE:LINE: `, and the category (usage, or the call's own).
    static let planCases: [(PlanReason, ErrorCategory, String)] = [
        (.unclosedLabel, .usage, "'[' opens a label that is never closed"),
        (.unterminatedQuote("'"), .usage, "unterminated ' quote"),
        (.noCall, .usage, "no route call before '=>'"),
        (.unclosedVariable, .usage, "'${' without a closing '}'"),
        (.undefinedVariable("UNDEFINED"), .usage,
         "undefined variable or capture '${UNDEFINED}' (set it in the environment, or capture it on an earlier line)"),
        (.captureForm("no"), .usage, "capture expects name=path, got 'no'"),
        (.captureName("n-o"), .usage, "capture name 'n-o' may hold only letters, digits and _"),
        (.capturePath(SelectionReason("data[0", .unclosedBracket, subject: .capture(name: nil))), .usage, "capture 'data[0' has an unclosed '['"),
        (.status("99"), .usage, "status= expects an HTTP status from 100 to 599, got '99'"),
        (.emptyCode, .usage, "code= expects an envelope code"),
        (.unknownExpectation("maybe"), .usage,
         "unknown expectation 'maybe' (ok, a category such as http.not_found or a prefix such as http, status=N, code=N, "
             + "PATH=VALUE, PATH!=VALUE, PATH~TEXT, PATH>N, PATH<N, PATH?, count(PATH)=N, time<500ms, diff=ENV, retries=N, until CHECK every 2s for 60s, "
             + "capture name=path)"),
        (.diffExpectation("diff=", "diff= needs an environment, e.g. diff=prod"), .usage, "'diff=': diff= needs an environment, e.g. diff=prod"),
        (.untilWithoutBound, .usage, "until needs a bound: add 'for DURATION' (e.g. until data.status=done every 2s for 60s)"),
        (.attempts("every 2", "every needs a duration such as 500ms or 2s"), .usage, "'every 2': every needs a duration such as 500ms or 2s"),
        (.reported("from a shard's report"), .usage, "from a shard's report"),
        (.valueCheck("data.a>big", "'>' needs a number after it, got 'big'"), .usage,
         "expectation 'data.a>big' cannot be checked: '>' needs a number after it, got 'big'"),
        (.help, .usage, "a plan line is a route call; --help is not"),
        (.notARouteCall("routes"), .usage, "'routes' is not a route call (e.g. orders list --uid 5, or request GET /path)"),
        (.sendsNothing(option: "dry-run"), .usage, "--dry-run sends nothing, so it has no place on a plan line; remove it"),
        (.commandLine("--uid expects an integer, got 'five'."), .usage, "--uid expects an integer, got 'five'."),
        // The line's own call error keeps its category (it was flattened into text before).
        (.call(.request(.headerName("Bad Name"))), .requestInvalid, "request.invalid: header name 'Bad Name' is not an HTTP token"),
        (.call(.file(FileReason(.config, "courier.json", .cannot(.read, "Permission denied")))), .config,
         "config: courier.json: cannot read: Permission denied"),
        (.noPlan, .usage, "no PLAN given and no smoke/*.smoke in this directory"),
        (.unreadable("No such file or directory"), .usage, "cannot read: No such file or directory"),
    ]

    @Test(arguments: planCases)
    func eachPlanReasonIsWordedOnceWithItsCategory(reason: PlanReason, category: ErrorCategory, message: String) {
        #expect(ErrorWording.message(for: reason) == message)
        #expect(reason.category == category)
    }

    /// A `smoke` command line that cannot run: all usage errors, worded as before.
    static let usageCases: [(SmokeUsageReason, String)] = [
        (.smokeOutput(mode: "body"), "smoke prints a JSON report, TAP (--tap -) or NDJSON (--output ndjson); --output body does nothing for it"),
        (.shard("3/2"), "--shard expects I/N with 1 ≤ I ≤ N (e.g. 2/3), got '3/2'"),
        (.reportOverPlan(option: "--tap", path: "a.smoke"),
         "--tap 'a.smoke' would replace a plan: --tap takes the report's file (give '--tap -' to print it on stdout)"),
        (.reportsOnStdout(["--tap", "--junit"]), "only one report can go to stdout ('-'); --tap and --junit all asked for it"),
        (.sameReportFile(path: "r", options: ["--tap", "--junit"]), "--tap and --junit name the same file 'r'"),
        (.nothingToMerge, "--merge-reports needs the JSON reports to merge (files --report-json wrote)"),
        (.notASmokeReport(path: "r.json", detail: "no cases\u{1B}"), "'r.json' is not a JSON report of courier smoke --report-json: no cases\\x1b"),
        (.repeatedCase(location: "a.smoke:3", first: "1.json", again: "2.json"),
         "case 'a.smoke:3' is in both '1.json' and '2.json' (the same shard given twice?)"),
    ]

    @Test(arguments: usageCases)
    func eachSmokeUsageReasonIsAUsageErrorWordedAsBefore(reason: SmokeUsageReason, message: String) {
        let error = CourierError.smoke(reason)
        #expect(error.message == message)
        #expect(error.category == .usage)
        #expect(error.hint == nil)
        #expect(error == .smoke(reason) && error != CourierError(.usage, message))
    }

    @Test func aPlanLineDoesNotReadStandardInput() {
        let error = CourierError.usage(.standardInputTaken(word: "--password-file -", owner: .smokePlan))
        #expect(error.message == "'--password-file -' would read standard input, which a smoke plan never reads; put the value in a file or a variable")
    }
}
