import Foundation

/// `courier-commands.json` in a routes target: the team's router protocols and the generated file's imports.
///
///     { "protocols": { "Endpoint": "EndpointRoute", "Route": null }, "imports": ["Courier", "Alamofire"] }
struct ToolConfiguration {
    /// Protocol → adapter type (`null`: the protocol refines Courier's `Route`, no adapter).
    var protocols: [String: String?] = [:]
    /// `nil`: the default (`Courier`); `[]`: none (a package with stand-ins).
    var imports: [String]?

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ data: Data) throws -> ToolConfiguration {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Invalid(description: "not a JSON object")
        }
        var config = ToolConfiguration()
        for (key, value) in object {
            switch key {
            case "protocols":
                guard let table = value as? [String: Any] else { throw Invalid(description: "'protocols' must map protocol names to adapter types or null") }
                for (name, adapter) in table {
                    if adapter is NSNull { config.protocols[name] = .some(nil) }
                    else if let adapter = adapter as? String, !adapter.isEmpty { config.protocols[name] = adapter }
                    else { throw Invalid(description: "protocol '\(name)' needs an adapter type name or null") }
                }
            case "imports":
                guard let modules = value as? [String] else { throw Invalid(description: "'imports' must be a list of module names") }
                config.imports = modules
            default:
                throw Invalid(description: "unknown key '\(key)' (known: protocols, imports)")
            }
        }
        return config
    }
}
