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

    /// `--data` whose text is a JSON object or array goes as `application/json`, as HTTPie sends JSON; `--dry-run`, `-v`
    /// and `--curl` show the Content-Type the wire gets (issue 46, 5).
    @Test func dataThatIsJSONIsSentAsJSONAndEveryViewShowsTheSameContentType() throws {
        let file = NSTemporaryDirectory() + "courier-order-\(UUID().uuidString).json"
        try "{\"uid\": 5,\n \"qty\": 1}\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let sent = courier(["--no-envelope", "-v", "request", "POST", "/echo", "--data", "@" + file])
        #expect(sent.exitCode == 0, "\(sent.stderr)")
        #expect((sent.json?.at("body.headers.content-type") as? [String]) == ["application/json"], "\(sent.stdout)")
        #expect(sent.json?.at("request.headers.Content-Type") as? String == "application/json", "\(sent.stdout)")
        let dry = courier(["--dry-run", "request", "POST", "/echo", "--data", "@" + file])
        #expect(dry.json?.at("request.headers.Content-Type") as? String == "application/json", "\(dry.stdout)")
        let curl = courier(["--curl", "request", "POST", "/echo", "--data", "@" + file])
        #expect(curl.stdout.contains("-H 'Content-Type: application/json'"), "\(curl.stdout)")
        // Text that is not JSON stays text/plain, and --content-type still decides.
        let text = courier(["--dry-run", "request", "POST", "/echo", "--data", "a=1"])
        #expect(text.json?.at("request.headers.Content-Type") as? String == "text/plain; charset=utf-8", "\(text.stdout)")
        let chosen = courier(["--dry-run", "request", "POST", "/echo", "--data", "@" + file, "--content-type", "text/x-order"])
        #expect(chosen.json?.at("request.headers.Content-Type") as? String == "text/x-order", "\(chosen.stdout)")
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

    @Test(arguments: ["--data", "--data-binary"])
    func atDashAfterTokenDashIsAUsageErrorNotAnEmptyBody(option: String) {
        // `--token -` took standard input while parsing; `@-` would read nothing and send an empty body.
        let run = courier(["--token", "-", "request", "POST", "/echo", option, "@-"], input: "canary-token-5f1d\n")
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains("give either \(option) @- or --token -, not both"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(!run.stderr.contains("canary-token-5f1d"))
    }

    @Test func aMissingDataFileIsAUsageErrorThatSendsNothing() {
        let run = courier(["request", "POST", "/echo", "--data", "@/nonexistent/courier-data"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("cannot read --data file '/nonexistent/courier-data'"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func capitalISendsHEADWithTheMethodLeftOut() {
        let run = courier(["--no-envelope", "-o", "status", "request", "-I", "/get?a=1"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout == "200\n")
        let verbose = courier(["--no-envelope", "-v", "request", "-I", "/get"])
        #expect(verbose.json?.at("request.method") as? String == "HEAD", "\(verbose.stdout)")
        let both = courier(["request", "-I", "GET", "/get"])
        #expect(both.exitCode == 2 && both.stderr.contains("give either -I or GET, not both"), "\(both.stderr)")
        let none = courier(["request", "GET"])
        #expect(none.exitCode == 2 && none.stderr.contains("request needs a PATH or URL: METHOD PATH, PATH alone for GET, or -I PATH for HEAD"), "\(none.stderr)")
    }

    /// `courier -I URL` is HEAD and a lone path or URL is GET, as curl and `gh api` take them (issue 46, 4).
    @Test func aPathOrURLWithoutACommandOrMethodIsARequest() {
        let head = courier(["--no-envelope", "-o", "status", "-I", plain.baseURL + "/get"])
        #expect(head.exitCode == 0, "\(head.stderr)")
        #expect(head.stdout == "200\n")
        let headPath = courier(["--no-envelope", "-v", "-I", "/get"])
        #expect(headPath.json?.at("request.method") as? String == "HEAD", "\(headPath.stdout)\(headPath.stderr)")
        let get = courier(["--no-envelope", "-v", "request", "/get?a=1"])
        #expect(get.exitCode == 0, "\(get.stderr)")
        #expect(get.json?.at("request.method") as? String == "GET")
        #expect(get.json?.at("body.args.a") as? String == "1")
        let bare = courier(["--no-envelope", "/get?a=2"])
        #expect(bare.json?.at("body.args.a") as? String == "2", "\(bare.stdout)\(bare.stderr)")
        let word = courier(["request", "orders"])
        #expect(word.exitCode == 2 && word.stderr.contains("request needs a PATH or URL"), "\(word.stderr)")
    }

    /// Another tool's spelling gets Courier's on the first line, and only a near name is suggested (issue 46, 4).
    @Test(arguments: [
        (["-o", "out.json", "orders", "list", "--uid", "5"],
         "Error: --output expects one of full, envelope, data, body, headers, status, compact, ndjson, got 'out.json' (argument 2). (To write the body to a file, as curl -o does: --download out.json.)"),
        (["orders", "detail", "A1001"], "Error: Unexpected argument 'A1001'. Did you mean '--no A1001'?"),
        (["--paginate", "orders", "list", "--uid", "5"], "Error: Unknown option '--paginate'. (--paginate is gh api's; here: '--all'.)"),
        (["--jq", ".data", "orders", "list"], "Error: Unknown option '--jq'. (--jq is gh api's; here: '--select PATH' (data[0].no).)"),
        (["-i", "orders", "list", "--uid", "5"],
         "Error: Unknown option '-i'. (-i is curl's; here: the document already has the response's headers; '-o headers' prints only them.)"),
        (["-a", "alice:pw", "orders", "list"], "Error: Unknown option '-a'. (-a is HTTPie's; here: '-u NAME' (its password from --password-file or a prompt).)"),
        (["--silent", "orders", "list"], "Error: Unknown option '--silent'. (--silent is curl's; here: nothing but the result is printed; leave it out.)"),
        (["orders", "create", "--data", "x"], "Error: Unknown option '--data'."),
    ] as [([String], String)])
    func anotherToolsSpellingIsAnsweredWithCouriers(argv: [String], firstLine: String) {
        let run = courier(argv)
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == firstLine, "\(run.stderr)")
        #expect(!run.stderr.contains("pw"))
    }

    /// `config` prints JSON, so `--select` reads it as it reads a call's document (issue 46, 6).
    @Test func configTakesSelect() {
        let run = courier(["config", "--select", "baseURL.source"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout == "COURIER_BASE_URL\n")
        let object = courier(["config", "--select", "timeouts"])
        #expect(object.json?.at("total") as? Int == 30, "\(object.stdout)")
        let missing = courier(["config", "--select", "nope"])
        #expect(missing.exitCode != 0 && missing.stdout.isEmpty, "\(missing.stdout)")
    }

    @Test func maxTimeIsTimeout() {
        let run = courier(["--max-time", "7", "config"])
        #expect(run.json?.at("timeouts.total") as? Int == 7, "\(run.stdout)")
        let bad = courier(["--max-time=0", "config"])
        #expect(bad.exitCode == 2 && bad.stderr.contains("--timeout expects a value from 0.001"), "\(bad.stderr)")
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
        #expect(run.stderr.contains("--password-file FILE (or -), set COURIER_PASSWORD, or run it on a terminal"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func thePasswordComesFromAFileOrStandardInputNeverArgv() throws {
        let file = NSTemporaryDirectory() + "courier-password-\(UUID().uuidString)"
        try "pw-canary-file-41\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        // A file of one password that others may read is refused before anything is sent, as netrc is.
        chmod(file, 0o644)
        let readable = courier(["-u", "alice", "--password-file", file, "request", "GET", "/basic-auth/alice/pw-canary-file-41"])
        #expect(readable.exitCode == 2, "\(readable.stderr)")
        #expect(readable.stderr.contains("is readable by other users (mode 0644); run chmod 600 on it"), "\(readable.stderr)")
        chmod(file, 0o600)
        let fromFile = courier(["-u", "alice", "--password-file", file, "request", "GET", "/basic-auth/alice/pw-canary-file-41"])
        #expect(fromFile.exitCode == 0, "\(fromFile.stderr)")
        let fromStdin = CourierRun.run(["--no-envelope", "-u", "alice", "--password-file", "-", "request", "GET", "/basic-auth/alice/pw-canary-file-41"],
                                       environment: ["COURIER_BASE_URL": plain.baseURL], input: "pw-canary-file-41\n")
        #expect(fromStdin.exitCode == 0, "\(fromStdin.stderr)")
        for run in [fromFile, fromStdin] {
            #expect(!run.stdout.contains("pw-canary-file-41") && !run.stderr.contains("pw-canary-file-41"))
            #expect(!run.stderr.contains("visible to other users"))
        }
    }

    /// On a terminal, `-u NAME` asks for the password with echo off: the transcript never shows it.
    @Test func onATerminalThePasswordIsAskedWithoutEcho() throws {
        let (transcript, status) = try PseudoTerminal.answer("Password for alice: ", with: "pw-canary-tty-42", running: [
            "env", "COURIER_BASE_URL=" + plain.baseURL, Paths.courier, "--no-envelope", "-u", "alice",
            "-o", "status", "request", "GET", "/basic-auth/alice/pw-canary-tty-42"])
        #expect(transcript.contains("Password for alice: "), Comment(rawValue: transcript))
        #expect(transcript.contains("200"), Comment(rawValue: transcript))
        #expect(status == 0, Comment(rawValue: transcript))
        #expect(!transcript.contains("pw-canary-tty-42"), Comment(rawValue: transcript))
    }

    @Test func a401AskingForBasicNamesTheSchemeNotTheToken() {
        let run = courier(["request", "GET", "/basic-auth/alice/x"])
        #expect(run.exitCode == 4)
        #expect(run.stderr.contains("the server asks for Basic credentials"), "\(run.stderr)")
        #expect(!run.stderr.contains("COURIER_TOKEN"), "\(run.stderr)")
    }

    @Test func aWrongPasswordIsUnauthorized() {
        let run = courier(["-u", "alice:wrong", "request", "GET", "/basic-auth/alice/right"])
        #expect(run.exitCode == 4)
        #expect(run.json?.at("error.category") as? String == "http.unauthorized")
        #expect(run.stderr.contains("the --user credentials were refused"), "\(run.stderr)")
    }
}

/// `--netrc-file FILE` and `--netrc` as curl's: the environment host's login, refused when others may read it.
struct NetrcTests {
    let plain: LoopbackServer
    init() throws { plain = try LoopbackServer(script: "plain_api.py") }

    func netrc(_ text: String, mode: Int) throws -> String {
        let path = NSTemporaryDirectory() + "courier-netrc-\(UUID().uuidString)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    func courier(_ arguments: [String], environment: [String: String] = [:]) -> CourierRun {
        CourierRun.run(["--no-envelope"] + arguments, environment: ["COURIER_BASE_URL": plain.baseURL].merging(environment) { $1 })
    }

    @Test func theHostsEntryIsSentAsBasic() throws {
        let file = try netrc("machine other.example login bob password nope\nmacdef init\nlogin mallory password x\n\nmachine 127.0.0.1\n  login alice\n  password netrc-canary-17\n", mode: 0o600)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = courier(["--netrc-file", file, "request", "GET", "/basic-auth/alice/netrc-canary-17"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?.at("body.user") as? String == "alice")
        #expect(!run.stdout.contains("netrc-canary-17") && !run.stderr.contains("netrc-canary-17"))
    }

    @Test func netrcReadsTheHomeFileAndFallsBackToDefault() throws {
        let home = NSTemporaryDirectory() + "courier-home-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let file = try netrc("default login carol password netrc-canary-18\n", mode: 0o600)
        try FileManager.default.moveItem(atPath: file, toPath: home + "/.netrc")
        let run = courier(["--netrc", "request", "GET", "/basic-auth/carol/netrc-canary-18"], environment: ["HOME": home])
        #expect(run.exitCode == 0, "\(run.stderr)")
    }

    @Test func aNetrcOthersMayReadIsRefusedAndNothingIsSent() throws {
        let file = try netrc("machine 127.0.0.1 login alice password netrc-canary-19\n", mode: 0o644)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = courier(["--netrc-file", file, "request", "GET", "/basic-auth/alice/netrc-canary-19"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("config: netrc file"), "\(run.stderr)")
        #expect(run.stderr.contains("mode 0644"), "\(run.stderr)")
        #expect(run.stdout.isEmpty && !run.stderr.contains("netrc-canary-19"))
    }
}
