/// Words for sessions: their files, logins that give no token, refreshes that fail.
extension ErrorWording {
    static func message(for reason: SessionReason) -> String {
        switch reason {
        case .file(let path, let problem):
            let file = "session file \(quoted(path))"
            return switch problem {
            case .openToOthers(let mode): "\(file) is open to other users (mode \(octal(mode))); run chmod 600 on it"
            case .directoryOpenToOthers(let directory, let mode):
                "session directory \(quoted(directory)) is open to other users (mode \(octal(mode))); run chmod 700 on it"
            case .notRegular(let kind): "\(file) is \(kind), not a regular file; it is never followed"
            case .notASession: "\(file) is not a session Courier wrote (expected a JSON object with api, environment and token)"
            case .otherAPI(let owner): "\(file) belongs to \(quoted(owner)), not this API and environment"
            case .cannot(let operation, let text): "cannot \(operation.rawValue) \(file): \(text)"
            }
        case .missing(let place): return "the response has no \(Redaction.printable(place)) to store as the session"
        case .foreignCookie(let name): return "cookie \(quoted(name)) is for a domain the login's host is not in; it was not stored"
        case .controlCharacter: return "the session's token contains a control character; it was not stored"
        case .secretTooLarge(let limit): return "the session's token is larger than \(limit >> 10) KiB, more than any real token; it was not stored"
        case .noStateDirectory: return "cannot keep sessions: neither XDG_STATE_HOME nor HOME is set"
        case .refreshFailed(let status?, _): return "refreshing the session failed: HTTP \(status); the call was not retried"
        case .refreshFailed(nil, _): return "refreshing the session failed; the call was not retried"
        case .reloginFailed(let status?, _): return "logging in again from the login file failed: HTTP \(status); the call was not retried"
        case .reloginFailed(nil, _): return "logging in again from the login file failed; the call was not retried"
        case .renewalRefused(let relogin, let status, let cause):
            let renewal = relogin ? "logging in again from the login file" : "refreshing the session"
            let answer = status.map { "its answer (HTTP \($0)) was refused: " } ?? ""
            return "\(renewal) failed: \(answer)\(message(for: cause)); the call was not retried"
        case .none(let environment): return "no session is stored for environment \(quoted(environment))"
        case .keyring(let item, let problem): return message(forKeyringItem: item.map { "keyring item \(quoted($0))" } ?? "the keyring", problem)
        case .keychain(let item, let problem): return message(forKeychainItem: item.map { "Keychain item \(quoted($0))" } ?? "the Keychain", problem)
        }
    }

    private static func message(forKeychainItem item: String, _ problem: SessionReason.KeychainProblem) -> String {
        switch problem {
        case .unsupportedSystem: "the keychain session store is macOS's login Keychain; on this system use --session-store keyring or file"
        case .cannotStart(let text): "cannot start /usr/bin/security: \(text)"
        case .failed(let operation, let status, let words):
            "security \(operation.rawValue) failed for \(item) (status \(status))" + (words.isEmpty ? "" : ": \(Redaction.printable(words))")
        case .locked(let operation): "\(item) is in a locked Keychain, or access was not allowed (security \(operation.rawValue))"
        case .timedOut(let operation, let seconds):
            "security \(operation.rawValue) did not finish within \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s for \(item); it was stopped"
        case .tooLarge(let limit): "\(item) would hold more than \(limit) bytes, more than one security command carries"
        case .notASession: "\(item) is not a session Courier wrote (expected a JSON object with api, environment and token)"
        case .otherAPI(let owner): "\(item) belongs to \(quoted(owner)), not this API and environment"
        case .notStored: "\(item) did not read back as it was written; the session was not saved"
        }
    }

    private static func message(forKeyringItem item: String, _ problem: SessionReason.KeyringProblem) -> String {
        switch problem {
        case .unsupportedSystem: "the keyring session store needs Linux's secret-tool (libsecret); on macOS use --session-store keychain, elsewhere file"
        case .noSecretTool: "the keyring session store needs secret-tool, which is not in any directory of PATH"
        case .cannotStart(let text): "cannot start secret-tool: \(text)"
        case .failed(let operation, let words): "secret-tool \(operation.rawValue) failed for \(item): \(Redaction.printable(words))"
        case .locked(let operation): "\(item) is locked and was not unlocked (secret-tool \(operation.rawValue))"
        case .timedOut(let operation, let seconds):
            "secret-tool \(operation.rawValue) did not finish within \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s for \(item); it was stopped"
        case .tooLarge(let limit): "\(item) holds more than \(limit >> 10) KiB; it is not a session Courier wrote"
        case .notASession: "\(item) is not a session Courier wrote (expected a JSON object with api, environment and token)"
        case .otherAPI(let owner): "\(item) belongs to \(quoted(owner)), not this API and environment"
        }
    }

    /// The hint a session error carries.
    static func hint(for reason: SessionReason) -> String? {
        switch reason {
        case .refreshFailed, .renewalRefused(relogin: false, _, _), .file(_, .notASession), .file(_, .otherAPI): "log in again with --save, or remove it with 'auth logout'"
        case .none: "log in with --save first"
        case .reloginFailed: "check the name and password in the login file"
        case .keyring(_, .notASession), .keyring(_, .otherAPI), .keyring(_, .tooLarge): "log in again with --save, or remove it with 'auth logout'"
        case .keyring(_, .unsupportedSystem): nil
        case .keyring(_, .noSecretTool): "install Debian's libsecret-tools, or use --session-store file"
        case .keyring(_, .timedOut): "a keyring prompt may be waiting: COURIER_KEYRING_TIMEOUT=SECONDS gives it longer"
        case .keyring(_, .locked): "unlock the keyring (log in to the desktop session, or use its prompt), or use --session-store file"
        case .keyring: "check that a secret service (gnome-keyring-daemon, KeePassXC) runs, unlocked, on the D-Bus session bus; or use --session-store file"
        case .keychain(_, .notASession), .keychain(_, .otherAPI): "log in again with --save, or remove it with 'auth logout'"
        case .keychain(_, .unsupportedSystem), .keychain(_, .tooLarge): nil
        case .keychain(_, .timedOut): "an access dialog may be waiting: COURIER_KEYRING_TIMEOUT=SECONDS gives it longer"
        case .keychain(_, .locked): "unlock it (security unlock-keychain), or use --session-store file"
        case .keychain: "or use --session-store file"
        default: nil
        }
    }
}
