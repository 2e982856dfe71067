import Foundation
import Testing
import TestSupport

/// What a curl user types, against plain_api.py: `--data @FILE` and `@-`, `--data-binary @-`, `-L`, and an
/// absolute URL to another origin judged as plain JSON rather than against the API's envelope.
struct CurlHabitsTests {
    let plain: LoopbackServer
    init() throws { plain = try LoopbackServer(script: "plain_api.py") }

    func courier(_ arguments: [String], base: String? = nil, input: String? = nil) -> CourierRun {
        CourierRun.run(arguments, environment: ["COURIER_BASE_URL": base ?? plain.baseURL], input: input)
    }

    @Test func dataAtFileSendsTheFileWithoutItsLineBreaksAsCurlDoes() throws {
        let file = NSTemporaryDirectory() + "courier-data-\(UUID().uuidString)"
        try "a=1\r\n&b=2\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = courier(["--no-envelope", "request", "POST", "/echo", "--data", "@" + file])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?.at("body.body") as? String == "a=1&b=2")
        #expect((run.json?.at("body.headers.content-type") as? [String]) == ["text/plain; charset=utf-8"])
    }

    @Test func dataAtDashReadsStandardInput() {
        let run = courier(["--no-envelope", "request", "POST", "/echo", "-d", "@-"], input: "from stdin\n")
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?.at("body.body") as? String == "from stdin")
    }

    @Test func dataBinaryAtDashSendsStandardInputAsItIs() {
        let run = courier(["--no-envelope", "request", "PUT", "/echo", "--data-binary", "@-"], input: "line one\nline two\n")
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?.at("body.body") as? String == "line one\nline two\n")
        #expect((run.json?.at("body.headers.content-type") as? [String]) == ["application/octet-stream"])
    }

    @Test func aMissingDataFileIsAUsageErrorThatSendsNothing() {
        let run = courier(["request", "POST", "/echo", "--data", "@/nonexistent/courier-data"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("cannot read --data file '/nonexistent/courier-data'"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func capitalLFollowsRedirectsAsFollowDoes() {
        let target = plain.baseURL + "/get?a=1"
        let without = courier(["--no-envelope", "request", "GET", "/redirect", "--query", "to=" + target])
        #expect(without.exitCode == 3, "\(without.stderr)")
        let run = courier(["--no-envelope", "-L", "request", "GET", "/redirect", "--query", "to=" + target])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?.at("body.args.a") as? String == "1")
    }

    @Test func anAbsoluteURLToAnotherOriginIsJudgedAsPlainJSON() throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        let run = courier(["request", "GET", plain.baseURL + "/get?a=1"], base: demo.baseURL + "/v1")
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?["origin"] as? String == "foreign")
        #expect(run.json?.at("body.args.a") as? String == "1")
        #expect(run.json?["envelope"] == nil)
        let data = courier(["-o", "data", "--select", "data.args.a", "request", "GET", plain.baseURL + "/get?a=2"], base: demo.baseURL + "/v1")
        #expect(data.stdout == "2\n", "\(data.stdout)\(data.stderr)")
    }

    @Test func plainJSONOnTheAPIsOwnOriginIsHintedTowardsNoEnvelope() {
        let run = courier(["request", "GET", "/get"])
        #expect(run.exitCode == 10)
        #expect(run.stderr.contains("decoding.envelope"), "\(run.stderr)")
        #expect(run.stderr.contains("--no-envelope"), "\(run.stderr)")
    }
}

/// `-u/--user name[:password]` as curl's: HTTP Basic on the API's own origin, the password never printed.
struct BasicCredentialsTests {
    let plain: LoopbackServer
    init() throws { plain = try LoopbackServer(script: "plain_api.py") }

    func courier(_ arguments: [String], environment: [String: String] = [:]) -> CourierRun {
        CourierRun.run(["--no-envelope"] + arguments, environment: ["COURIER_BASE_URL": plain.baseURL].merging(environment) { $1 })
    }

    @Test func userAndPasswordAreSentAsBasicAndNeverPrinted() {
        let run = courier(["-v", "-u", "alice:pw-canary-93", "request", "GET", "/basic-auth/alice/pw-canary-93"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?.at("body.authenticated") as? Bool == true)
        #expect(run.stderr.contains("visible to other users"), "a password in argv warns: \(run.stderr)")
        #expect(!run.stdout.contains("pw-canary-93") && !run.stderr.contains("pw-canary-93"))
        #expect(!run.stdout.contains("YWxpY2U6cHctY2FuYXJ5LTkz"), "the base64 pair is scrubbed too")
    }

    @Test func thePasswordComesFromCourierPasswordWhenNotWritten() {
        let run = courier(["--user", "alice", "request", "GET", "/basic-auth/alice/pw-canary-93"], environment: ["COURIER_PASSWORD": "pw-canary-93"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("visible to other users"), "\(run.stderr)")
        #expect(!run.stdout.contains("pw-canary-93"))
    }

    @Test func aUserWithoutAnyPasswordIsAUsageErrorThatSendsNothing() {
        let run = courier(["-u", "alice", "request", "GET", "/basic-auth/alice/x"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("COURIER_PASSWORD"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func aWrongPasswordIsUnauthorized() {
        let run = courier(["-u", "alice:wrong", "request", "GET", "/basic-auth/alice/right"])
        #expect(run.exitCode == 4)
        #expect(run.json?.at("error.category") as? String == "http.unauthorized")
        #expect(run.stderr.contains("the --user credentials were refused"), "\(run.stderr)")
    }
}
