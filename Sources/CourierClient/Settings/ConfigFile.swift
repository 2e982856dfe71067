import CourierPlatform
import Arguments
import CourierCore

/// A configuration file: `./courier.json`, then `$XDG_CONFIG_HOME/courier/config.json`.
///
///     { "defaultEnvironment": "staging",
///       "environments": { "staging": { "baseURL": "https://…/v1", "headers": {"X-Team": "a"},
///                                      "query": {"systemType": "cli"}, "tokenFile": "~/.staging-token",
///                                      "clientCertificate": "~/certs/me.pem", "clientKey": "~/certs/me.key" } } }
///
/// Strict: an unknown key is an error with a suggestion, so a typo never silently does nothing.
///
/// The user's file is trusted. The working directory's may have come with a cloned repository, so until the
/// user trusts it (``ConfigTrust``, `courier config trust`) it may not change where calls go or read secrets:
/// its `defaultEnvironment`, every `baseURL`, `tokenFile`, `clientCertificate` and `clientKey`, and headers that carry credentials are ignored
/// (and named in a warning); `query`, other `headers` and `note` still apply.
package struct ConfigFile {
    package var path: String
    package var defaultEnvironment: String?
    package var environments: [(name: String, override: EnvironmentOverride)] = []
    /// Whether the file may set everything (the user's, or a project file trusted as it is now).
    package var isTrusted = true
    /// The keys an untrusted file set that were ignored, e.g. `environments.local.baseURL`.
    package var ignored: [String] = []
    /// Where the entries that choose a target or a secret stand (`defaultEnvironment`,
    /// `environments.NAME.baseURL`, `environments.NAME.tokenFile`), by key path, so that a problem
    /// with one can name its line. Only the entries this file still applies.
    package var origins: [String: ValueOrigin] = [:]

    package struct EnvironmentOverride {
        package var baseURL: String?
        package var headers = HTTPHeaders()
        package var query: [CommonParameter] = []
        package var tokenFile: String?
        /// The client certificate's path (mutual TLS) and its key's: which identity a call presents, so only from a
        /// trusted file, as a token file is (a cloned repository's could otherwise pick one of the user's certificates).
        package var clientCertificate: String?
        package var clientKey: String?
        package var note: String?
        /// Named base URLs (``Environment/services``); origin-changing, so only from a trusted file.
        package var services: [String: String] = [:]
        /// `"envelope": "none"`: this environment's responses are judged by status alone (as `--no-envelope`).
        package var ignoresEnvelope: Bool?
    }

    package static let topKeys = ["defaultEnvironment", "environments"]
    package static let environmentKeys = ["baseURL", "services", "headers", "query", "tokenFile", "clientCertificate", "clientKey", "note", "envelope"]

    /// The working directory's file, which must be trusted before it may change origins or read secrets.
    package static let projectPath = "courier.json"

    /// The files to read, lowest precedence first: the user's, then the working directory's.
    package static func candidates(_ variables: ProcessEnvironment) -> [(path: String, isUsers: Bool)] {
        var paths: [(String, Bool)] = []
        if let directory = ConfigTrust.userDirectory(variables) { paths.append((directory + "/config.json", true)) }
        paths.append((projectPath, false))
        return paths
    }

    /// Reads `path`; `nil` when there is no such file.
    /// - Parameters:
    ///   - trust: the user's trust record; `nil` for the user's own file, which is always trusted: no trust record guards
    ///     it, so it is refused when another user could change or replace it, as netrc is when others may read it.
    ///   - secretHeaders: the API's (``SecretHeaders/init(api:)``): an untrusted file may set none of them.
    package static func load(_ path: String, home: String?, trust: ConfigTrust?, secretHeaders: SecretHeaders) throws(CourierError) -> ConfigFile? {
        guard Platform.exists(path) else { return nil }
        let bytes: [UInt8]
        let text: String
        switch UserFiles.read(path) {
        case .failure(.interrupted): throw .interrupted()
        case .failure(let failure): throw .file(FileReason(.config, path, .cannot(.read, failure.reason)))
        case .success(let contents):
            guard let decoded = contents.text else { throw .file(FileReason(.config, path, .notUTF8)) }
            (bytes, text) = (contents.bytes, decoded)
            if trust == nil { try refuseIfOthersMayChange(path, permissions: contents.permissions) }
        }
        var config = try parse(text, path: path, home: home)
        if let trust {
            // The digest of the very bytes parsed: what was trusted is what is applied.
            let trusted = Platform.realPath(path).map { trust.isTrusted(realPath: $0, sha256: ConfigTrust.sha256(bytes)) } ?? false
            if !trusted { config.restrictToHarmless(secretHeaders: secretHeaders) }
        }
        return config
    }

    /// A file others may write to, or one in a directory others may write to (without the sticky bit, which keeps
    /// them from replacing another user's file, as in `/tmp`), is refused.
    private static func refuseIfOthersMayChange(_ path: String, permissions: UInt32?) throws(CourierError) {
        if let mode = permissions, mode & 0o022 != 0 { throw .file(FileReason(.config, path, .writableByOthers(mode: mode))) }
        let directory = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        if case .success(let status) = Platform.pathStatus(directory), status.permissions & 0o002 != 0, status.permissions & 0o1000 == 0 {
            throw .file(FileReason(.config, path, .inDirectoryWritableByOthers(directory: directory, mode: status.permissions)))
        }
    }

    /// Drops what an untrusted file may not do, remembering each key for the warning.
    /// - Parameter secretHeaders: the API's; a header it declares secret carries credentials, whatever its name.
    package mutating func restrictToHarmless(secretHeaders: SecretHeaders) {
        isTrusted = false
        if defaultEnvironment != nil { ignored.append("defaultEnvironment") }
        defaultEnvironment = nil
        origins = [:]
        for index in environments.indices {
            let name = environments[index].name
            var override = environments[index].override
            if override.baseURL != nil { ignored.append("environments.\(name).baseURL") }
            if override.tokenFile != nil { ignored.append("environments.\(name).tokenFile") }
            if !override.services.isEmpty { ignored.append("environments.\(name).services") }
            if override.clientCertificate != nil { ignored.append("environments.\(name).clientCertificate") }
            if override.clientKey != nil { ignored.append("environments.\(name).clientKey") }
            override.baseURL = nil
            override.tokenFile = nil
            override.clientCertificate = nil
            override.clientKey = nil
            override.services = [:]
            var kept = HTTPHeaders()
            for field in override.headers {
                if secretHeaders.contains(field.name) {
                    ignored.append("environments.\(name).headers.\(field.name)")
                } else {
                    kept.add(field.name, field.value)
                }
            }
            override.headers = kept
            environments[index].override = override
        }
    }

    /// The one-line warning for an untrusted file that tried something it may not; `nil` when it did not.
    package var warning: Warning? {
        guard !isTrusted, !ignored.isEmpty else { return nil }
        return .untrustedConfig(path: path, ignored: ignored)
    }

    package static func parse(_ text: String, path: String, home: String?) throws(CourierError) -> ConfigFile {
        let json: JSON
        do {
            json = try JSONParser.parse(text)
        } catch {
            throw .config(.syntax(path: path, line: error.line, column: error.column, problem: error.reason))
        }
        // The error for the entry at `keys`, at the line where it stands.
        let locate = { (keys: [String], problem: ConfigReason.EntryProblem) -> CourierError in
            .config(.entry(path: path, line: Self.line(of: keys, in: text), problem))
        }
        guard case .object(let members) = json else { throw .config(.entry(path: path, line: 1, .notAnObject)) }
        var config = ConfigFile(path: path)
        var lines = ConfigKeyLines(text)
        for member in members where !member.key.hasPrefix("$") {
            switch member.key {
            case "defaultEnvironment":
                guard case .string(let name) = member.value else { throw locate([member.key], .mustBe(key: "defaultEnvironment", .string)) }
                config.defaultEnvironment = name
                config.origins[member.key] = .configFile(path: path, line: Self.line(of: [member.key], in: text), key: member.key)
            case "environments":
                guard case .object(let environments) = member.value else {
                    throw locate([member.key], .mustBe(key: "environments", .environments))
                }
                for environment in environments {
                    // A file may be large (a cloned repository's, before any trust): Ctrl-C ends loading it.
                    if Interrupts.arrived { throw .interrupted() }
                    let override = try parseEnvironment(environment, locate: locate, home: home)
                    config.environments.append((environment.key, override))
                    for key in ["baseURL", "tokenFile"] where (key == "baseURL" ? override.baseURL : override.tokenFile) != nil {
                        let keyPath = "environments.\(environment.key).\(key)"
                        config.origins[keyPath] = .configFile(path: path, line: lines.line(ofEnvironment: environment.key, keys: [key]), key: keyPath)
                    }
                }
            default:
                throw unknownKey(member.key, in: "the top level", known: topKeys) { locate([member.key], $0) }
            }
        }
        return config
    }

    private static func parseEnvironment(_ member: JSON.Member, locate: @escaping ([String], ConfigReason.EntryProblem) -> CourierError, home: String?) throws(CourierError) -> EnvironmentOverride {
        let name = member.key
        guard case .object(let fields) = member.value else {
            throw locate(["environments", name], .mustBe(key: "environments.\(name)", .object))
        }
        var override = EnvironmentOverride()
        for field in fields where !field.key.hasPrefix("$") {
            let at = { (problem: ConfigReason.EntryProblem) in locate(["environments", name, field.key], problem) }
            let keyPath = "environments.\(name).\(field.key)"
            switch field.key {
            case "baseURL", "tokenFile", "clientCertificate", "clientKey", "note":
                guard case .string(let value) = field.value else { throw at(.mustBe(key: keyPath, .string)) }
                let path = value.hasPrefix("~/") ? (home ?? "~") + value.dropFirst(1) : value
                if field.key == "baseURL" { override.baseURL = value }
                if field.key == "tokenFile" { override.tokenFile = path }
                if field.key == "clientCertificate" { override.clientCertificate = path }
                if field.key == "clientKey" { override.clientKey = path }
                if field.key == "note" { override.note = value }
            case "envelope":
                guard case .string(let value) = field.value, ["none", "plain", "api"].contains(value) else {
                    throw at(.mustBe(key: keyPath, .envelope))
                }
                override.ignoresEnvelope = value != "api"
            case "services":
                guard case .object(let pairs) = field.value else { throw at(.mustBe(key: keyPath, .urls)) }
                for pair in pairs {
                    guard case .string(let value) = pair.value else { throw at(.mustBe(key: "\(keyPath).\(pair.key)", .string)) }
                    override.services[pair.key] = value
                }
            case "headers", "query":
                guard case .object(let pairs) = field.value else { throw at(.mustBe(key: keyPath, .strings)) }
                for pair in pairs {
                    guard case .string(let value) = pair.value else {
                        throw at(.mustBe(key: "\(keyPath).\(pair.key)", .string))
                    }
                    if field.key == "headers" {
                        override.headers.add(pair.key, value)
                    } else {
                        override.query.append(CommonParameter(pair.key, value, in: .query))
                    }
                }
                if field.key == "headers" {
                    do {
                        try RequestBuilder.validate(override.headers)
                    } catch {
                        guard case .request(let reason) = error.reason else { throw error }
                        throw at(.header(reason))
                    }
                }
            default:
                throw unknownKey(field.key, in: "environments.\(name)", known: environmentKeys, at: at)
            }
        }
        return override
    }

    private static func unknownKey(_ key: String, in place: String, known: [String],
                                   at: (ConfigReason.EntryProblem) -> CourierError) -> CourierError {
        var error = at(.unknownKey(key, place: place))
        error.hint = ErrorWording.suggestion(Suggestions.closest(to: key, in: known), known: known)
        return error
    }

    /// The line where the key path first appears, found by searching each key after the previous one.
    package static func line(of keys: [String], in text: String) -> Int {
        var searchFrom = text.startIndex
        var found = text.startIndex
        for key in keys {
            let quoted = JSONPrinter(layout: .compact).string(.string(key))
            guard let range = text[searchFrom...].firstRange(of: quoted) else { break }
            found = range.lowerBound
            searchFrom = range.upperBound
        }
        return text[..<found].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}

extension APIDescription {
    /// The API with config files applied in order: later files override earlier ones field by field,
    /// and may add environments. Returns where each environment's base URL came from, and the
    /// ``ConfigFile/origins`` of the entries that won (a later file's replace an earlier one's).
    package func applying(_ configs: [ConfigFile]) -> (APIDescription, sources: [String: String], defaultSource: String, origins: [String: ValueOrigin]) {
        var api = self
        var sources = Dictionary(uniqueKeysWithValues: environments.map { ($0.name, Self.compiledSource) })
        // Changed in a copy and set once (each set of `environments` completes every environment again), each found by
        // its name at once: a file of thousands of environments did both for each of them.
        var merged = environments
        var places = Dictionary(environments.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var defaultSource = Self.compiledSource
        var origins: [String: ValueOrigin] = [:]
        for config in configs {
            origins.merge(config.origins) { _, later in later }
            if let name = config.defaultEnvironment {
                api.defaultEnvironment = name
                defaultSource = config.path
            }
            for (name, override) in config.environments {
                var environment = places[name].map { merged[$0] } ?? Environment(name: name, baseURL: "")
                if let url = override.baseURL {
                    environment.baseURL = url
                    sources[name] = config.path
                }
                for field in override.headers { environment.headers.set(field.name, field.value) }
                environment.commonParameters.removeAll { parameter in override.query.contains { $0.name == parameter.name } }
                environment.commonParameters += override.query
                if let file = override.tokenFile { environment.tokenFile = file }
                if let file = override.clientCertificate { environment.clientCertificate = file }
                if let file = override.clientKey { environment.clientKey = file }
                if let note = override.note { environment.note = note }
                for (service, url) in override.services { environment.services[service] = url }
                if let ignores = override.ignoresEnvelope { environment.ignoresEnvelope = ignores }
                if let index = places[name] {
                    merged[index] = environment
                } else {
                    places[name] = merged.count
                    merged.append(environment)
                    if sources[name] == nil { sources[name] = config.path }
                }
            }
        }
        api.environments = merged
        return (api, sources, defaultSource, origins)
    }
}
