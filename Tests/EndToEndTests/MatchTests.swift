import Foundation
import Testing
import TestSupport

/// `courier match METHOD URL` through the built binary: the document on a pipe, the line with `--text`, exit 12 for a
/// request no route builds, usage errors for input it cannot read, and credentials never printed.
struct MatchTests {
    @Test func aDemoRequestIsNamedAsItsCommandInOneDocument() throws {
        let run = CourierRun.run(["match", "GET", "http://127.0.0.1:8080/v1/orders/A1001", "-H", "User-Agent: curl/8.5.0"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try #require(run.json)
        #expect(json["matched"] as? Int == 1 && json["unmatched"] as? Int == 0)
        let request = try #require((json["requests"] as? [[String: Any]])?.first)
        #expect(request["route"] as? String == "orders detail")
        #expect((request["command"] as? [String: Any])?["line"] as? String == "courier orders detail --no A1001")
        #expect((request["command"] as? [String: Any])?["words"] as? [String] == ["courier", "orders", "detail", "--no", "A1001"])
        #expect(request["environment"] as? String == "local")
        #expect(request["identical"] as? Bool == true)
        #expect(request["ignoredHeaders"] as? [String] == ["User-Agent"])
    }

    @Test func aJSONBodyIsReadBackToTypedOptions() throws {
        let run = CourierRun.run(["match", "--text", "POST", "https://api.example.invalid/v1/orders", "-H", "Content-Type: application/json",
                                  "--data", #"{"uid":5,"sku":"SKU 1","qty":2}"#])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout == "POST https://api.example.invalid/v1/orders  courier orders create --uid 5 --sku 'SKU 1' --qty 2  (prod, identical)\n")
    }

    @Test func aRequestNoRouteBuildsExits12WithTheNearestRoute() throws {
        let run = CourierRun.run(["match", "DELETE", "http://127.0.0.1:8080/v1/orders/A1001"])
        #expect(run.exitCode == 12, "\(run.stderr)")
        let request = try #require((run.json?["requests"] as? [[String: Any]])?.first)
        #expect(request["outcome"] as? String == "unmatched")
        let nearest = try #require(request["nearest"] as? [String: Any])
        #expect(nearest["route"] as? String == "orders detail" && nearest["reason"] as? String == "method")
        #expect(run.stderr.contains("match: 1 of 1 request matched no route"), "\(run.stderr)")
    }

    @Test func credentialsAreListedRedactedAndNeverPrinted() throws {
        let run = CourierRun.run(["match", "POST", "http://127.0.0.1:8080/v1/users/login?api_key=k-789", "-H", "Authorization: Basic YWxpY2U6cHc=",
                                  "-H", "Content-Type: application/json", "-d", #"{"username":"alice","password":"hunter2"}"#])
        #expect(run.exitCode == 0, "\(run.stderr)")
        for secret in ["hunter2", "YWxpY2U6cHc=", "k-789"] { #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret), "\(secret)") }
        let request = try #require((run.json?["requests"] as? [[String: Any]])?.first)
        #expect((request["command"] as? [String: Any])?["line"] as? String == "courier users login --username alice")
        let credentials = try #require(request["credentials"] as? [[String: String]])
        #expect(credentials.map { $0["where"] ?? "" } == ["header", "query", "body"])
        #expect(credentials.map { $0["name"] ?? "" } == ["Authorization", "api_key", "password"])
        #expect(credentials.allSatisfy { $0["value"] == "[redacted]" })
    }

    /// A curl line as a browser copies it, in one argument or on stdin: the same request, the same command.
    @Test func aCurlLineInOneArgumentOrOnStdinIsMatched() throws {
        let line = #"curl 'http://127.0.0.1:8080/v1/orders?uid=5' -H 'accept: application/json' -H 'authorization: Bearer t-1' --compressed"#
        let argument = CourierRun.run(["match", "--text", line])
        #expect(argument.exitCode == 0, "\(argument.stderr)")
        #expect(argument.stdout == "GET http://127.0.0.1:8080/v1/orders?uid=5  courier orders list --uid 5  (local, identical; credentials left out: header authorization (Bearer))\n")
        let piped = CourierRun.run(["match", "--text", "-"], input: line)
        #expect(piped.stdout == argument.stdout, "\(piped.stderr)")
        #expect(!argument.stdout.contains("t-1"))
    }

    /// A HAR file's entries, in capture order, `--filter` picking by URL; an unmatched entry makes the exit 12.
    @Test func aHARFilesEntriesAreMatchedInOrderAndFiltered() throws {
        func entry(_ method: String, _ url: String) -> String {
            #"{"request":{"method":"\#(method)","url":"\#(url)","httpVersion":"HTTP/1.1","headers":[{"name":"User-Agent","value":"x"}],"queryString":[],"cookies":[],"headersSize":-1,"bodySize":0},"response":{"status":200,"statusText":"OK","httpVersion":"HTTP/1.1","headers":[],"cookies":[],"content":{"size":0,"mimeType":"application/json"},"redirectURL":"","headersSize":-1,"bodySize":0},"cache":{},"timings":{"send":0,"wait":0,"receive":0},"startedDateTime":"2026-12-06T10:00:00Z","time":1}"#
        }
        let file = NSTemporaryDirectory() + "courier-match-\(UUID().uuidString).har"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let entries = [entry("GET", "http://127.0.0.1:8080/v1/orders?uid=5"), entry("POST", "http://127.0.0.1:8080/v1/orders/A1/cancel"),
                       entry("GET", "http://127.0.0.1:8080/v1/nothing")]
        try #"{"log":{"version":"1.2","creator":{"name":"t","version":"1"},"entries":["#.appending(entries.joined(separator: ",") + "]}}")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let all = CourierRun.run(["match", "--text", "--har", file])
        #expect(all.exitCode == 12, "\(all.stderr)")
        #expect(all.stdout.split(separator: "\n").map { $0.split(separator: " ").dropFirst(2).prefix(3).joined(separator: " ") }
            == ["courier orders list", "courier orders cancel", "unmatched; nearest orders"], "\(all.stdout)")
        let orders = CourierRun.run(["match", "--har", file, "--filter", "*/orders*"])
        #expect(orders.exitCode == 0, "\(orders.stderr)")
        #expect((orders.json?["requests"] as? [[String: Any]])?.compactMap { $0["source"] as? String } == ["entry 1", "entry 2"])
    }

    @Test(arguments: [
        (["match"], "match needs a request"),
        (["match", "GET"], "'GET' needs a URL after it"),
        (["match", "GET", "/orders"], "'/orders' is not a URL curl would send"),
        (["match", "--env", "staging", "GET", "http://127.0.0.1:8080/v1/orders?uid=5"], "no environment 'staging'"),
        (["match", "curl 'http://127.0.0.1:8080/v1/orders?uid=5"], "never closed"),
        (["match", "--har", "/nonexistent/x.har"], "x.har"),
    ])
    func inputMatchCannotReadIsAUsageError(arguments: [String], message: String) {
        let run = CourierRun.run(arguments)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
