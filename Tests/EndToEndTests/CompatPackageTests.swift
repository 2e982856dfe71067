import Foundation
import Testing
import TestSupport

/// Issue 13 end to end: a team's CLI package (Tests/Fixtures/CompatPackage) over the app router files of
/// Tests/Fixtures/Routers, symlinked unchanged, with commands from the CourierCommands plugin. It is built
/// against this checkout; every case's `--dry-run` is held to its request, and each seed's program calls a
/// loopback server in that seed's envelope shape (Tests/Servers/seed_apis.py).
@Suite(.serialized) struct CompatPackageTests {
    static let fixture = Paths.root.appendingPathComponent("Tests/Fixtures/CompatPackage").path
    static let scratch = Paths.root.appendingPathComponent(".build/fixtures/compat/scratch").path

    /// Built once per test process, from a clean scratch (see ``TeamPackageTests/build(_:scratch:)``).
    static let built: Result<String, TeamPackageTests.BuildFailure> = {
        let run = TeamPackageTests.build(fixture, scratch: scratch)
        guard run.exitCode == 0 else { return .failure(TeamPackageTests.BuildFailure(output: run.stdout + run.stderr)) }
        return .success(scratch + "/debug/")
    }()

    static func program(_ name: String) throws -> String { try built.get() + name }

    /// `COURIER_TOKEN` for every call: the seed-002 stand-in puts it on the query, Courier's auth in `Authorization`.
    static let token = "tok-compat-51"

    static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:]) throws -> CourierRun {
        CourierRun.run(arguments, environment: ["COURIER_TOKEN": token].merging(environment) { $1 }, binary: try program(name))
    }

    // MARK: - Every case's --dry-run

    @Test(arguments: CompatDryRunTable.rows)
    func everyCasesDryRunIsTheAppsRequestBelowTheEnvironment(row: CompatDryRunTable.Row) throws {
        let run = try Self.run(row.program, ["--dry-run"] + row.arguments)
        #expect(run.exitCode == 0, "\(row.arguments): \(run.stderr)")
        #expect(CompatDryRunTable.text(run.json) == row.expected, "\(row.program) \(row.arguments.joined(separator: " "))")
        #expect(!run.stdout.contains(Self.token), "the token is redacted wherever the request shows it")
    }

    /// The table covers every action each program has, so a case added to a router fails here until it has a row.
    @Test(arguments: CompatDryRunTable.programs)
    func theTableHoldsEveryCommandOfEveryRouter(program: String) throws {
        let routes = try Self.run(program, ["routes", "--json"])
        let actions = (try JSONSerialization.jsonObject(with: Data(routes.stdout.utf8)) as? [[String: Any]] ?? [])
            .map { "\($0["group"] ?? "") \($0["action"] ?? "")" }
        let covered = CompatDryRunTable.rows.filter { $0.program == program }.map { $0.arguments.prefix(2).joined(separator: " ") }
        #expect(!actions.isEmpty, "\(routes.stderr)")
        #expect(actions.sorted() == covered.sorted())
    }

    @Test func theLargeRoutersDownloadIsAForeignOriginWithoutCredentials() throws {
        let github = try LoopbackServer(script: "seed_apis.py", arguments: ["--style", "github"])
        let cdn = try LoopbackServer(script: "seed_apis.py", arguments: ["--style", "github"])
        let base = ["--base-url", github.baseURL + "/api"]
        let download = ["git-hub", "download-asset", "--url", cdn.baseURL + "/assets/app.zip"]
        let dry = try Self.run("github", base + ["--dry-run"] + download)
        #expect(dry.json?["origin"] as? String == "foreign", "\(dry.stdout)")
        #expect(dry.json?.at("request.headers.Authorization") == nil)
        let call = try Self.run("github", base + download)
        #expect(call.exitCode == 0, "\(call.stderr)")
        #expect(call.json?["origin"] as? String == "foreign")
        #expect(call.json?["body"] as? String == "authorization: none", "no credential went to the other origin: \(call.stdout)")
        // The same program's own origin gets the token.
        let me = try Self.run("github", base + ["git-hub", "me"])
        #expect(me.exitCode == 0, "\(me.stderr)")
        #expect(me.json?["origin"] == nil)
        #expect(me.json?.at("body.received.headers.authorization") as? String == "Bearer [redacted]", "\(me.stdout)")
    }

    // MARK: - Calls in each seed's envelope

    @Test func seed001sEnvelopeHasAnOptionalCodeAndABusinessCodeAndA422() throws {
        let server = try LoopbackServer(script: "seed_apis.py", arguments: ["--style", "seed001"])
        let base = ["--base-url", server.baseURL + "/api"]
        let list = try Self.run("seed001", base + ["order", "orders", "--uid", "5"])
        #expect(list.exitCode == 0, "no code in the body is a success: \(list.stdout)\(list.stderr)")
        #expect(list.json?.at("envelope.result.received.path") as? String == "/api/orders")
        #expect(list.json?.at("envelope.result.received.query") as? String == "uid=5")
        let data = try Self.run("seed001", base + ["--output", "data", "order", "coupons"])
        #expect(data.json?.at("received.method") as? String == "GET", "--output data reads `result`: \(data.stdout)")
        let paid = try Self.run("seed001", base + ["order", "cancel", "--no", "PAID", "--reason", "late"])
        #expect(paid.exitCode == 11, "\(paid.stdout)")
        #expect(paid.json?.at("error.category") as? String == "business")
        #expect(paid.json?.at("error.code") as? Int == 40010)
        #expect(paid.stderr.contains("the order is paid out"))
        let locked = try Self.run("seed001", base + ["order", "remove", "--no", "LOCKED"])
        #expect(locked.exitCode == 4, "\(locked.stdout)")
        #expect(locked.json?.at("error.category") as? String == "http.validation")
        #expect(locked.json?.at("error.message") as? String == "HTTP 422 Unprocessable Entity: a locked order cannot be deleted")
    }

    @Test func seed002sEnvelopeMapsCode401ToUnauthorizedAndSendsTheAppsBytes() throws {
        let server = try LoopbackServer(script: "seed_apis.py", arguments: ["--style", "seed002"])
        let base = ["--base-url", server.baseURL + "/root"]
        let login = try Self.run("seed002", base + ["api", "login", "--params", "username=jh", "--params", "password=p@ss/1"])
        #expect(login.exitCode == 0, "\(login.stderr)")
        // JSONSerialization's bytes, as the app's Moya sends them (the `/` escaped), and the plugin's query.
        #expect(login.json?.at("envelope.data.received.body") as? String == #"{"password":"p@ss\/1","username":"jh"}"#)
        #expect(login.json?.at("envelope.data.received.query") as? String == "systemType=iOS&token=[redacted]&version=1.0.0")
        #expect(login.json?.at("envelope.data.received.path") as? String == "/root/login")
        let expired = try Self.run("seed002", base + ["api", "get-contact"], environment: ["COURIER_TOKEN": "expired-tok-51"])
        #expect(expired.exitCode == 4, "\(expired.stdout)")
        #expect(expired.json?.at("error.category") as? String == "http.unauthorized")
        #expect(expired.json?.at("error.code") as? Int == 401)
        let page = try Self.run("seed002", base + ["api", "get-page-list", "--page", "99"])
        #expect(page.exitCode == 11, "\(page.stdout)")
        #expect(page.json?.at("error.category") as? String == "business")
        #expect(page.json?.at("envelope.msg") as? String == "no such page")
    }

    @Test func seed003sPlainAPIJudgesByStatus() throws {
        let server = try LoopbackServer(script: "seed_apis.py", arguments: ["--style", "seed003"])
        let base = ["--base-url", server.baseURL]
        let form = try Self.run("seed003", base + ["router", "form", "--name", "Ann", "--comment", "1+1=2"])
        #expect(form.exitCode == 0, "\(form.stderr)")
        #expect(form.json?.at("body.received.body") as? String == "comment=1%2B1%3D2&name=Ann")
        #expect(form.json?.at("body.received.headers.content-type") as? String == "application/x-www-form-urlencoded; charset=utf-8")
        let search = try Self.run("seed003", base + ["router", "search", "--term", "swift/ios", "--tag", "b", "--tag", "a"])
        #expect(search.json?.at("body.received.query") as? String == "exact=0&page=1&tags%5B%5D=a&tags%5B%5D=b&term=swift/ios", "\(search.stdout)")
        let missing = try Self.run("seed003", base + ["router", "anything", "--id", "404"])
        #expect(missing.exitCode == 4, "\(missing.stdout)")
        #expect(missing.json?.at("error.category") as? String == "http.not_found")
        #expect(missing.json?.at("body.error") as? String == "nothing here")
    }

    @Test func seed004sTwoServicesAndItsHTTPErrors() throws {
        let server = try LoopbackServer(script: "seed_apis.py", arguments: ["--style", "seed004"])
        let flags = ["--base-url", server.baseURL + "/users", "--service-url", "orders=" + server.baseURL + "/orders"]
        let cancel = try Self.run("seed004", flags + ["order", "cancel", "--order-no", "SO-1"])
        #expect(cancel.exitCode == 0, "\(cancel.stderr)")
        #expect(cancel.json?.at("body.received.path") as? String == "/orders/v2/orders/SO-1/cancel")
        #expect(cancel.json?.at("body.received.body") as? String == #"{"reason":"user request"}"#)
        let profile = try Self.run("seed004", flags + ["user", "profile", "--user-id", "42"])
        #expect(profile.json?.at("body.received.path") as? String == "/users/v1/user/42/profile")
        let nobody = try Self.run("seed004", flags + ["user", "profile", "--user-id", "nobody"])
        #expect(nobody.exitCode == 4)
        #expect(nobody.json?.at("error.category") as? String == "http.not_found")
        let wrong = try Self.run("seed004", flags + ["user", "login", "--username", "ann", "--password", "wrong"])
        #expect(wrong.exitCode == 4, "\(wrong.stdout)")
        #expect(wrong.json?.at("error.category") as? String == "http.unauthorized")
    }

    @Test func theLargeRoutersPlainAPIWithTextAnd404() throws {
        let server = try LoopbackServer(script: "seed_apis.py", arguments: ["--style", "github"])
        let flags = ["--base-url", server.baseURL + "/api", "--service-url", "trending=" + server.baseURL + "/trending"]
        let zen = try Self.run("github", flags + ["git-hub", "zen"])
        #expect(zen.exitCode == 0, "\(zen.stderr)")
        #expect(zen.json?["body"] as? String == "Design for failure.")
        let trending = try Self.run("github", flags + ["git-hub", "trending", "--language", "swift", "--since", "daily"])
        #expect(trending.json?.at("body.received.path") as? String == "/trending/repositories", "\(trending.stdout)")
        #expect(trending.json?.at("body.received.headers.authorization") == nil, "trending asks for no token")
        let missing = try Self.run("github", flags + ["git-hub", "repo", "--fullname", "octo/missing"])
        #expect(missing.exitCode == 4)
        #expect(missing.json?.at("error.category") as? String == "http.not_found")
    }

    // MARK: - --stub answers from sampleData

    @Test func stubAnswersFromTheRoutersSampleData() throws {
        let zen = try Self.run("github", ["--stub", "git-hub", "zen"])
        #expect(zen.exitCode == 0, "\(zen.stderr)")
        #expect(zen.json?["body"] as? String == "Design for failure.")
        let repo = try Self.run("github", ["--stub", "git-hub", "repo", "--fullname", "octo/hello"])
        #expect(repo.json?.at("body.full_name") as? String == "octo/hello", "\(repo.stdout)")
        let contact = try Self.run("seed002", ["--stub", "api", "get-contact"])
        #expect(contact.exitCode == 0, "\(contact.stderr)")
        #expect(contact.json?.at("envelope.msg") as? String == "ok", "the stub goes through seed 002's envelope: \(contact.stdout)")
        let download = try Self.run("github", ["--stub", "git-hub", "download-asset", "--url", "https://objects.example.invalid/a.zip"])
        #expect(download.json?["origin"] as? String == "foreign")
    }

    /// GitHub's `notifications(all: Bool)` keeps its natural `--all` (no directive in the router file): after the
    /// action's name it is the route's; before it, Courier's global `--all` (every page); other actions keep the global.
    @Test func theLargeRoutersOwnAllShadowsTheGlobalAllInItsActionOnly() throws {
        let own = try Self.run("github", ["--dry-run", "git-hub", "notifications", "--all"])
        #expect(CompatDryRunTable.text(own.json).hasPrefix("GET \(CompatDryRunTable.gitHub)/notifications?all=1&participating=0"), "\(own.stdout)\(own.stderr)")
        let off = try Self.run("github", ["--dry-run", "git-hub", "notifications"])
        #expect(CompatDryRunTable.text(off.json).hasPrefix("GET \(CompatDryRunTable.gitHub)/notifications?all=0&participating=0"), "\(off.stdout)")
        // The global before the action's name: every page, which this route does not declare (a usage error, exit 2).
        let global = try Self.run("github", ["--all", "git-hub", "notifications", "--all"])
        #expect(global.exitCode == 2 && global.stderr.contains("'git-hub notifications' declares no pages"), "\(global.stderr)")
        // Another action's --all is still the global.
        let other = try Self.run("github", ["git-hub", "me", "--all"])
        #expect(other.exitCode == 2 && other.stderr.contains("'git-hub me' declares no pages"), "\(other.stderr)")
        let help = try Self.run("github", ["git-hub", "notifications", "--help-all"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.contains("SHADOWED GLOBAL OPTIONS: --all after 'notifications' is this command's own"), "\(help.stdout)")
        #expect(!help.stdout.contains("Fetch every page"), "the global --all is not listed as if it applied here")
        #expect(try Self.run("github", ["git-hub", "me", "--help-all"]).stdout.contains("Fetch every page"))
    }

    /// Every program's `openapi` document validates with openapi-spec-validator (PyPI, `make test-tools`), every
    /// action an operation: the own-protocol, Moya and Alamofire routers as apps write them (two values in one path
    /// segment, a `URL` the GitHub router downloads from, a `Bool` sent as 1/0) are all described.
    @Test(.enabled(if: TestTools.pythonOrCI), arguments: CompatDryRunTable.programs)
    func everyProgramsOpenAPIDocumentValidates(program: String) throws {
        let run = try Self.run(program, ["openapi"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let path = NSTemporaryDirectory() + "courier-compat-openapi-\(program)-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try run.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let check = try TestTools.runPython("""
            import json, sys
            from openapi_spec_validator import validate
            document = json.load(open(sys.argv[1]))
            validate(document)
            print(len(document.get("x-courier-unlisted", [])))
            """, [path])
        #expect(check.status == 0 && check.stdout == "0\n", "\(program): \(check.stdout) \(check.stderr.suffix(1500))")
    }

    @Test func theRouterFilesAreSymlinksToTheFixturesUnchanged() throws {
        let links = ["Seed001Routes/Seed001Style.swift", "Seed002Routes/Seed002Style.swift", "Seed003Routes/Seed003Style.swift",
                     "Seed004Routes/Seed004Style.swift", "GitHubRoutes/LargeMoyaStyle.swift"]
        for link in links {
            let path = Self.fixture + "/Sources/" + link
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: path)
            #expect(destination == "../../../Routers/" + (link as NSString).lastPathComponent)
            #expect(FileManager.default.contents(atPath: path) != nil)
        }
    }
}

/// `match` over the compat programs: every case's `--dry-run` request, given back to the same program as
/// `match METHOD URL -H … --data …`, is named as that case's command (up to option order; credentials, which the
/// session carries, left out) and rebuilt identical.
extension CompatPackageTests {
    /// The row's words without credentials: an option named like one, or a dictionary's entry keyed like one.
    static func withoutCredentials(_ words: [String]) -> [String] {
        let marks = ["password", "token", "secret"]
        var kept: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word.hasPrefix("--"), index + 1 < words.count,
               marks.contains(where: { word.contains($0) || words[index + 1].prefix { $0 != "=" }.contains($0) }) {
                index += 2
                continue
            }
            kept.append(word)
            index += 1
        }
        return kept
    }

    /// Cases `match` does not read back yet, and why: a multipart part whose value is the file's bytes (a `Data` case
    /// value; the capture has the bytes, the command wants a path), and two values holding `/` in one path.
    static let notReadBackYet: [String: String] = [
        "seed002 api feedback": "a multipart part of Data the command reads from a file",
        "github git-hub upload-avatar": "a multipart part of Data the command reads from a file",
        "github git-hub contents": "two text values holding '/' in one path",
    ]

    @Test(arguments: CompatDryRunTable.rows)
    func everyCasesDryRunRequestMatchesBackToItsCommand(row: CompatDryRunTable.Row) throws {
        if let why = Self.notReadBackYet[([row.program] + row.arguments.prefix(2)).joined(separator: " ")] {
            withKnownIssue(Comment(rawValue: why)) { try Self.matchesBack(row) }
            return
        }
        try Self.matchesBack(row)
    }

    static func matchesBack(_ row: CompatDryRunTable.Row) throws {
        let dry = try Self.run(row.program, ["--dry-run"] + row.arguments)
        let request = try #require(dry.json?["request"] as? [String: Any], "\(dry.stderr)")
        var words = ["match", "\(request["method"] ?? "")", "\(request["url"] ?? "")"]
        for (name, value) in request["headers"] as? [String: Any] ?? [:] { words += ["-H", "\(name): \(value)"] }
        if let body = request["body"] {
            let json = body is String ? nil : try JSONSerialization.data(withJSONObject: body)
            words += ["--data", body as? String ?? String(decoding: json ?? Data(), as: UTF8.self)]
        }
        let run = try Self.run(row.program, words)
        let match = try #require((run.json?["requests"] as? [[String: Any]])?.first, "\(run.stdout)\(run.stderr)")
        let command = (match["command"] as? [String: Any])?["words"] as? [String] ?? []
        #expect(Array(command.dropFirst()).sorted() == Self.withoutCredentials(row.arguments).sorted(),
                "\(row.arguments) read back as \(command): \(match["outcome"] ?? "") \(match["nearest"] ?? "")")
        #expect(match["identical"] as? Bool == true, "\(row.arguments): \(match["differences"] ?? "")")
    }
}
