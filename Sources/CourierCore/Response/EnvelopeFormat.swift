/// How an API wraps its payloads: `{code, message, data}` by default, with the codes that mean success.
public struct EnvelopeFormat: Hashable, Sendable {
    public var codeKey: String
    public var messageKey: String
    public var dataKey: String
    /// Envelope codes that mean success; compared as numbers when both are numbers.
    public var successCodes: [JSON]

    public init(codeKey: String = "code", messageKey: String = "message", dataKey: String = "data", successCodes: [JSON] = [0]) {
        self.codeKey = codeKey
        self.messageKey = messageKey
        self.dataKey = dataKey
        self.successCodes = successCodes
    }

    /// Whether `code` is one of the success codes (`0` and `0.0` are the same number).
    public func isSuccess(_ code: JSON) -> Bool {
        successCodes.contains { success in
            if case .number(let a) = success, case .number(let b) = code {
                return a == b || (Double(a) != nil && Double(a) == Double(b))
            }
            return success == code
        }
    }
}
