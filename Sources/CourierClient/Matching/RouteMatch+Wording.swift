import CourierCore

/// The words of `match`'s differences and misses, written in one place (as ``ErrorWording`` is for errors).
/// Captured values are shown printable (``Redaction/printable(_:)``); a credential's never reach here.
extension MatchDifference {
    package var sentence: String {
        switch self {
        case .extra(let place): "\(place.described) is captured; the route does not send it"
        case .missing(let place, let expected): "\(place.described) is not captured; the route sends \(Self.quoted(expected))"
        case .value(let place, let expected, let captured):
            "\(place.described) is \(Self.quoted(captured)); the route sends \(Self.quoted(expected))"
        }
    }

    /// `extra`, `missing` or `value`.
    package var kind: String {
        switch self {
        case .extra: "extra"
        case .missing: "missing"
        case .value: "value"
        }
    }

    static func quoted(_ text: String) -> String { "'" + Redaction.printable(text) + "'" }
}

extension MatchMiss {
    package var sentence: String {
        switch self {
        case .method(let expected, let captured): "the route sends \(expected), the request is \(Redaction.printable(captured))"
        case .base(let expected): "the URL is not below \(expected)"
        case .segmentCount(let expected, let captured):
            "the path has \(captured) segment\(captured == 1 ? "" : "s") below the base URL; the route's has \(expected)"
        case .segment(let index, let expected, let captured):
            "path segment \(index) is \(MatchDifference.quoted(captured)); the route's is \(MatchDifference.quoted(expected))"
        case .missingValue(let option): "the request holds no value for the required \(option)"
        case .badValue(let option, let text, let expected):
            "\(option) would be \(MatchDifference.quoted(text)), not \(expected)"
        case .refused(let reason): "the command read back is refused: \(Redaction.printable(reason))"
        }
    }

    /// `method`, `base`, `path`, `value` or `refused`: which part of the request a miss is about.
    package var kind: String {
        switch self {
        case .method: "method"
        case .base: "base"
        case .segmentCount, .segment: "path"
        case .missingValue, .badValue: "value"
        case .refused: "refused"
        }
    }
}
