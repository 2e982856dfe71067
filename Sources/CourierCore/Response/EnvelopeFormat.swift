/// How an API wraps its payloads: `{code, message, data}` by default, with the codes that mean success.
///
/// Seed 001's app treats a response without a code as a success (`codeIsOptional`); seed 002's app
/// reads code 401 as "log in again", an auth failure rather than a generic business error
/// (`categories`).
public struct EnvelopeFormat: Hashable, Sendable {
    package var codeKey: String
    package var messageKey: String
    package var dataKey: String
    /// Envelope codes that mean success; compared as numbers when both are numbers.
    package var successCodes: [JSON]
    /// Whether an object without `codeKey` is a success (its `dataKey`, or the whole object, is the payload).
    /// Default `false`: a missing code is `decoding.envelope`.
    package var codeIsOptional: Bool
    /// Envelope codes that mean something more precise than `business`, e.g. `401 → http.unauthorized`.
    package var categories: [CodeCategory]

    /// - Parameters:
    ///   - codeKey: the member holding the code. Default `code`.
    ///   - messageKey: the member holding the human message. Default `message`.
    ///   - dataKey: the member holding the payload. Default `data`.
    ///   - successCodes: the codes that mean success. Default `[0]`.
    ///   - codeIsOptional: a missing code is a success. Default `false`.
    ///   - categories: codes mapped to categories other than `business`. Default none.
    public init(codeKey: String = "code", messageKey: String = "message", dataKey: String = "data", successCodes: [JSON] = [0],
                codeIsOptional: Bool = false, categories: [CodeCategory] = [])
    {
        self.codeKey = codeKey
        self.messageKey = messageKey
        self.dataKey = dataKey
        self.successCodes = successCodes
        self.codeIsOptional = codeIsOptional
        self.categories = categories
    }

    /// Whether `code` is one of the success codes (`0` and `0.0` are the same number).
    package func isSuccess(_ code: JSON) -> Bool {
        successCodes.contains { Self.same($0, code) }
    }

    /// The category a failing `code` stands for: a declared one, else `business`.
    package func category(for code: JSON) -> ErrorCategory {
        categories.first { Self.same($0.code, code) }?.category ?? .business
    }

    /// What is wrong with this declaration, if anything (checked when the program starts).
    package var problem: DescriptionProblem? {
        if codeKey.isEmpty || messageKey.isEmpty || dataKey.isEmpty { return .envelopeKeysMissing }
        if codeKey == messageKey || codeKey == dataKey || messageKey == dataKey { return .envelopeKeysNotDistinct }
        if successCodes.isEmpty { return .noSuccessCode }
        if let clash = categories.first(where: { isSuccess($0.code) }) { return .successCodeMapped(code: clash.code, category: clash.category) }
        return nil
    }

    /// Codes compare as numbers when both are numbers (`0` is `0.0`), otherwise as values.
    static func same(_ a: JSON, _ b: JSON) -> Bool {
        if case .number(let x) = a, case .number(let y) = b {
            return x == y || (Double(x) != nil && Double(x) == Double(y))
        }
        return a == b
    }
}

/// An envelope code that stands for a category other than `business` (seed 002: `401` means "log in again").
public struct CodeCategory: Hashable, Sendable {
    package var code: JSON
    package var category: ErrorCategory

    /// `CodeCategory(401, .httpUnauthorized)`: envelope code 401 is an auth failure, not a business error.
    public init(_ code: JSON, _ category: ErrorCategory) {
        self.code = code
        self.category = category
    }
}

/// Whether an API (or one route) wraps its payloads in an envelope.
public enum Envelope: Hashable, Sendable {
    /// No envelope (a plain body): success is decided by the HTTP status and the whole body is the payload
    /// (GitHub-like APIs, health checks, files, OAuth token endpoints).
    case plain
    /// Payloads wrapped as `format` says.
    case wrapped(EnvelopeFormat)

    /// `{code, message, data}` with success code `0`.
    public static let standard = Envelope.wrapped(EnvelopeFormat())

    /// The format, when there is an envelope.
    package var format: EnvelopeFormat? {
        if case .wrapped(let format) = self { return format }
        return nil
    }

    /// The key `--output data` and `--select data` read: the envelope's data key, or none.
    package var dataKey: String? { format?.dataKey }
}
