/// Alamofire 5's `HTTPHeaders`: ordered, case-insensitive, and one field per name.
///
/// Unlike Courier's own headers, adding a name that is already there replaces its field in place
/// (Alamofire's `update`), so literals and `add` collapse repeats to the last value, as in Alamofire.
public struct HTTPHeaders: Equatable, Hashable, Sendable, Collection, CustomStringConvertible,
    ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
    private var fields: [HTTPHeader] = []

    public init() {}

    public init(_ headers: [HTTPHeader]) {
        headers.forEach { update($0) }
    }

    public init(_ dictionary: [String: String]) {
        dictionary.forEach { update(HTTPHeader(name: $0.key, value: $0.value)) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        elements.forEach { update(name: $0.0, value: $0.1) }
    }

    public init(arrayLiteral elements: HTTPHeader...) {
        self.init(elements)
    }

    public mutating func add(name: String, value: String) { update(HTTPHeader(name: name, value: value)) }
    public mutating func add(_ header: HTTPHeader) { update(header) }
    public mutating func update(name: String, value: String) { update(HTTPHeader(name: name, value: value)) }

    /// Replaces the field of the same name (ignoring case) where it stands, or appends it.
    public mutating func update(_ header: HTTPHeader) {
        if let index = index(of: header.name) {
            fields[index] = header
        } else {
            fields.append(header)
        }
    }

    public mutating func remove(name: String) {
        if let index = index(of: name) { fields.remove(at: index) }
    }

    /// Sorts the fields by lowercased name.
    public mutating func sort() {
        fields.sort { $0.name.lowercased() < $1.name.lowercased() }
    }

    public func sorted() -> HTTPHeaders {
        var copy = self
        copy.sort()
        return copy
    }

    public func value(for name: String) -> String? {
        index(of: name).map { fields[$0].value }
    }

    /// The value of `name`, ignoring case; setting `nil` removes the field.
    public subscript(_ name: String) -> String? {
        get { value(for: name) }
        set {
            if let newValue { update(name: name, value: newValue) } else { remove(name: name) }
        }
    }

    /// A dictionary of the fields; its order is not kept (as in Alamofire).
    public var dictionary: [String: String] {
        Dictionary(fields.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    public var startIndex: Int { fields.startIndex }
    public var endIndex: Int { fields.endIndex }
    public subscript(position: Int) -> HTTPHeader { fields[position] }
    public func index(after i: Int) -> Int { fields.index(after: i) }

    public var description: String { fields.map(\.description).joined(separator: "\n") }

    private func index(of name: String) -> Int? {
        let lowercased = name.lowercased()
        return fields.firstIndex { $0.name.lowercased() == lowercased }
    }
}
