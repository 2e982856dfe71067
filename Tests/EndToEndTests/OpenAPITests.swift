import Foundation
import Testing
import TestSupport

/// `courier openapi` on the demo routes, checked by a validator no one here wrote (PyPI's openapi-spec-validator,
/// installed by `make test-tools`) and read back with an independent JSON parser.
final class OpenAPITests {
    private let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "courier-openapi-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// Removes the documents and schemathesis's example database.
    deinit { try? FileManager.default.removeItem(atPath: directory) }

    private func document(_ arguments: [String] = []) throws -> (text: String, json: [String: Any]) {
        let run = CourierRun.run(["openapi"] + arguments)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        return (run.stdout, try #require(run.json, "not a JSON object: \(run.stdout.prefix(300))"))
    }

    @Test func demoDocumentValidatesWithOpenAPISpecValidator() throws {
        let path = directory + "/openapi.json"
        try document().text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(FileManager.default.isExecutableFile(atPath: Paths.testToolsPython), "run 'make test-tools' to install openapi-spec-validator")
        let check = try shell(Paths.testToolsPython, ["-c", """
            import json, sys
            from openapi_spec_validator import validate
            from openapi_spec_validator.validation.validators import OpenAPIV31SpecValidator
            spec = json.load(open(sys.argv[1]))
            validate(spec, cls=OpenAPIV31SpecValidator)
            print("valid", spec["openapi"])
            """, path])
        #expect(check == "valid 3.1.0\n")
    }

    @Test func yamlReadsBackAsTheSameDocumentAndValidates() throws {
        let json = try document().text
        let run = CourierRun.run(["openapi", "--yaml"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(!run.stdout.hasPrefix("{"), "YAML in block style, not JSON")
        let jsonPath = directory + "/openapi.json", yamlPath = directory + "/openapi.yaml"
        try json.write(toFile: jsonPath, atomically: true, encoding: .utf8)
        try run.stdout.write(toFile: yamlPath, atomically: true, encoding: .utf8)
        let check = try shell(Paths.testToolsPython, ["-c", """
            import json, sys, yaml
            from openapi_spec_validator import validate
            from_yaml = yaml.safe_load(open(sys.argv[2]))
            assert from_yaml == json.load(open(sys.argv[1])), "YAML and JSON differ"
            validate(from_yaml)
            print("same")
            """, jsonPath, yamlPath])
        #expect(check == "same\n")
    }

    @Test func ordersListTakesARequiredIntegerUidAndAnswersOrders() throws {
        let spec = try document().json
        let paths = try #require(spec["paths"] as? [String: Any])
        let list = try #require((paths["/orders"] as? [String: Any])?["get"] as? [String: Any])
        #expect(list["operationId"] as? String == "orders.list")
        #expect(list["summary"] as? String == "List a user's orders.")
        let parameters = try #require(list["parameters"] as? [[String: Any]])
        let uid = try #require(parameters.first { $0["name"] as? String == "uid" })
        #expect(uid["in"] as? String == "query" && uid["required"] as? Bool == true)
        let schema = try #require(uid["schema"] as? [String: Any])
        #expect(schema["type"] as? String == "integer" && schema["minimum"] as? Int == 1 && schema["maximum"] as? Int == 2_147_483_647)
        let ok = try #require(((list["responses"] as? [String: Any])?["200"] as? [String: Any]))
        let body = try #require(((ok["content"] as? [String: Any])?["application/json"] as? [String: Any])?["schema"] as? [String: Any])
        let success = try #require((body["oneOf"] as? [[String: Any]])?.first)
        let data = try #require((success["properties"] as? [String: Any])?["data"] as? [String: Any])
        #expect(data["type"] as? String == "array")
        #expect((data["items"] as? [String: Any])?["$ref"] as? String == "#/components/schemas/Order")
        let order = try #require(((spec["components"] as? [String: Any])?["schemas"] as? [String: Any])?["Order"] as? [String: Any])
        let fields = try #require(order["properties"] as? [String: Any])
        #expect(Set(fields.keys) == ["no", "uid", "sku", "qty", "total", "status", "createdAt"])
        #expect((fields["status"] as? [String: Any])?["enum"] == nil || (fields["status"] as? [String: Any])?["type"] as? String == "string")
        #expect(Set(order["required"] as? [String] ?? []) == Set(fields.keys))
    }

    /// The demo's document is committed (docs/demo-openapi.json) and compared here, as a team diffs its own in CI.
    /// Re-record on purpose only: `COURIER_RECORD_SNAPSHOTS=1 swift test --filter OpenAPITests`, then review the diff.
    @Test func committedDemoDocumentIsCurrent() throws {
        let text = try document().text
        let file = Paths.root.appendingPathComponent("docs/demo-openapi.json")
        if ProcessInfo.processInfo.environment["COURIER_RECORD_SNAPSHOTS"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("re-recorded docs/demo-openapi.json; review the diff and run again without COURIER_RECORD_SNAPSHOTS")
            return
        }
        #expect(text == (try String(contentsOf: file, encoding: .utf8)), "courier openapi differs from docs/demo-openapi.json; if intended, re-record it")
    }

    /// schemathesis (PyPI, in `make test-tools`) drives the demo API from the exported document, bounded in examples
    /// and time with a fixed seed: every response must be a documented status, of the documented content type and
    /// schema, and no input the document allows may get a 5xx. A disagreement fails, whichever side is wrong.
    @Test func schemathesisFindsTheDemoAndItsDocumentInAgreement() throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        defer { demo.stop() }
        let path = directory + "/openapi.json"
        try document().text.write(toFile: path, atomically: true, encoding: .utf8)
        let schemathesis = URL(fileURLWithPath: Paths.testToolsPython).deletingLastPathComponent().appendingPathComponent("schemathesis").path
        #expect(FileManager.default.isExecutableFile(atPath: schemathesis), "run 'make test-tools' to install schemathesis")
        let run = CourierRun.run(["run", path, "--url", demo.baseURL + "/v1", "--max-examples", "5", "--max-time", "20", "--seed", "1",
                                  "--workers", "1", "--phases", "examples,coverage,fuzzing",
                                  "--checks", "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"],
                                 environment: ["NO_COLOR": "1"], timeout: 180, binary: schemathesis, directory: directory)
        #expect(run.exitCode == 0, "schemathesis found disagreements:\n\(run.stdout.suffix(4000))\(run.stderr.suffix(2000))")
        #expect(run.stdout.contains("15 selected / 15 total"), "\(run.stdout.prefix(2000))")
    }

    @Test func sameRoutesPrintTheSameDocument() throws {
        #expect(try document().text == document().text)
    }

    @Test func serversListEveryEnvironmentChosenFirstPlaceholdersMarked() throws {
        let servers = try #require(try document(["--env", "dev"]).json["servers"] as? [[String: Any]])
        #expect(servers.map { $0["url"] as? String } == ["https://api.dev.example.invalid/v1", "http://127.0.0.1:8080/v1", "https://api.example.invalid/v1"])
        #expect(servers.map { $0["x-courier-placeholder"] as? Bool } == [true, nil, true])
    }

    @Test func unknownEnvironmentIsAUsageErrorWithNothingOnStdout() {
        let run = CourierRun.run(["openapi", "--env", "nope"])
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("nope"))
    }
}
