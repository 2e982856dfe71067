/// An HTTP request method (RFC 9110 §9). An open set, so a struct with constants (Alamofire's shape).
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method's token as sent, e.g. `GET` (case-sensitive, RFC 9110 §9.1).
    public let rawValue: String
    /// Any method; one that is not an RFC 9110 token is refused before anything is sent.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// GET: transfer a representation of the resource (safe, idempotent).
    public static let get = HTTPMethod(rawValue: "GET")
    /// HEAD: GET without the body (safe, idempotent).
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// POST: have the resource process the body (neither safe nor idempotent: not retried unless the route
    /// says ``Route/isIdempotent``).
    public static let post = HTTPMethod(rawValue: "POST")
    /// PUT: replace the resource with the body (idempotent).
    public static let put = HTTPMethod(rawValue: "PUT")
    /// PATCH: change part of the resource (RFC 5789; not idempotent).
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// DELETE: remove the resource (idempotent).
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// OPTIONS: what the resource allows (safe, idempotent).
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    /// TRACE: echo the request back (safe, idempotent).
    public static let trace = HTTPMethod(rawValue: "TRACE")

    /// The token, as help and `--dry-run` show it.
    public var description: String { rawValue }

    /// Idempotent methods (RFC 9110 §9.2.2) may be retried after a failure.
    package var isIdempotent: Bool { [.get, .head, .put, .delete, .options, .trace].contains(self) }

    /// Safe methods (RFC 9110 §9.2.1) do not change the server's state.
    package var isSafe: Bool { [.get, .head, .options, .trace].contains(self) }

    /// A method must be an RFC 9110 token: one or more tchars, nothing else.
    package var isValidToken: Bool { !rawValue.isEmpty && rawValue.utf8.allSatisfy(HTTPSyntax.isTokenChar) }
}

/// Character classes of HTTP syntax (RFC 9110 §5.6.2).
package enum HTTPSyntax {
    /// `tchar = "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~" / DIGIT / ALPHA`
    package static func isTokenChar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        // The symbols as cases, not a search of a string of them (a search for each `-` of every header name).
        case UInt8(ascii: "!"), UInt8(ascii: "#")...UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// A field value may hold visible characters, spaces and tabs, and obs-text; no CR, LF, NUL or other controls.
    package static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte == 0x09 || (byte >= 0x20 && byte != 0x7F)
    }
}
