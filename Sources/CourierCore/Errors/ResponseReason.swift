/// A response judged a failure: by its status, its envelope, or the model it must fit.
package enum ResponseReason: Sendable, Equatable {
    /// A final status that is not a success; category from ``ErrorCategory/forStatus(_:)``.
    case status(Int, phrase: String, serverMessage: String?, location: String?, code: JSON?)
    /// The body is not JSON (`model`: the contract that needed it, when there is no envelope).
    case notJSON(contentType: String?, model: String?)
    case envelopeMissingKey(String)
    case envelopeNotObject(kind: String)
    /// A 2xx came with an empty body where one was expected: `model` names the route's model when there is no
    /// envelope (`decoding.model`), `nil` when the API's envelope was missing (`decoding.envelope`).
    case emptyBody(model: String?)
    /// The envelope's code is not a success code; `category` is the envelope format's for it.
    case envelopeCode(JSON, message: String?, category: ErrorCategory)
    /// The payload does not fit the route's model.
    case model(ContractViolation, model: String)
    /// A route's own hook (a Moya plugin's `process`) turned the result into a failure: its description, and the
    /// category it is reported in (its response's status, else the call's own failure, else `business`).
    case processed(String, category: ErrorCategory)

    var category: ErrorCategory {
        switch self {
        case .status(let status, _, _, _, _): ErrorCategory.forStatus(status) ?? .transportIO
        case .notJSON: .decodingBody
        case .envelopeMissingKey, .envelopeNotObject: .decodingEnvelope
        case .envelopeCode(_, _, let category), .processed(_, let category): category
        case .model: .decodingModel
        case .emptyBody(let model): model == nil ? .decodingEnvelope : .decodingModel
        }
    }

    var envelopeCode: JSON? {
        switch self {
        case .status(_, _, _, _, let code): code
        case .envelopeCode(let code, _, _): code
        default: nil
        }
    }
}
