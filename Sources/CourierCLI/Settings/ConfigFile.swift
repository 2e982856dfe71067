#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Arguments
import CourierCore

/// A configuration file: `./courier.json`, then `$XDG_CONFIG_HOME/courier/config.json`.
///
///     { "defaultEnvironment": "staging",
///       "environments": { "staging": { "baseURL": "https://…/v1", "headers": {"X-Team": "a"},
///                                      "query": {"systemType": "cli"}, "tokenFile": "~/.staging-token" } } }
///
/// Strict: an unknown key is an error with a suggestion, so a typo never silently does nothing.
struct ConfigFile {
    var path: String
    var defaultEnvironment: String?
    var environments: [(name: String, override: EnvironmentOverride)] = []

    struct EnvironmentOverride {
        var baseURL: String?
        var headers = HTTPHeaders()
        var query: [CommonParameter] = []
        var tokenFile: String?
        var note: String?
    }

    static let topKeys = ["defaultEnvironment", "environments"]
    static let environmentKeys = ["baseURL", "headers", "query", "tokenFile", "note"]

    /// The files to read, lowest precedence first: the user's, then the working directory's.
    static func candidates(_ variables: ProcessEnvironment) -> [String] {
        var paths: [String] = []
        if let xdg = variables["XDG_CONFIG_HOME"] {
            paths.append(xdg + "/courier/config.json")
        } else if let home = variables["HOME"] {
            paths.append(home + "/.config/courier/config.json")
        }
        paths.append("courier.json")
        return paths
    }

    /// Reads `path`; `nil` when there is no such file.
    static func load(_ path: String, files: ValueSource, home: String?) throws(CourierError) -> ConfigFile? {
        guard access(path, F_OK) == 0 else { return nil }
        switch files.readFile(path) {
        case .failure(let failure): throw CourierError(.config, "\(path): cannot read: \(failure.reason)")
        case .success(let text): return try parse(text, path: path, home: home)
        }
    }

    static func parse(_ text: String, path: String, home: String?) throws(CourierError) -> ConfigFile {
        let json: JSON
        do {
            json = try JSONParser.parse(text)
        } catch {
            throw CourierError(.config, "\(path):\(error.line):\(error.column): \(error.reason)")
        }
        let locate = { (keys: [String]) -> String in "\(path):\(Self.line(of: keys, in: text))" }
        guard case .object(let members) = json else { throw CourierError(.config, "\(path):1: the file must hold a JSON object") }
        var config = ConfigFile(path: path)
        for member in members where !member.key.hasPrefix("$") {
            switch member.key {
            case "defaultEnvironment":
                guard case .string(let name) = member.value else { throw CourierError(.config, "\(locate([member.key])): defaultEnvironment must be a string") }
                config.defaultEnvironment = name
            case "environments":
                guard case .object(let environments) = member.value else {
                    throw CourierError(.config, "\(locate([member.key])): environments must be an object of name → settings")
                }
                for environment in environments {
                    config.environments.append((environment.key, try parseEnvironment(environment, locate: locate, home: home)))
                }
            default:
                throw unknownKey(member.key, in: "the top level", known: topKeys, at: locate([member.key]))
            }
        }
        return config
    }

    private static func parseEnvironment(_ member: JSON.Member, locate: ([String]) -> String, home: String?) throws(CourierError) -> EnvironmentOverride {
        let name = member.key
        guard case .object(let fields) = member.value else {
            throw CourierError(.config, "\(locate(["environments", name])): environments.\(name) must be an object")
        }
        var override = EnvironmentOverride()
        for field in fields where !field.key.hasPrefix("$") {
            let at = locate(["environments", name, field.key])
            let keyPath = "environments.\(name).\(field.key)"
            switch field.key {
            case "baseURL", "tokenFile", "note":
                guard case .string(let value) = field.value else { throw CourierError(.config, "\(at): \(keyPath) must be a string") }
                if field.key == "baseURL" { override.baseURL = value }
                if field.key == "tokenFile" { override.tokenFile = value.hasPrefix("~/") ? (home ?? "~") + value.dropFirst(1) : value }
                if field.key == "note" { override.note = value }
            case "headers", "query":
                guard case .object(let pairs) = field.value else { throw CourierError(.config, "\(at): \(keyPath) must be an object of name → string") }
                for pair in pairs {
                    guard case .string(let value) = pair.value else {
                        throw CourierError(.config, "\(at): \(keyPath).\(pair.key) must be a string")
                    }
                    if field.key == "headers" {
                        override.headers.add(pair.key, value)
                    } else {
                        override.query.append(CommonParameter(pair.key, value, in: .query))
                    }
                }
                if field.key == "headers" {
                    do { try RequestBuilder.validate(override.headers) } catch { throw CourierError(.config, "\(at): \(error.message)") }
                }
            default:
                throw unknownKey(field.key, in: "environments.\(name)", known: environmentKeys, at: at)
            }
        }
        return override
    }

    private static func unknownKey(_ key: String, in place: String, known: [String], at: String) -> CourierError {
        let hint = Suggestions.closest(to: key, in: known).map { "did you mean '\($0)'?" } ?? "known: " + known.joined(separator: ", ")
        return CourierError(.config, "\(at): unknown key '\(Redaction.printable(key))' in \(place)", hint: hint)
    }

    /// The line where the key path first appears, found by searching each key after the previous one.
    static func line(of keys: [String], in text: String) -> Int {
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
    /// and may add environments. Returns where each environment's base URL came from.
    func applying(_ configs: [ConfigFile]) -> (APIDescription, sources: [String: String], defaultSource: String) {
        var api = self
        var sources = Dictionary(uniqueKeysWithValues: environments.map { ($0.name, "Routes") })
        var defaultSource = "Routes"
        for config in configs {
            if let name = config.defaultEnvironment {
                api.defaultEnvironment = name
                defaultSource = config.path
            }
            for (name, override) in config.environments {
                var environment = api.environment(named: name) ?? Environment(name: name, baseURL: "")
                if let url = override.baseURL {
                    environment.baseURL = url
                    sources[name] = config.path
                }
                for field in override.headers { environment.headers.set(field.name, field.value) }
                environment.commonParameters.removeAll { parameter in override.query.contains { $0.name == parameter.name } }
                environment.commonParameters += override.query
                if let file = override.tokenFile { environment.tokenFile = file }
                if let note = override.note { environment.note = note }
                if let index = api.environments.firstIndex(where: { $0.name == name }) {
                    api.environments[index] = environment
                } else {
                    api.environments.append(environment)
                    if sources[name] == nil { sources[name] = config.path }
                }
            }
        }
        return (api, sources, defaultSource)
    }
}
