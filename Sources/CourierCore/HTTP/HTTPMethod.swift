/// An HTTP request method (RFC 9110 §9). An open set, so a struct with constants (Alamofire's shape).
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let get = HTTPMethod(rawValue: "GET")
    public static let head = HTTPMethod(rawValue: "HEAD")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let put = HTTPMethod(rawValue: "PUT")
    public static let patch = HTTPMethod(rawValue: "PATCH")
    public static let delete = HTTPMethod(rawValue: "DELETE")
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    public static let trace = HTTPMethod(rawValue: "TRACE")

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
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// A field value may hold visible characters, spaces and tabs, and obs-text; no CR, LF, NUL or other controls.
    package static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte == 0x09 || (byte >= 0x20 && byte != 0x7F)
    }
}
