@testable import CourierCLI
import Arguments
import CourierCore
import CourierJSON
import Routes
import Testing
@testable import CourierDescribe

/// The OpenAPI generator on the demo routes and on odd ones: what each becomes, and that nothing traps.
struct OpenAPIDocumentTests {
    private static func document(_ groups: [ActionGroup<any Route>]) -> JSON {
        OpenAPIDocument(api: DemoAPI.api, groups: groups, environment: DemoAPI.api.environments[0], secretHeaders: SecretHeaders(DemoAPI.api.secretHeaders)).document()
    }

    private static let orders = DemoAPI.commands[0]

    @Test func actionThatCannotBeBuiltIsListedWithItsReasonNotAnOperation() {
        let command = Command(name: "broken", summary: "Never builds.")
        let broken = Action<any Route>(command: command) { _ throws(ParseError) -> any Route in
            throw ParseError(.invalid("no placeholder fits"), command: ["odd", "broken"])
        }
        let document = Self.document([ActionGroup("odd", summary: "Odd.", actions: [broken],
                                                  uncallable: [UncallableAction("on-done", reason: "'callback' is a closure", fix: "give it a type")])])
        #expect(document["paths"] == .object([]))
        guard case .array(let unlisted)? = document["x-courier-unlisted"] else { Issue.record("no x-courier-unlisted"); return }
        #expect(unlisted.map { $0["operationId"] } == ["odd.broken", "odd.on-done"])
        #expect(unlisted[0]["reason"]?.scalarText.contains("cannot be built from placeholder values") == true)
        #expect(unlisted[1]["reason"] == "'callback' is a closure. Fix: give it a type")
    }

    @Test func secondActionOnTheSameMethodAndPathIsListedNotOverwritten() {
        let copy = ActionGroup<any Route>("copy", summary: "The same routes again.", actions: Self.orders.actions)
        let document = Self.document([Self.orders, copy])
        #expect(document["paths"]?["/orders"]?["get"]?["operationId"] == "orders.list")
        guard case .array(let unlisted)? = document["x-courier-unlisted"] else { Issue.record("no x-courier-unlisted"); return }
        #expect(unlisted.count == Self.orders.actions.count)
        #expect(unlisted.first?["reason"] == "GET /orders is already orders.list's operation")
    }

    @Test func operationsNeedingAuthNameTheSchemeOthersDoNot() {
        let document = Self.document(DemoAPI.commands)
        #expect(document["paths"]?["/users/me"]?["get"]?["security"] == [["token": []]])
        #expect(document["paths"]?["/orders"]?["get"]?["security"] == nil)
        #expect(document["components"]?["securitySchemes"]?["token"] == ["type": "http", "scheme": "bearer"])
    }

    @Test func fileUploadIsMultipartWithTheFilePartFromItsOptions() {
        let body = Self.document(DemoAPI.commands)["paths"]?["/files"]?["post"]?["requestBody"]?["content"]?["multipart/form-data"]?["schema"]
        #expect(body?["properties"]?["file"]?["type"] == "string")
        #expect(body?["properties"]?["file"]?["description"] == "A file, from --file, --mime.")
    }

    @Test func sameGroupsGiveTheSameDocument() {
        #expect(JSONPrinter().string(Self.document(DemoAPI.commands)) == JSONPrinter().string(Self.document(DemoAPI.commands)))
    }

    // MARK: Models

    static let schemaCases: [(ModelShape, JSON)] = [
        (ModelShape("Int", .integer), ["type": "integer"]),
        (ModelShape("String?", .optional(ModelShape("String", .string))), ["type": ["string", "null"]]),
        (ModelShape("[Bool]", .array(ModelShape("Bool", .bool))), ["type": "array", "items": ["type": "boolean"]]),
        (ModelShape("[String: Double]", .dictionary(ModelShape("Double", .number))), ["type": "object", "additionalProperties": ["type": "number"]]),
        (ModelShape("Kind", .enumeration(raw: .string, values: ["a", "b"], isComplete: true)), ["type": "string", "enum": ["a", "b"]]),
        (ModelShape("Tree", .recursive), ["$ref": "#/components/schemas/Tree"]),
        (ModelShape("Page<Order>", .object([])), ["$ref": "#/components/schemas/Page_Order_"]),
        (ModelShape("Box?", .optional(ModelShape("Box", .object([])))), ["anyOf": [["$ref": "#/components/schemas/Box"], ["type": "null"]]]),
    ]

    @Test(arguments: schemaCases) func shapeBecomesSchema(_ shape: ModelShape, _ expected: JSON) {
        var registry = SchemaRegistry()
        #expect(registry.schema(of: shape) == expected)
    }

    @Test func optionalFieldIsNotRequiredAndNamedObjectsAreComponentsOnce() {
        var registry = SchemaRegistry()
        let line = ModelShape("Line", .object([.init("sku", ModelShape("String", .string))]))
        let order = ModelShape("Order", .object([.init("lines", ModelShape("[Line]", .array(line))), .init("first", line),
                                                 .init("note", ModelShape("String?", .optional(ModelShape("String", .string))))]))
        _ = registry.schema(of: order)
        let components = registry.document
        #expect(components["Order"]?["required"] == ["lines", "first"])
        #expect(components["Order"]?["properties"]?["first"] == ["$ref": "#/components/schemas/Line"])
        guard case .object(let members) = components else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["Line", "Order"])
    }

    @Test func unknownShapeAcceptsAnyValueWithANote() {
        var registry = SchemaRegistry()
        let schema = registry.schema(of: ModelShape("Custom", .unknown))
        #expect(schema["type"] == nil)
        #expect(schema["description"]?.scalarText.contains("custom init(from:)") == true)
    }

    @Test func recursiveTypeWithoutItsOwnComponentGetsAnOpenOne() {
        var registry = SchemaRegistry()
        _ = registry.schema(of: ModelShape("Node", .recursive))
        #expect(registry.document["Node"]?["description"] != nil)
    }

    @Test func placeholderHostsAreTheReservedExampleNames() {
        #expect(OpenAPIDocument.isPlaceholder("https://api.dev.example.invalid/v1"))
        #expect(OpenAPIDocument.isPlaceholder("https://example.com"))
        #expect(!OpenAPIDocument.isPlaceholder("https://api.shop.com/v1"))
        #expect(!OpenAPIDocument.isPlaceholder("http://127.0.0.1:8080/v1"))
    }
}
