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
        case .noStateDirectory: return "cannot keep sessions: neither XDG_STATE_HOME nor HOME is set"
        case .refreshFailed(let status?, _): return "refreshing the session failed: HTTP \(status); the call was not retried"
        case .refreshFailed(nil, _): return "refreshing the session failed; the call was not retried"
        case .reloginFailed(let status?, _): return "logging in again from the login file failed: HTTP \(status); the call was not retried"
        case .reloginFailed(nil, _): return "logging in again from the login file failed; the call was not retried"
        case .none(let environment): return "no session is stored for environment \(quoted(environment))"
        }
    }

    /// The hint a session error carries.
    static func hint(for reason: SessionReason) -> String? {
        switch reason {
        case .refreshFailed, .file(_, .notASession), .file(_, .otherAPI): "log in again with --save, or remove it with 'auth logout'"
        case .none: "log in with --save first"
        case .reloginFailed: "check the name and password in the login file"
        default: nil
        }
    }
}
