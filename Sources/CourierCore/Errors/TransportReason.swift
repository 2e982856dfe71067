/// Why the transfer failed, as libcurl and the transfer saw it.
package enum TransportReason: Sendable, Equatable {
    /// libcurl's code, its text, and the category `CurlErrorMapping` gives the code.
    case curl(code: Int, text: String, category: ErrorCategory)
    /// libcurl 7.88 reports a header over its 100 KB limit as out of memory.
    case headerOverLimit(code: Int, text: String)
    /// The same codes before any response arrived: the request's own headers are over libcurl's limit for a
    /// request (a header Courier was given to send, not one the server sent).
    case requestHeaderOverLimit(code: Int, text: String)
    case malformedResponse(String, curlCode: Int?)
    case bodyOverLimit(bytes: Int, curlCode: Int?)
    case closedInHeaders
    /// The response's `Content-Encoding` (`coding`) is none of those the linked libcurl decodes (`decodable`): asked for
    /// by a request's own `Accept-Encoding` (macOS's libcurl has no brotli, an app's router may still ask for `br`).
    case undecodableEncoding(coding: String, decodable: [String], curlCode: Int)
    /// A streamed upload or a download file that failed while the body moved.
    case file(FileReason, curlCode: Int?)

    var category: ErrorCategory {
        if case .curl(_, _, let category) = self { return category }
        return .transportIO
    }

    var curlCode: Int? {
        switch self {
        case .curl(let code, _, _), .headerOverLimit(let code, _), .requestHeaderOverLimit(let code, _), .undecodableEncoding(_, _, let code): code
        case .malformedResponse(_, let code), .bodyOverLimit(_, let code), .file(_, let code): code
        case .closedInHeaders: nil
        }
    }
}
