import Testing
@testable import CourierCore

// Models of every kind the recording decoder must follow (or survive).

private struct Scalars: Decodable {
    var flag: Bool
    var text: String
    var double: Double
    var float: Float
    var int: Int
    var int8: Int8
    var int16: Int16
    var int32: Int32
    var int64: Int64
    var uint: UInt
    var uint8: UInt8
    var uint16: UInt16
    var uint32: UInt32
    var uint64: UInt64
}

private struct Line: Decodable {
    var sku: String
    var qty: Int
}

private struct Containers: Decodable {
    var lines: [Line]
    var grid: [[Int]]
    var labels: [String: String]
    var tags: Set<String>
    var note: String?
    var first: Line?
    var maybe: [Int?]
}

private enum Status: String, Decodable { case paid, shipped, cancelled }
private enum Level: Int, Decodable, CaseIterable { case low = 1, high = 5 }

private struct Enums: Decodable {
    var status: Status
    var level: Level
    var statuses: [Status]
    var after: Int  // recorded although the enum before it refused every placeholder raw value
}

private struct Tree: Decodable {
    var name: String
    var children: [Tree]
}

private final class Link: Decodable {
    let value: Int
    let next: Link?
}

/// A custom `init(from:)`: nested containers, `contains`, `decodeNil`.
private struct Custom: Decodable {
    var id: Int
    var street: String
    var extra: Int?
    var points: [Double]

    enum Keys: String, CodingKey { case id, address, street, extra, points }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decode(Int.self, forKey: .id)
        let address = try container.nestedContainer(keyedBy: Keys.self, forKey: .address)
        street = try address.decode(String.self, forKey: .street)
        extra = try container.contains(.extra) && !container.decodeNil(forKey: .extra) ? container.decode(Int.self, forKey: .extra) : nil
        var list = try container.nestedUnkeyedContainer(forKey: .points)
        var points: [Double] = []
        while !list.isAtEnd { points.append(try list.decode(Double.self)) }
        self.points = points
    }
}

/// A single-value wrapper, and one that accepts only a UUID-shaped string.
private struct Cents: Decodable {
    var value: Int
    init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(Int.self) }
}

private struct UUIDText: Decodable {
    var text: String
    init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
        guard text.count == 36 else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a UUID")) }
    }
}

private struct Wrapped: Decodable {
    var price: Cents
    var id: UUIDText
    var name: String
}

private enum Payload: Decodable {
    case text(String)
    case number(Int)
}

private struct Refuses: Decodable {
    init(from decoder: any Decoder) throws { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "never")) }
}

private struct Odd: Decodable {
    var payload: Payload?
    var refuses: Refuses?
    var name: String
}

private class Base: Decodable {
    var id: Int
}

private final class Derived: Base {
    var extra: String
    enum Keys: String, CodingKey { case extra }
    required init(from decoder: any Decoder) throws {
        extra = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .extra)
        try super.init(from: decoder)
    }
}

/// A compact rendering of a shape for the tables: `{a: integer, b: [string]?}`.
private func outline(_ shape: ModelShape) -> String {
    switch shape.kind {
    case .string, .integer, .number, .bool, .unknown: shape.kindName
    case .object(let fields): "{" + fields.map { "\($0.name): \(outline($0.shape))" }.joined(separator: ", ") + "}"
    case .array(let element): "[\(outline(element))]"
    case .dictionary(let value): "[string: \(outline(value))]"
    case .optional(let wrapped): outline(wrapped) + "?"
    case .enumeration(let raw, let values, let complete): "enum(\(ModelShape("", raw).kindName): \(values.joined(separator: "|"))\(complete ? "" : "…"))"
    case .recursive: "recursive(\(shape.typeName))"
    }
}

/// A model type as a table argument (metatypes are not `Sendable`; they are only read).
struct ShapeModel: Sendable, CustomTestStringConvertible {
    nonisolated(unsafe) let type: any Decodable.Type
    init(_ type: any Decodable.Type) { self.type = type }
    var testDescription: String { String(describing: type) }
}

struct ModelShapeTests {
    @Test(arguments: [
        (ShapeModel(Scalars.self),
         "{flag: bool, text: string, double: number, float: number, int: integer, int8: integer, int16: integer, int32: integer, "
            + "int64: integer, uint: integer, uint8: integer, uint16: integer, uint32: integer, uint64: integer}"),
        (ShapeModel(Containers.self), "{lines: [{sku: string, qty: integer}], grid: [[integer]], labels: [string: string], tags: [string], "
            + "note: string?, first: {sku: string, qty: integer}?, maybe: [integer?]}"),
        (ShapeModel([Line].self), "[{sku: string, qty: integer}]"),
        (ShapeModel(String?.self), "string?"),
        (ShapeModel(Enums.self), "{status: enum(string: paid…), level: enum(integer: 1|5), statuses: [enum(string: paid…)], after: integer}"),
        (ShapeModel(Tree.self), "{name: string, children: [recursive(Tree)]}"),
        (ShapeModel(Link.self), "{value: integer, next: recursive(Link)?}"),
        (ShapeModel(Custom.self), "{id: integer, address: {street: string}, extra: integer?, points: [number]}"),
        (ShapeModel(Wrapped.self), "{price: integer, id: string, name: string}"),
        (ShapeModel(Odd.self), "{payload: {}?, refuses: unknown?, name: string}"),
        (ShapeModel(Derived.self), "{extra: string, id: integer}"),
        (ShapeModel([[[[[[[[[[[Int]]]]]]]]]]].self), "[[[[[[[[[recursive([Array<Int>])]]]]]]]]]"),
    ])
    func recordsTheFieldsAModelAsksFor(model: ShapeModel, expected: String) {
        #expect(outline(shape(of: model.type)) == expected)
    }

    private func shape(of type: any Decodable.Type) -> ModelShape { open(type) }
    private func open<T: Decodable>(_ type: T.Type) -> ModelShape { ModelShape.of(T.self) }

    @Test func namesEachFieldsSwiftType() throws {
        let shape = ModelShape.of(Enums.self)
        guard case .object(let fields) = shape.kind else { Issue.record("not an object: \(shape)"); return }
        #expect(shape.typeName == "Enums")
        #expect(fields.map(\.shape.typeName) == ["Status", "Level", "[Status]", "Int"])
        #expect(ModelShape.of(Containers.self).unwrapped.kindName == "object")
    }

    @Test func exampleFollowsTheShape() {
        let example = ModelShape.of(Containers.self).example
        #expect(JSONPrinter(layout: .compact).string(example)
            == #"{"lines":[{"sku":"string","qty":0}],"grid":[[0]],"labels":{"key":"string"},"tags":["string"],"note":"string","first":{"sku":"string","qty":0},"maybe":[0]}"#)
        #expect(JSONPrinter(layout: .compact).string(ModelShape.of(Enums.self).example) == #"{"status":"paid","level":1,"statuses":["paid"],"after":0}"#)
    }

    @Test func contractsExposeTheShape() {
        #expect(ModelContract.none.shape == nil)
        #expect(ModelContract.decodes([Line].self).shape.map(outline) == "[{sku: string, qty: integer}]")
    }
}
