import Foundation
import Testing
import TestSupport

/// `courier describe` on the demo routes: where each option lands, the model's fields, samples, the listing.
struct DescribeTests {
    private func describe(_ arguments: [String], environment: [String: String] = [:]) throws -> [String: Any] {
        let run = CourierRun.run(["describe"] + arguments + ["--json"], environment: environment)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        return try #require(run.json, "not a JSON object: \(run.stdout)")
    }

    private func places(_ document: [String: Any]) -> [String: [[String: AnyHashable]]] {
        var places: [String: [[String: AnyHashable]]] = [:]
        for option in document["options"] as? [[String: Any]] ?? [] {
            places[option["name"] as? String ?? ""] = (option["places"] as? [[String: Any]] ?? []).map { $0.mapValues { ($0 as? AnyHashable) ?? AnyHashable("") } }
        }
        return places
    }

    @Test func createPlacesEveryOptionInTheJSONBody() throws {
        let document = try describe(["orders", "create"])
        #expect(places(document) == ["uid": [["in": "body", "name": "uid"]], "sku": [["in": "body", "name": "sku"]],
                                     "qty": [["in": "body", "name": "qty"]]])
        let request = try #require(document["request"] as? [String: Any])
        #expect(request["method"] as? String == "POST")
        #expect(request["url"] as? String == "http://127.0.0.1:8080/v1/orders")
        let body = try #require(request["body"] as? [String: Any])
        #expect(body["kind"] as? String == "json")
        #expect(body["template"] as? String == #"{"uid":{uid},"sku":"{sku}","qty":{qty}}"#)
        let route = try #require(document["route"] as? [String: Any])
        #expect(route["type"] as? String == "OrderRouter")
        #expect(route["case"] as? String == "create")
        let options = try #require(document["options"] as? [[String: Any]])
        #expect(options.map { $0["type"] as? String } == ["integer", "string", "integer"])
        #expect(options.allSatisfy { $0["required"] as? Bool == true && $0["secret"] as? Bool == false && $0["repeatable"] as? Bool == false })
        #expect(options.map { $0["range"] as? [Int] } == [[1, 2_147_483_647], nil, [1, 999]])
        let password = try describe(["users", "login"])["options"] as? [[String: Any]]
        #expect(password?.map { $0["secret"] as? Bool } == [false, true])
    }

    @Test func detailPlacesTheOrderNumberInThePath() throws {
        let document = try describe(["orders", "detail"])
        #expect(places(document) == ["no": [["in": "path", "segment": 2]]])
        #expect((document["request"] as? [String: Any])?["path"] as? String == "/orders/{no}")
        let run = CourierRun.run(["describe", "orders", "detail"])
        #expect(run.exitCode == 0)
        #expect(run.stdout.contains("request   GET http://127.0.0.1:8080/v1/orders/{no}\n"))
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("  --no <no>") })
        #expect(line.hasSuffix("path segment 2  The order number, e.g. A1001."))
    }

    @Test func listPlacesTheUserInTheQuery() throws {
        let document = try describe(["orders", "list"])
        #expect(places(document) == ["uid": [["in": "query", "name": "uid"]]])
        let request = try #require(document["request"] as? [String: Any])
        #expect(request["url"] as? String == "http://127.0.0.1:8080/v1/orders?uid={uid}")
        #expect(request["query"] as? [[String: String]] == [["name": "uid", "value": "{uid}"]])
        #expect(request["body"] is NSNull)
        let text = CourierRun.run(["describe", "orders", "list"]).stdout
        #expect(text.contains("request   GET http://127.0.0.1:8080/v1/orders?uid={uid}\n"))
        #expect(text.contains("  query uid  "))
    }

    @Test func showsTheOrderModelsFieldsAndTheSamples() throws {
        let document = try describe(["orders", "detail"])
        let model = try #require(document["model"] as? [String: Any])
        #expect(model["type"] as? String == "Order")
        let fields = try #require((model["shape"] as? [String: Any])?["fields"] as? [[String: Any]])
        #expect(fields.map { $0["name"] as? String } == ["no", "uid", "sku", "qty", "total", "status", "createdAt"])
        #expect(fields.map { $0["type"] as? String } == ["string", "integer", "string", "integer", "number", "enum", "string"])
        #expect(fields[5]["swiftType"] as? String == "Status")
        #expect(fields[5]["values"] as? [String] == ["paid"])
        let samples = try #require(document["samples"] as? [[String: Any]])
        #expect(samples.map { $0["name"] as? String } == ["default", "not-found"])
        #expect(samples.map { $0["status"] as? Int } == [200, 404])
        // The example response is the model in the API's envelope.
        let example = try #require((document["example"] as? [String: Any])?["response"] as? [String: Any])
        #expect(example["code"] as? Int == 0)
        #expect(((example["data"] as? [String: Any])?.keys).map(Set.init) == Set(["no", "uid", "sku", "qty", "total", "status", "createdAt"]))
        #expect((document["example"] as? [String: Any])?["call"] as? String == "courier orders detail --no A1001")

        let text = CourierRun.run(["describe", "orders", "list"]).stdout
        #expect(text.contains("MODEL [Order]: array of Order\n  no         string\n  uid        integer\n"))
        #expect(text.contains("  status     string enum Status: paid, …\n"))
        #expect(text.contains("SAMPLES\n  default  200\n"))
    }

    @Test func listingHasEveryActionThatRoutesHas() throws {
        let routes = CourierRun.run(["routes", "--json"])
        let catalog = try #require((try JSONSerialization.jsonObject(with: Data(routes.stdout.utf8))) as? [[String: Any]])
        let expected = catalog.map { "\($0["group"] as? String ?? "") \($0["action"] as? String ?? "")" }
        #expect(expected.count >= 8)

        let run = CourierRun.run(["describe"])
        #expect(run.exitCode == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        for (line, name) in zip(lines, expected) { #expect(line.hasPrefix(name + " "), "\(line)") }
        #expect(lines.contains { $0.hasPrefix("orders detail") && $0.contains("  GET /orders/{no}  ") && $0.hasSuffix("  Show one order.") })

        let listing = try #require((try JSONSerialization.jsonObject(with: Data(CourierRun.run(["describe", "--json"]).stdout.utf8))) as? [[String: Any]])
        #expect(listing.map { "\($0["group"] as? String ?? "") \($0["action"] as? String ?? "")" } == expected)
        #expect(listing.first.map { Set($0.keys) } == ["group", "action", "method", "path", "summary"])
        #expect(CourierRun.run(["describe", "users"]).stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("users ") })
    }

    @Test(arguments: [
        (["ordrs"], "Error: Unknown command group 'ordrs'. Did you mean 'orders'?"),
        (["orders", "craete"], "Error: Unknown action 'craete' of 'orders'. Did you mean 'create'?"),
        (["zzzzzzzz"], "Error: Unknown command group 'zzzzzzzz'. Known: orders, users, account, files, pages."),
        (["orders", "list", "--output", "data"], "Error: --output does nothing for 'courier describe'; leave it out."),
    ])
    func unknownNamesAreUsageErrorsWithTheClosestName(arguments: [String], firstLine: String) {
        let run = CourierRun.run(["describe"] + arguments)
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == firstLine)
        #expect(lines.count == 3)
        #expect(lines.last == "See 'courier describe --help'.")
    }

    @Test func resolvesTheServiceInTheChosenEnvironment() throws {
        let document = try describe(["orders", "detail"], environment: ["COURIER_ENV": "dev"])
        #expect(document["environment"] as? String == "dev")
        #expect(document["baseURL"] as? String == "https://api.dev.example.invalid/v1")
        #expect((document["request"] as? [String: Any])?["url"] as? String == "https://api.dev.example.invalid/v1/orders/{no}")
        let moved = CourierRun.run(["--base-url", "http://127.0.0.1:9/api", "describe", "orders", "cancel", "--json"])
        #expect(moved.exitCode == 0)
        #expect(moved.json.flatMap { ($0["request"] as? [String: Any])?["url"] as? String } == "http://127.0.0.1:9/api/orders/{no}/cancel")
    }

    @Test func theMultipartFileTakesBothOptions() throws {
        let document = try describe(["files", "upload"])
        #expect(places(document) == ["file": [["in": "body", "name": "file"]], "mime": [["in": "body", "name": "file"]]])
        let body = try #require((document["request"] as? [String: Any])?["body"] as? [String: Any])
        #expect(body["template"] as? String == "file=@{file};filename={file};type={mime}")
    }
}
