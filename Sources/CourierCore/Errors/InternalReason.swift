/// A bug, or libcurl refusing what it should accept (category `internal`, exit 1).
package enum InternalReason: Sendable, Equatable {
    case curlUnavailable
    case shareUnavailable
    /// libcurl refused a step; `text` is its own (`curl_easy_strerror` and kin).
    case curlRefused(CurlStep, text: String, curlCode: Int?)
    case headerListMemory
    /// A call that must have been sent reports no transfer at all.
    case noTransfers
    /// The result could not be written to stdout.
    case outputUnwritable(String)
    /// Standard input, where a front end's messages arrive, could not be read.
    case inputUnreadable(String)
    /// A route client's call could not get a thread of its own to wait on libcurl: the system's reason.
    case threadUnavailable(String)

    package enum CurlStep: Sendable, Equatable {
        case option(Int)
        case body
        case multi
        case share
        case mimeInit
        case mimePart
        case multipart(String)
    }

    var curlCode: Int? {
        if case .curlRefused(_, _, let code) = self { return code }
        return nil
    }
}
