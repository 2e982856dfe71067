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
    /// A token or refresh token larger than ``SecretSize/limit`` (`decoding.body`): never stored or sent.
    case secretTooLarge(limit: Int)
    /// Neither `XDG_STATE_HOME` nor `HOME` is set, so there is nowhere to keep sessions (`config`).
    case noStateDirectory
    /// The refresh route failed (`status` when it answered): the session is no good, and no retry follows.
    case refreshFailed(status: Int?, category: ErrorCategory)
    /// Logging in again from the named credentials failed (`status` when it answered): no retry follows.
    case reloginFailed(status: Int?, category: ErrorCategory)
    /// The refresh (or, `relogin`, the login from the login file) failed for `cause`: answered with `status` but its
    /// answer refused (its contract, a token missing or holding a control character), or never answered (`nil`: a
    /// redirect refused, the transport). A status alone would read as a success or say nothing, so the cause is
    /// told. No retry follows.
    case renewalRefused(relogin: Bool, status: Int?, cause: CourierError.Reason)
    /// A session is needed (refresh on 401, `auth token`) but none is stored for `environment`.
    case none(environment: String)
    /// The keyring store (`--session-store keyring`) cannot be used, or its item is not a session (`config`, exit 2:
    /// nothing is sent, and never a file instead). `item` is the item's attributes as `secret-tool` is given them.
    case keyring(item: String?, KeyringProblem)
    /// The Keychain store (`--session-store keychain`, macOS) cannot be used, or its item is not a session (`config`,
    /// exit 2: nothing is sent, and never a file instead). `item` names the item as `security` is given it.
    case keychain(item: String?, KeychainProblem)

    /// Why the Keychain store (`/usr/bin/security`) failed.
    package enum KeychainProblem: Sendable, Equatable {
        /// Not macOS: the login Keychain is macOS's.
        case unsupportedSystem
        /// It could not be started (errno's words).
        case cannotStart(String)
        /// It failed at `operation`: its exit status and its own words.
        case failed(KeychainOperation, status: Int32, words: String)
        /// The Keychain is locked, or its user did not allow the access (`errSecInteractionNotAllowed`, `errSecAuthFailed`).
        case locked(KeychainOperation)
        /// It did not finish within `seconds` and was stopped (an access dialog may be waiting).
        case timedOut(KeychainOperation, seconds: Double)
        /// The session is larger than one `security` command line carries, or the answer than any session.
        case tooLarge(limit: Int)
        /// The secret is not JSON, or not the object a session is.
        case notASession
        /// The secret belongs to another API (or environment), named in it.
        case otherAPI(String)
        /// What was stored does not read back as written.
        case notStored
    }

    /// What Courier asked `security` to do (its own subcommands).
    package enum KeychainOperation: String, Sendable, Equatable {
        case find = "find-generic-password", add = "add-generic-password", delete = "delete-generic-password"
    }

    /// Why the keyring store (`secret-tool`) failed.
    package enum KeyringProblem: Sendable, Equatable {
        /// Not Linux: only secret-tool (libsecret) is supported, and macOS has none.
        case unsupportedSystem
        /// No `secret-tool` in the directories of `PATH`.
        case noSecretTool
        /// It could not be started (errno's words).
        case cannotStart(String)
        /// It failed at `operation`; its own words (no D-Bus session, no secret service, a locked collection).
        case failed(KeyringOperation, words: String)
        /// The item is there but locked, and no prompt unlocked it.
        case locked(KeyringOperation)
        /// It did not finish within `seconds` and was stopped.
        case timedOut(KeyringOperation, seconds: Double)
        /// It printed more than `limit` bytes: no session is that large.
        case tooLarge(limit: Int)
        /// The secret is not JSON, or not the object a session is.
        case notASession
        /// The secret belongs to another API (or environment), named in it.
        case otherAPI(String)
    }

    /// What Courier asked `secret-tool` to do (its own subcommands).
    package enum KeyringOperation: String, Sendable, Equatable {
        case lookup, store, clear, search
    }

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
        case .file, .noStateDirectory, .none, .keyring, .keychain: .config
        case .missing: .decodingModel
        case .controlCharacter, .secretTooLarge, .foreignCookie: .decodingBody
        case .refreshFailed(_, let category), .reloginFailed(_, let category): category
        case .renewalRefused(_, _, let cause): cause.category
        }
    }
}

extension CourierError {
    package static func session(_ reason: SessionReason) -> CourierError { CourierError(.session(reason)) }
}
