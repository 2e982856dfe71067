import Foundation
import Testing
import TestSupport

/// `--record DIR` writes real responses as samples; `--stub-dir DIR` answers from them with the server gone.
/// The directory is checked before anything is sent, holds no secret, and a hostile sample is refused in one line.
struct RecordTests {
    let directory: String
    static let password = "wonderland"

    init() throws {
        directory = NSTemporaryDirectory() + "courier-record-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func courier(_ arguments: [String], base: String, input: String? = nil) -> CourierRun {
        CourierRun.run(arguments, environment: ["COURIER_BASE_URL": base, "DEMO_PASSWORD": Self.password], input: input)
    }

    /// Every file under `path`, by its path below it.
    func files(under path: String) -> [String: String] {
        var found: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue {
                found[name] = (try? String(contentsOfFile: path + "/" + name, encoding: .utf8)) ?? ""
            }
        }
        return found
    }

    static let plan = """
        [list]          orders list --uid 5                                => ok
        [detail]        orders detail --no A1001                           => ok data.status=paid
        [missing]       orders detail --no NOPE                            => http.not_found code=40401
        [create]        orders create --uid 5 --sku SKU-1 --qty 2          => ok status=201 capture order=data.no
        [cancel]        orders cancel --no ${order}                        => ok
        [cancel again]  orders cancel --no ${order}                        => business code=1002
        [login]         users login --username alice --password ${DEMO_PASSWORD} => ok capture token=data.token
        [profile]       users profile --token ${token}                     => ok data.username=alice
        """

    /// What must be the same in a replay: each case's outcome and its document's status, envelope and error.
    static func outcomes(_ run: CourierRun) -> [String] {
        run.stdout.split(separator: "\n").map { line in
            let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
            let document = object["document"] as? [String: Any] ?? [:]
            // A login's answer is shown as the server gave it in the recorded run; its recording holds no token.
            let envelope = object["name"] as? String == "login" ? "" : document["envelope"] ?? ""
            let kept: [String: Any] = ["name": object["name"] ?? "", "result": object["result"] ?? "", "status": object["status"] ?? "",
                                       "category": object["category"] ?? "", "document.status": document["status"] ?? "",
                                       "envelope": envelope, "error": document["error"] ?? ""]
            let data = (try? JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys])) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// A smoke run recorded against the demo, then replayed with the server stopped: the same cases pass and fail
    /// with the same documents; the same line run twice (cancel, cancel again) is two recordings, replayed in order;
    /// no file holds the password or the token; files are 0600 in 0700 directories.
    @Test func recordedSmokeRunReplaysWithTheServerStopped() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let samples = directory + "/samples"
        let plan = try write(Self.plan, to: "plan.smoke")
        var demo: LoopbackServer? = try LoopbackServer(script: "demo_api.py")
        let base = demo!.baseURL + "/v1"
        let recorded = courier(["smoke", plan, "--jobs", "1", "--output", "ndjson", "--record", samples], base: base)
        #expect(recorded.exitCode == 0, "\(recorded.stderr)")
        let token = try #require(courier(["-o", "data", "users", "login", "--username", "alice", "--password", "-"], base: base, input: Self.password + "\n").json?["token"] as? String)
        demo?.stop()
        demo = nil

        let written = files(under: samples)
        #expect(written[".courier-samples"] != nil)
        for name in ["orders/list/uid-5.json", "orders/detail/no-A1001.json", "orders/detail/no-NOPE.json", "orders/create/qty-2_sku-SKU-1_uid-5.json",
                     "users/login/username-alice.json", "users/profile/default.json"] {
            #expect(written[name] != nil, "\(name) in \(written.keys.sorted())")
        }
        #expect(written.keys.filter { $0.hasPrefix("orders/cancel/") && $0.hasSuffix("~2.json") }.count == 1, "\(written.keys.sorted())")
        for (name, text) in written {
            #expect(!text.contains(Self.password) && !text.contains(token), "a secret in \(name)")
            for volatile in ["\"Date\"", "\"X-Request-Id\"", "\"Content-Length\"", "\"Set-Cookie\""] { #expect(!text.contains(volatile), "\(volatile) in \(name)") }
            let mode = try FileManager.default.attributesOfItem(atPath: samples + "/" + name)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(name)")
        }
        #expect(written["users/login/username-alice.json"]?.contains("[redacted]") == true)
        #expect(try FileManager.default.attributesOfItem(atPath: samples + "/orders")[.posixPermissions] as? Int == 0o700)

        let replayed = courier(["smoke", plan, "--jobs", "1", "--output", "ndjson", "--stub-dir", samples], base: base)
        #expect(replayed.exitCode == 0, "\(replayed.stderr)")
        #expect(Self.outcomes(replayed) == Self.outcomes(recorded))
        #expect(Self.outcomes(replayed).count == 8)

        // A single call answers from the same recordings; one never recorded falls back on the route's own sample.
        let single = courier(["orders", "detail", "--no", "A1001", "--stub-dir", samples], base: base)
        #expect(single.exitCode == 0, "\(single.stderr)")
        #expect(single.json?.at("envelope.data.no") as? String == "A1001")
        let fallback = courier(["orders", "detail", "--no", "A2002", "--stub-dir", samples], base: base)
        #expect(fallback.exitCode == 0, "\(fallback.stderr)")
        let missing = courier(["orders", "detail", "--no", "NOPE", "--stub-dir", samples], base: base)
        #expect(missing.exitCode == 4, "the recorded 404 answers: \(missing.stderr)")
    }

    /// Canaries sent as the token (also in the query), an API-key header and a Basic password come back in the
    /// echo's body; the recording holds none of them, in any form.
    @Test func canarySecretsNeverReachASample() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let server = try LoopbackServer(script: "scripted_server.py")
        let samples = directory + "/c"
        for extra in [["--token", "canary-token-1234567", "--query", "q=canary-token-1234567"], ["--user", "alice:canary-password-99"]] {
            let run = CourierRun.run(["request", "GET", "/echo/x", "-H", "X-Api-Key: canary-key-7654321",
                                      "--record", samples] + extra, environment: ["COURIER_BASE_URL": server.baseURL])
            #expect(run.exitCode == 0, "\(run.stderr)")
        }
        let written = files(under: samples)
        #expect(written.keys.sorted() == [".courier-samples", "request/GET__echo_x.json", "request/query-q__redacted__GET__echo_x.json"], "\(written.keys.sorted())")
        for (name, text) in written {
            #expect(!text.contains("canary-"), "a secret in \(name): \(text)")
            #expect(!text.contains("Y2FuYXJ5") && !text.contains("YWxpY2U6Y2FuYXJ5"), "a secret's base64 in \(name)")
        }
    }

    /// A single call records under its options' name, and recording again replaces the file (the marker says it is ours).
    @Test func singleCallRecordsAndRecordsAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let demo = try LoopbackServer(script: "demo_api.py")
        let samples = directory + "/s"
        for _ in 0..<2 {
            let run = courier(["orders", "list", "--uid", "5", "--record", samples], base: demo.baseURL + "/v1")
            #expect(run.exitCode == 0, "\(run.stderr)")
        }
        #expect(files(under: samples).keys.sorted() == [".courier-samples", "orders/list/uid-5.json"])
    }

    /// What `--record` refuses before sending (exit 2, nothing at the server): a file, a link, a directory of other
    /// files (unless --record-overwrite), an unwritable place.
    @Test func recordDirectoryIsCheckedBeforeSending() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let demo = try LoopbackServer(script: "demo_api.py")
        let base = demo.baseURL + "/v1"
        let file = try write("x", to: "file")
        let other = directory + "/other"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        _ = try write("mine", to: "other/notes.txt")
        let link = directory + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: other)
        let cases: [(String, String)] = [(file, "is a regular file, not a directory"), (link, "is a symbolic link, not a directory"),
                                          (other, "holds files Courier did not record ('notes.txt')"), (file + "/sub", "cannot read")]
        for (path, message) in cases {
            let run = courier(["orders", "list", "--uid", "5", "--record", path], base: base)
            #expect(run.exitCode == 2, "\(path): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(path): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1)
            let smoke = courier(["smoke", try write("orders list --uid 5 => ok\n", to: "p.smoke"), "--record", path], base: base)
            #expect(smoke.exitCode == 2, "\(path): \(smoke.stderr)")
        }
        let alone = courier(["orders", "list", "--uid", "5", "--record-overwrite"], base: base)
        #expect(alone.exitCode == 2 && alone.stderr.contains("--record-overwrite goes with --record DIR"), "\(alone.stderr)")
        let counts = courier(["-o", "data", "request", "GET", "/_test/counts"], base: base)
        #expect((counts.json?["/v1/orders"] as? Int ?? 0) == 0, "nothing was sent: \(counts.stdout)")
        let overwrite = courier(["orders", "list", "--uid", "5", "--record", other, "--record-overwrite"], base: base)
        #expect(overwrite.exitCode == 0, "\(overwrite.stderr)")
        #expect(FileManager.default.fileExists(atPath: other + "/orders/list/uid-5.json") && FileManager.default.fileExists(atPath: other + "/notes.txt"))
    }

    /// A sample file that is not one — not JSON, a wrong field, a header with a line break, a link, a FIFO — is one
    /// line on stderr naming the file, exit 2, never a crash or a hang.
    @Test(arguments: [
        ("{", "not JSON"),
        (#"{"courier": 2, "route": "orders list", "name": "uid-5", "status": 200, "headers": [], "body": ""}"#, "not a sample file"),
        (#"{"courier": 1, "route": "orders list", "name": "uid-5", "status": 9999, "headers": [], "body": ""}"#, "status is not"),
        (#"{"courier": 1, "route": "orders list", "name": "uid-5", "status": 200, "reason": "OK\u001b[2J", "headers": [], "body": ""}"#, "reason is not"),
        (#"{"courier": 1, "route": "orders list", "name": "uid-5", "status": 200, "reason": "OK", "headers": [["X-A", "b\r\nX-Evil: 1"]], "body": ""}"#, "headers is not"),
        (#"{"courier": 1, "route": "orders list", "name": "uid-5", "status": 200, "reason": "OK", "headers": [], "bodyBase64": "!!"}"#, "bodyBase64 is not"),
        ("LINK", "is a symbolic link"),
        ("FIFO", "is a FIFO"),
    ])
    func hostileSampleIsOneLineExitTwo(content: String, message: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let folder = directory + "/s/orders/list"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let sample = folder + "/uid-5.json"
        switch content {
        case "LINK": try FileManager.default.createSymbolicLink(atPath: sample, withDestinationPath: "/etc/passwd")
        case "FIFO": #expect(mkfifo(sample, 0o600) == 0)
        default: try content.write(toFile: sample, atomically: true, encoding: .utf8)
        }
        let run = courier(["orders", "list", "--uid", "5", "--stub-dir", directory + "/s"], base: "http://127.0.0.1:9/v1")
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains("sample file") && run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1 && run.stdout.isEmpty)
    }

    /// `--stub=NAME` with `--stub-dir` is confined to the directory as a recorded name is: `../../../x` (which a
    /// plan line can carry) answered from `x.json` outside it (issue 42, finding 12).
    @Test func aStubNameCannotLeaveTheStubDirectory() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stubs = directory + "/s"
        try FileManager.default.createDirectory(atPath: stubs + "/orders/list", withIntermediateDirectories: true)
        let outside = #"{"courier":1,"route":"orders list","name":"x","status":200,"reason":"OK","headers":[["Content-Type","application/json"]],"body":"{\"code\":0,\"message\":\"ok\",\"data\":[]}"}"#
        _ = try write(outside, to: "x.json")
        let run = courier(["orders", "list", "--uid", "5", "--stub-dir", stubs, "--stub=../../../x"], base: "http://127.0.0.1:9/v1")
        #expect(run.exitCode == 2, "\(run.stdout) \(run.stderr)")
        #expect(run.stderr.contains("no sample"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    /// A recorded sample's name never carries a value given under a credential's name (a form field, a JSON
    /// body's member, a header): the rule that redacts headers and recorded bodies applies to names (issue 42,
    /// finding 8).
    @Test func aSampleNameKeepsNoValueGivenUnderACredentialsName() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scripted = try LoopbackServer(script: "scripted_server.py")
        let samples = directory + "/s"
        let calls = [["request", "POST", "/echo", "--form", "password=form-canary-1"],
                     ["request", "POST", "/echo", "--json", #"{"user":"alice","auth":{"password":"json-canary-2"}}"#],
                     ["request", "GET", "/echo", "-H", "X-Api-Key: header-canary-3"],
                     ["request", "POST", "/echo", "--form", "pw=form-canary-4"]]
        for call in calls {
            let run = courier(call + ["--record", samples], base: scripted.baseURL)
            #expect(run.exitCode == 0, "\(run.stderr)")
        }
        let names = files(under: samples).keys.sorted()
        #expect(names.count == 5, "\(names)")
        for (name, content) in files(under: samples) {
            for canary in ["form-canary-1", "json-canary-2", "header-canary-3", "form-canary-4"] {
                #expect(!name.contains(canary), "\(name)")
                if let sample = try? JSONSerialization.jsonObject(with: Data(content.utf8)) as? [String: Any] {
                    #expect((sample["name"] as? String)?.contains(canary) != true, "\(name)")
                }
            }
        }
        #expect(names.contains { $0.contains("form-password__redacted_") }, "\(names)")
    }
}
