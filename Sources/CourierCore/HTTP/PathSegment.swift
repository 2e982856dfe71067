/// One segment of a route's path: fixed text, or a parameter filled from the call.
///
/// Keeping the parameter's name lets help and `routes` show the template (`/orders/{no}`)
/// while the builder encodes the value as exactly one segment.
public enum PathSegment: Hashable, Sendable, ExpressibleByStringLiteral {
    case literal(String)
    case parameter(name: String, value: String)

    public init(stringLiteral value: String) { self = .literal(value) }

    /// A parameter segment, e.g. `.param("no", no)`.
    public static func param(_ name: String, _ value: String) -> PathSegment { .parameter(name: name, value: value) }
    public static func param<I: BinaryInteger>(_ name: String, _ value: I) -> PathSegment { .parameter(name: name, value: String(value)) }

    /// The text sent, before encoding.
    public var value: String {
        switch self {
        case .literal(let text): text
        case .parameter(_, let value): value
        }
    }

    /// How the segment reads in a path template.
    public var template: String {
        switch self {
        case .literal(let text): text
        case .parameter(let name, _): "{\(name)}"
        }
    }
}

extension Array where Element == PathSegment {
    /// The path template, e.g. `/orders/{no}/cancel`.
    public var template: String { "/" + map(\.template).joined(separator: "/") }
}
