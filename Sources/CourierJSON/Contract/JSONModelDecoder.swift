/// Decodes `Decodable` models straight from ``JSON``, with exact field paths on failure.
///
/// Foundation's JSONDecoder would parse the body a second time and lose the number literal;
/// this decoder walks the value Courier already holds and reports what it found: a tree as it is, the raw `data` of
/// a large body from its validated bytes (one ``ValueDecoder`` over either, through ``ContractValue``).
package enum JSONModelDecoder {
    /// Decodes `type` from `value`.
    /// - Throws: ``ContractViolation`` naming the first field that does not fit.
    package static func decode<T: Decodable>(_ type: T.Type, from value: JSON, rootPath: String = "data") throws(ContractViolation) -> T {
        try reporting(T.self, rootPath: rootPath) { try T(from: ValueDecoder(ContractValue(value), path: Path(root: rootPath))) }
    }

    /// Checks that `value` is an array whose every element decodes as `Element`, each dropped once decoded;
    /// throws the violation ``decode(_:from:rootPath:)`` with `[Element]` would (Array's own `init(from:)`
    /// reads its elements exactly so).
    package static func checkEach<Element: Decodable>(_ type: Element.Type, in value: JSON, rootPath: String = "data") throws(ContractViolation) {
        try reporting([Element].self, rootPath: rootPath) {
            var elements = try ValueDecoder(ContractValue(value), path: Path(root: rootPath)).unkeyedContainer()
            while !elements.isAtEnd { _ = try elements.decode(Element.self) }
        }
    }

    /// Runs `body`, turning whatever it throws into the ``ContractViolation`` it means for a `type` at `rootPath`.
    private static func reporting<T>(_ type: Any.Type, rootPath: String, _ body: () throws -> T) throws(ContractViolation) -> T {
        do {
            return try body()
        } catch let violation as ContractViolation {
            throw violation
        } catch let error as DecodingError {
            throw violation(from: error, rootPath: rootPath)
        } catch {
            throw ContractViolation(path: rootPath, expected: typeName(type), found: "an error: \(error)")
        }
    }

    /// A readable Swift type name: `[Order]` rather than `Array<Order>`.
    package static func typeName(_ type: Any.Type) -> String {
        var name = String(describing: type)
        if name.hasPrefix("Array<"), name.hasSuffix(">") { name = "[" + name.dropFirst(6).dropLast() + "]" }
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = name.dropFirst(9).dropLast() + "?" }
        return name
    }

    /// Custom `init(from:)` code may throw DecodingError itself; keep its path.
    private static func violation(from error: DecodingError, rootPath: String) -> ContractViolation {
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return ContractViolation(path: Path.render(rootPath, context.codingPath), expected: typeName(type), found: context.debugDescription)
        case .keyNotFound(let key, let context):
            return ContractViolation(path: Path.render(rootPath, context.codingPath + [key]), expected: "a value", found: "nothing (missing key)")
        case .dataCorrupted(let context):
            return ContractViolation(path: Path.render(rootPath, context.codingPath), expected: "valid data", found: context.debugDescription)
        @unknown default:
            return ContractViolation(path: rootPath, expected: "valid data", found: "\(error)")
        }
    }
}

/// A field path as it grows during decoding, rendered only when something fails.
///
/// A chain of nodes rather than an array: every decoded field extends the path, and copying the
/// keys each time cost an allocation per field on a 400,000-element contract check. The last key is
/// held apart (``pending``) and becomes a node only when the path grows past it: most fields are
/// leaves (a string, a number), whose path is never extended, so they allocate nothing.
struct Path {
    var root: String
    private var last: Node?
    private var pending: (any CodingKey)?

    private final class Node {
        let parent: Node?
        let key: any CodingKey
        init(parent: Node?, key: any CodingKey) {
            self.parent = parent
            self.key = key
        }
    }

    init(root: String) { self.root = root }

    func appending(_ key: any CodingKey) -> Path {
        var path = self
        if let pending { path.last = Node(parent: last, key: pending) }
        path.pending = key
        return path
    }

    /// The same path with its last key made a node: a container settles its path once, so that each of its
    /// children's paths (one key more) shares that node instead of making its own.
    func settled() -> Path {
        guard let pending else { return self }
        var path = self
        path.last = Node(parent: last, key: pending)
        path.pending = nil
        return path
    }

    var keys: [any CodingKey] {
        var keys: [any CodingKey] = pending.map { [$0] } ?? []
        var node = last
        while let current = node {
            keys.append(current.key)
            node = current.parent
        }
        return keys.reversed()
    }

    var rendered: String { Path.render(root, keys) }

    static func render(_ root: String, _ keys: [any CodingKey]) -> String {
        var text = root
        for key in keys {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}

/// An array element's key. Only the number is stored: the key then fits an existential's inline buffer (no
/// allocation per element) and its text is made only when a path is rendered.
struct IndexKey: CodingKey {
    let index: Int
    var intValue: Int? { index }
    var stringValue: String { String(index) }
    init(_ index: Int) { self.index = index }
    init?(intValue: Int) { self.init(intValue) }
    init?(stringValue: String) { return nil }
}
