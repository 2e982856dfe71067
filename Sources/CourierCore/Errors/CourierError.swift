/// A failure with its stable category, a human sentence, and the evidence behind it.
///
/// Words are written where the error is made, once; renderers only place them.
public struct CourierError: Error, Sendable, Equatable, CustomStringConvertible {
    public var category: ErrorCategory
    public var message: String
    /// The envelope code that came with an HTTP or business error, if any.
    public var code: JSON?
    /// libcurl's CURLcode for transport failures.
    public var curlCode: Int?
    /// A field path for contract failures.
    public var path: String?
    /// A hint on how to fix it, shown after the message.
    public var hint: String?

    public init(_ category: ErrorCategory, _ message: String, code: JSON? = nil, curlCode: Int? = nil, path: String? = nil, hint: String? = nil) {
        self.category = category
        self.message = message
        self.code = code
        self.curlCode = curlCode
        self.path = path
        self.hint = hint
    }

    public var exitCode: Int32 { category.exitCode }

    /// One line: `http.not_found: HTTP 404: order not found (code 40401)`.
    public var description: String {
        var line = "\(category.rawValue): \(message)"
        if let code, category != .business { line += " (code \(JSONPrinter(layout: .compact).string(code)))" }
        if let hint { line += " (\(hint))" }
        return line
    }

    public static func usage(_ message: String) -> CourierError { CourierError(.usage, message) }
    public static func invalid(_ message: String) -> CourierError { CourierError(.requestInvalid, message) }
}
