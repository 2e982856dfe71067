/// A piece of a route's path: fixed text, a parameter filled from the call, or a string template.
///
/// Fixed text is the path as written: `/` separates segments, so `"/v1/user/login"` is three segments
/// (never a silent `%2F`). A parameter's value is always exactly one segment, percent-encoded, so `../x`
/// can never climb. A template — `"orders/\(no)/cancel"` — mixes both: its literal text is split on `/`
/// and each interpolated value stays inside its own segment.
public indirect enum PathSegment: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// Fixed text; a `/` in it separates segments.
    case literal(String)
    /// One value: always exactly one segment, percent-encoded; help shows it as `{name}`.
    case parameter(name: String, value: String)
    /// Literal text and interpolated values, in order (what a string interpolation builds).
    case template([PathSegment])

    /// `"v1/orders"`: fixed text.
    public init(stringLiteral value: String) { self = .literal(value) }

    /// `"orders/\(no)/cancel"`: fixed text with values, each kept inside its own segment.
    public init(stringInterpolation: Interpolation) { self = .template(stringInterpolation.parts) }

    /// Collects the literal text and the values of `"orders/\(no)"`.
    public struct Interpolation: StringInterpolationProtocol {
        var parts: [PathSegment] = []
        /// Called by the compiler for an interpolated path.
        public init(literalCapacity: Int, interpolationCount: Int) { parts.reserveCapacity(interpolationCount * 2 + 1) }
        /// Called by the compiler for the text between the values.
        public mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { parts.append(.literal(literal)) } }
        /// A value that must stay one segment (its `description`).
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            parts.append(.parameter(name: "", value: value.description))
        }
        /// A named value: the template shows `{name}`.
        public mutating func appendInterpolation(param name: String, _ value: some CustomStringConvertible) {
            parts.append(.parameter(name: name, value: value.description))
        }
    }

    /// A parameter segment, e.g. `.param("no", no)`.
    public static func param(_ name: String, _ value: String) -> PathSegment { .parameter(name: name, value: value) }
    /// An integer parameter segment, e.g. `.param("uid", 5)`.
    public static func param<I: BinaryInteger>(_ name: String, _ value: I) -> PathSegment { .parameter(name: name, value: String(value)) }
}

/// One segment as sent: its text before encoding, its encoded form, how help shows it, and whether any of
/// it came from a value (which a dot or empty value must not turn into a path change).
package struct WireSegment: Hashable, Sendable {
    package var text: String
    package var encoded: String
    package var template: String
    /// The first parameter inside this segment, by name (an interpolation without a name is `""`); nil for fixed
    /// text. (The first only: the builder names it when its value empties the segment; a list was made per segment.)
    package var firstParameter: String?
}

/// Splits path pieces into the segments sent (a value for ``Array/wireSegments``).
private struct WireSegmenter {
    var segments: [WireSegment] = []
    var current: WireSegment?

    mutating func close() {
        if let segment = current { segments.append(segment) }
        current = nil
    }

    mutating func add(_ text: String, encoded: String, template: String, parameter: String?) {
        guard var segment = current else {
            current = WireSegment(text: text, encoded: encoded, template: template, firstParameter: parameter)
            return
        }
        current = nil  // the segment is changed alone (a second reference would make each `+=` copy it)
        segment.text += text
        segment.encoded += encoded
        segment.template += template
        if segment.firstParameter == nil { segment.firstParameter = parameter }
        current = segment
    }

    mutating func append(_ part: PathSegment) {
        switch part {
        case .template(let parts):
            for part in parts { append(part) }
        case .literal(let text):
            var pieces = text.split(separator: "/", omittingEmptySubsequences: false)
            // Text that starts with `/` ends the segment before it; each later `/` ends one more.
            if pieces.count > 1, pieces[0].isEmpty {
                close()
                pieces.removeFirst()
            }
            for (index, piece) in pieces.enumerated() {
                if index > 0 { close() }
                if !piece.isEmpty { add(String(piece), encoded: PercentEncoding.encode(String(piece)), template: String(piece), parameter: nil) }
            }
        case .parameter(let name, let value):
            add(value, encoded: PercentEncoding.encode(value), template: name.isEmpty ? value : "{\(name)}", parameter: name)
        }
    }
}

extension Array where Element == PathSegment {
    /// The segments as sent: literal text split on `/`, each value kept inside the segment it stands in.
    /// A value that is empty on its own still occupies its segment (and is refused by the builder).
    package var wireSegments: [WireSegment] {
        var segmenter = WireSegmenter()
        for segment in self {
            segmenter.close()
            segmenter.append(segment)
        }
        segmenter.close()
        return segmenter.segments
    }

    /// The path template, e.g. `/orders/{no}/cancel`.
    package var template: String { "/" + wireSegments.map(\.template).joined(separator: "/") }
}
