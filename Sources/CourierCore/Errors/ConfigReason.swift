/// A config file, environment or setting that is wrong (category `config`, exit 2).
package enum ConfigReason: Sendable, Equatable {
    /// The config file is not JSON, at `line`:`column`.
    case syntax(path: String, line: Int, column: Int, problem: String)
    /// An entry of the config file, at `path`:`line`.
    case entry(path: String, line: Int, EntryProblem)
    /// The trust record is not of its shape.
    case malformedTrustRecord(path: String)
    /// Neither `XDG_CONFIG_HOME` nor `HOME` is set, so trust has nowhere to be recorded.
    case noTrustDirectory
    /// `--env`, `COURIER_ENV` or the default names no environment; `source` says which.
    case unknownEnvironment(String, source: String)
    /// A service the environment does not define (`--service-url`, a route's service).
    case unknownService(String?, environment: String, known: [String])
    case baseURL(String, environment: String)
    /// The token (from `source`) has a control character.
    case tokenControlCharacter(source: String)
    /// A token or password given by `source` (an option, a variable) is over ``SecretSize/limit``: refused where it
    /// arrives, before every secret-scrubbing pass and header would pay for it.
    case secretTooLarge(source: String, limit: Int)
    /// The program's own declarations are wrong (found at start).
    case description(DescriptionProblem)
    /// A switch variable (`COURIER_NO_ENVELOPE`) holds neither an on nor an off word.
    case notASwitch(variable: String, value: String)

    /// What one entry of a config file gets wrong.
    package enum EntryProblem: Sendable, Equatable {
        case notAnObject
        /// The value at `key` is not of `shape`.
        case mustBe(key: String, Shape)
        case unknownKey(String, place: String)
        /// A header the environment sets is refused as a request's would be.
        case header(RequestReason)
    }

    /// The shapes a config value must have.
    package enum Shape: Sendable, Equatable {
        case string, object, environments, urls, strings, envelope
    }

    var category: ErrorCategory { .config }
}

/// A proxy URL Courier will not hand on, and where it came from (`--proxy` is usage, a variable config).
package struct ProxyReason: Sendable, Equatable {
    /// The URL with its password redacted: the reason keeps the evidence, never the secret.
    package var url: String
    /// `--proxy` or the variable's name.
    package var source: String
    package var problem: Problem

    package enum Problem: Sendable, Equatable {
        case spaceOrControl
        case scheme(String, supported: [String])
        /// `--proxy` and `--no-proxy` together.
        case contradictory
    }

    package init(url: String, source: String, problem: Problem) {
        self.url = Redaction.redactingPassword(url)
        self.source = source
        self.problem = problem
    }

    var isFlag: Bool { source.hasPrefix("--") }
}
