/// A stored session that cannot be used or made: its file, the login's response, or a refresh.
package enum SessionReason: Sendable, Equatable {
    /// The session file at `path` (`config`, exit 2: nothing is sent).
    case file(path: String, FileProblem)
    /// The login's response lacks what the route declares (`data.token`): `decoding.model`, nothing stored.
    case missing(String)
    /// The login set cookie `name` for a domain its host is not in (RFC 6265 §5.3): refused, never sent.
    case foreignCookie(String)
    /// A token or refresh token with a control character (`decoding.body`): never stored or sent.
    case controlCharacter
    /// Neither `XDG_STATE_HOME` nor `HOME` is set, so there is nowhere to keep sessions (`config`).
    case noStateDirectory
    /// The refresh route failed (`status` when it answered): the session is no good, and no retry follows.
    case refreshFailed(status: Int?, category: ErrorCategory)
    /// Logging in again from the named credentials failed (`status` when it answered): no retry follows.
    case reloginFailed(status: Int?, category: ErrorCategory)
    /// A session is needed (refresh on 401, `auth token`) but none is stored for `environment`.
    case none(environment: String)

    /// What is wrong with a session file or its directory.
    package enum FileProblem: Error, Sendable, Equatable {
        /// Group or other permission bits are set (`mode`), as ssh refuses such a key.
        case openToOthers(mode: UInt32)
        /// The directory holding it is open to others.
        case directoryOpenToOthers(directory: String, mode: UInt32)
        /// A symbolic link, FIFO or directory stands at the path: never followed.
        case notRegular(kind: String)
        /// Not JSON, or not the object a session is.
        case notASession
        /// It belongs to another API (or environment), named in the file.
        case otherAPI(String)
        /// The OS refused `operation` (errno's words).
        case cannot(FileReason.Operation, String)
    }

    var category: ErrorCategory {
        switch self {
        case .file, .noStateDirectory, .none: .config
        case .missing: .decodingModel
        case .controlCharacter, .foreignCookie: .decodingBody
        case .refreshFailed(_, let category), .reloginFailed(_, let category): category
        }
    }
}

extension CourierError {
    package static func session(_ reason: SessionReason) -> CourierError { CourierError(.session(reason)) }
}
