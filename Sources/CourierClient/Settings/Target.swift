import Arguments
import CourierCore

/// Where calls go: the environment chosen (with `--base-url` and `--service-url` applied), the API as
/// configured (Routes plus config files), and where each of those came from.
package struct Target {
    package var environment: Environment
    /// The API as configured (Routes plus config files), for `courier config` and `describe`.
    package var api: APIDescription
    /// Where the environment and its base URL came from (`--env`, `COURIER_ENV`, a config file, `Routes`),
    /// as `courier config` prints them.
    package var sources: [String: String]
    /// The same places as `ValueOrigin`s (argv index, variable, config file line and key), for an error to
    /// point at; a value `Routes/` compiles in has none.
    package var origins: [String: ValueOrigin]
    /// Config files read, lowest precedence first.
    package var configFiles: [String]
    /// The project config files read without trust, with what of theirs was ignored.
    package var untrustedConfigs: [ConfigFile]
    /// `-H` headers, added to every call after the API's own.
    package var extraHeaders: HTTPHeaders
    /// The environment's origins as configured (config files, `Routes/`, `COURIER_BASE_URL`), before `--base-url` and
    /// `--service-url` on the command line: where a session stored without its granting origin (an older file) may
    /// still go. `nil`: the environment's origins as they are.
    package var configuredOrigins: Set<String>?
    /// `--account NAME`: which of the environment's stored sessions calls use and `login --save` writes; `nil`: the
    /// environment's own.
    package var account: String?

    /// An account's name: 1 to 64 letters, digits, `-`, `_` and `.`, not starting with `.` (it names a file).
    package static func isAccountName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count) && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
    }

    /// What ``isAccountName(_:)`` allows, as a usage error says it.
    package static let accountNameRule = "an account name: 1 to 64 letters, digits, '-', '_' or '.'"

    /// What a session store files this target's session under (``SessionStore``): the environment's name, and for an
    /// account `ENV@ACCOUNT` (an account name has no `@`, so no two keys meet).
    package var sessionKey: String { Self.sessionKey(environment: environment.name, account: account) }

    /// `ENV` or `ENV@ACCOUNT`: the name a session is stored under in every store.
    package static func sessionKey(environment: String, account: String?) -> String {
        account.map { environment + "@" + $0 } ?? environment
    }
    /// The environment's own base URL when `--base-url` (or its variable) replaced it: a 404 then says whether the
    /// given one lacks its path (`/v1`), the most common way to get that base URL wrong.
    package var replacedBaseURL: String?
    /// The base URL variable that was set but not used, because `--env` chose the environment (it is the default
    /// environment's): `config` says so, since a silently dropped setting costs a newcomer the most time.
    package var ignoredBaseURLVariable: String?

    package init(environment: Environment, api: APIDescription, sources: [String: String], origins: [String: ValueOrigin], configFiles: [String],
                 untrustedConfigs: [ConfigFile], extraHeaders: HTTPHeaders, configuredOrigins: Set<String>? = nil)
    {
        self.configuredOrigins = configuredOrigins
        self.environment = environment
        self.api = api
        self.sources = sources
        self.origins = origins
        self.configFiles = configFiles
        self.untrustedConfigs = untrustedConfigs
        self.extraHeaders = extraHeaders
    }

    /// Where a stored session granted by `origin` may be sent: that origin, and when it is one of the environment's
    /// origins as configured, the others too (the team's own services, which the app sends its token to); a session
    /// granted by a host given on the command line goes back to that host only.
    package func sessionOrigins(grantedBy origin: String?) -> Set<String> {
        let configured = configuredOrigins ?? environment.origins
        guard let origin else { return configured }
        return configured.contains(origin) ? configured : [origin]
    }

    /// The API's and the environment's common parameters, in that order.
    package var commonParameters: [CommonParameter] { api.commonParameters + environment.commonParameters }

    /// `Name: value` strings into headers; a missing colon or bad name is a usage error.
    package static func headers(_ lines: [String]) throws(CourierError) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else {
                // Only the first word is echoed: `-H 'Authorization Bearer abc'` must not print its credential.
                let name = line.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
                let shown = name.count < line.count ? name + " …" : line
                throw .usage(.headerLine(shown: shown))
            }
            let name = String(line[..<colon])
            let value = String(line[line.index(after: colon)...]).trimmingWhitespace
            headers.add(name, value)
        }
        try RequestBuilder.validate(headers)
        return headers
    }
}
