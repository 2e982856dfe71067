import CourierCore

/// What `match` answers for one captured request: the route command that builds it (or the two or more that build
/// it equally well, or none and the nearest), with what Courier would send differently, the headers set aside as
/// the transport's and the credentials the capture held (redacted).
package struct RouteMatch: Sendable {
    package enum Outcome: String, Sendable {
        /// One route explains the request best.
        case matched
        /// Two or more explain it equally well: all are given, none is chosen.
        case ambiguous
        /// No route builds it: ``RouteMatch/nearest`` says which comes closest and why not.
        case unmatched
    }

    /// The capture's own name for it (`curl line`, `entry 12`).
    package var source: String
    package var method: String
    /// The captured URL, as captured.
    package var url: String
    package var outcome: Outcome
    /// The best candidates, best first: one when matched, all the equal ones when ambiguous, none when unmatched.
    package var candidates: [MatchCandidate]
    /// When unmatched: the route that comes closest, and why it does not build the request.
    package var nearest: (candidate: MatchCandidate, miss: MatchMiss)?
    /// Captured headers a transport or the app's session adds (``TransportHeaders``, the API's common parameters).
    package var ignoredHeaders: [String]
    /// What the capture carried (``CapturedRequest/credentials(secretHeaders:)``), never a word of a command.
    package var credentials: [CapturedCredential]

    /// The one candidate of a match (the first of an ambiguous one).
    package var best: MatchCandidate? { candidates.first }
}

/// One route that builds the captured request (or comes near): the command, where it is sent, and how the request
/// Courier would send from that command differs from the captured one.
package struct MatchCandidate: Sendable {
    package var group: String
    package var action: String
    package var environment: String
    /// The service whose base URL matched; `nil` for the environment's main base URL or a URL sent as built.
    package var service: String?
    /// The command's words after the program's name, credentials left out: `orders detail --no A1001`.
    package var words: [String]
    /// Every difference between the rebuilt request and the captured one; empty when identical.
    package var differences: [MatchDifference]
    /// How many of the captured request's places the rebuilt one reproduces by the route's fixed text (its base URL,
    /// method, fixed segments, query, headers and body fields): the more, the more specific the route.
    package var explained: Int
    /// Captured headers set aside as the transport's or the session's (those the route itself sends are compared).
    package var ignoredHeaders: [String] = []

    package var identical: Bool { differences.isEmpty }
    /// `orders detail`.
    package var route: String { group + " " + action }
}

/// One way the request a candidate's command builds differs from the captured one.
package enum MatchDifference: Sendable, Equatable {
    /// The captured request has it; the route does not set it and no option fills it.
    case extra(RequestSites.Place)
    /// The route sets it; the captured request has none.
    case missing(RequestSites.Place, expected: String)
    /// Both have it, with other values.
    case value(RequestSites.Place, expected: String, captured: String)

    package var place: RequestSites.Place {
        switch self {
        case .extra(let place), .missing(let place, _), .value(let place, _, _): place
        }
    }
}

/// Why a route does not build a captured request.
package enum MatchMiss: Error, Sendable, Equatable {
    /// The route sends another method.
    case method(expected: String, captured: String)
    /// The URL lies below none of the route's base URLs (nor its own origin).
    case base(expected: String)
    /// The path has another number of segments below the base URL.
    case segmentCount(expected: Int, captured: Int)
    /// A fixed path segment differs.
    case segment(Int, expected: String, captured: String)
    /// A required option or positional found no value in the request.
    case missingValue(option: String)
    /// A value read back is not one the option takes (`abc` for an integer, `2` for a flag sent as `1`/`0`).
    case badValue(option: String, text: String, expected: String)
    /// The command line read back is refused, or its route cannot be built: the parser's or the builder's words.
    case refused(String)
}
