@testable import CourierCLI
import Arguments
import CourierCore
import Foundation
import KioskRoutes
import Testing
import TestSupport
@testable import CourierDescribe

/// `openapi` over an app's own routers (Tests/Fixtures/KioskRoutes: Moya and Alamofire): what their requests
/// send is what the document says, and openapi-spec-validator accepts it.
struct CompatOpenAPITests {
    static let document = OpenAPIDocument(api: KioskProgram.api, groups: KioskProgram.commands, environment: KioskProgram.api.environments[0],
                                          secretHeaders: SecretHeaders(api: KioskProgram.api)).document()

    @Test func kioskDocumentValidatesWithOpenAPISpecValidator() throws {
        let path = NSTemporaryDirectory() + "courier-kiosk-openapi-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try JSONPrinter().string(Self.document).write(toFile: path, atomically: true, encoding: .utf8)
        let check = try shell(Paths.testToolsPython, ["-c", """
            import json, sys
            from openapi_spec_validator import validate
            validate(json.load(open(sys.argv[1])))
            print("valid")
            """, path])
        #expect(check == "valid\n")
    }

    @Test func moyaQueryParametersAreTypedAsTheirOptions() throws {
        let bids = try #require(Self.document["paths"]?["/sales/{sale-id}/lots/{lot-number}/bids"]?["get"])
        guard case .array(let parameters)? = bids["parameters"] else { Issue.record("no parameters"); return }
        #expect(parameters.map { $0["name"] } == ["sale-id", "lot-number", "page", "size"])
        #expect(parameters.map { $0["in"] } == ["path", "path", "query", "query"])
        #expect(parameters[1]["schema"]?["type"] == "integer")
    }

    @Test func dictionaryValuesAreFreeFormObjects() throws {
        let search = try #require(Self.document["paths"]?["/artworks/search"]?["get"])
        #expect(search["parameters"]?[0]?["schema"]?["type"] == "object")
        #expect(search["parameters"]?[0]?["name"] == "params")
        let track = try #require(Self.document["paths"]?["/events"]?["post"]?["requestBody"]?["content"]?["application/json"]?["schema"])
        #expect(track["properties"]?["properties"]?["additionalProperties"] == ["type": "string"])
        let bid = Self.document["paths"]?["/lots/{lot-id}/bids"]?["post"]?["requestBody"]?["content"]?["application/json"]?["schema"]
        #expect(bid?["properties"]?["{extra}"] == nil && bid?["additionalProperties"] == true)
        #expect(bid?["properties"]?["amount_cents"]?["type"] == "integer")
    }

    /// Alamofire's `URLEncoding` writes a `Bool` as `1` or `0` (its `BoolEncoding.numeric`, the default): the document
    /// says what is sent, and a flag the router always sends is a required parameter.
    @Test func aFlagIsDocumentedAsWhatAlamofireSends() throws {
        let sales = try #require(Self.document["paths"]?["/sales"]?["get"])
        guard case .array(let parameters)? = sales["parameters"] else { Issue.record("no parameters"); return }
        let live = try #require(parameters.first { $0["name"] == "live" })
        #expect(live["schema"]?["type"] == "integer")
        #expect(live["schema"]?["enum"] == [0, 1])
        #expect(live["required"] == true)
    }

    /// A route whose whole URL is a `URL` option is an operation, with the URL as its server's one variable.
    @Test func aURLOptionIsAnOperation() throws {
        #expect(!JSONPrinter().string(Self.document["x-courier-unlisted"] ?? .null).contains("follow-link"))
        guard case .object(let paths)? = Self.document["paths"] else { Issue.record("no paths"); return }
        let link = try #require(paths.compactMap { $0.value["get"] }.first { $0["operationId"] == "kiosk.follow-link" })
        #expect(link["servers"]?[0]?["url"] == "{url}")
    }

    /// Headers the router sets itself are described: a credential (`Authorization: token …`) as a security scheme the
    /// operation requires, any other as a header parameter of the one value it always has; neither value is a secret shown.
    @Test func headersTheRouterSetsAreDescribed() throws {
        let sales = try #require(Self.document["paths"]?["/sales"]?["get"])
        guard case .array(let parameters)? = sales["parameters"] else { Issue.record("no parameters"); return }
        let desk = try #require(parameters.first { $0["name"] == "X-Kiosk-Desk" })
        #expect(desk["in"] == "header" && desk["required"] == true && desk["schema"]?["enum"] == ["lobby"])
        #expect(!parameters.contains { $0["name"] == "Authorization" })
        let scheme = try #require(sales["security"]?[0]?.members?.first?.key)
        #expect(Self.document["components"]?["securitySchemes"]?[scheme] == ["type": "apiKey", "in": "header", "name": "Authorization",
                                                                             "description": "Sent by the router itself (Authorization: token …)."])
        #expect(!JSONPrinter().string(Self.document).contains("desk-0a1b2c"))
        // An operation whose router sets no credential has no security of that scheme.
        #expect(Self.document["paths"]?["/health"]?["get"]?["security"] == nil)
    }

    @Test func urlUnderNoAppBaseURLHasItsOwnServer() throws {
        guard case .object(let paths)? = Self.document["paths"] else { Issue.record("no paths"); return }
        let feed = try #require(paths.first { $0.key.hasPrefix("/legacy/feed") })
        #expect(feed.value["get"]?["servers"]?[0]?["url"] == "https://www.kiosk.example.com")
    }
}
