import CourierShared

/// Stand-in values for deriving what an action produces without a real call: `describe` builds an action's
/// route once from placeholders, then once per option with only that option changed, and sees where it lands.
extension ParsedValues {
    /// The stand-in for a value of `kind`: `{name}` for text, the range's lower bound (or 1) for numbers,
    /// `false` for a flag, the first choice, `1K` for a size.
    package static func placeholder(_ kind: ValueKind, name: String, range: ClosedRange<Double>? = nil) -> String {
        switch kind {
        case .int: range.map { String(Int($0.lowerBound)) } ?? "1"
        case .double: range.map { String($0.lowerBound) } ?? "1"
        case .flag: "false"
        case .choice(let words): words.first ?? ""
        case .size: "1K"
        case .string, .path: "{\(name)}"
        }
    }

    /// A valid value of `kind` other than its ``placeholder(_:name:range:)``, or `nil` when there is none
    /// (one choice, a range of one number).
    package static func alternative(_ kind: ValueKind, name: String, range: ClosedRange<Double>? = nil) -> String? {
        switch kind {
        case .int:
            let low = range.map { Int($0.lowerBound) } ?? 1
            let candidates = [4242, low + 1, range.map { Int($0.upperBound) } ?? 2]
            return candidates.first { $0 != low && range?.contains(Double($0)) ?? true }.map { String($0) }
        case .double:
            let low = range?.lowerBound ?? 1
            let candidates = [42.5, low + 0.5, range?.upperBound ?? 2]
            return candidates.first { $0 != low && range?.contains($0) ?? true }.map { String($0) }
        case .flag: return "true"
        case .choice(let words): return words.count > 1 ? words[1] : nil
        case .size: return "2K"
        case .string, .path: return "{\(name)}~"
        }
    }

    /// The stand-in for `option`, or `nil` to leave it out. A dictionary's `--params key=value` (the generated
    /// code's ``GeneratedValueName/keyValue``) gets one entry, `{params}={params}`, so a listing shows where the
    /// entries go; its optional `--params-json` (``GeneratedValueName/json``) is left out, as `{params-json}` is no
    /// JSON object. A `URL` (``GeneratedValueName/url``) gets an absolute URL on a host reserved for examples
    /// (RFC 2606), `https://example.com/link`, which the generated code accepts as a URL and a listing finds again
    /// in the request, without braces a URL would percent-encode. Any other option: ``placeholder(_:name:range:)``.
    package static func placeholder(for option: OptionDeclaration) -> String? {
        guard option.kind == .string else { return placeholder(option.kind, name: option.name, range: option.range) }
        switch option.valueName {
        case GeneratedValueName.keyValue: return "{\(option.name)}={\(option.name)}"
        case GeneratedValueName.json where !option.isRequired: return nil
        case GeneratedValueName.url: return "https://example.com/\(option.name)"
        default: return placeholder(option.kind, name: option.name, range: option.range)
        }
    }

    /// A valid value for `option` other than its ``placeholder(for:)``: the same key with another value for a
    /// dictionary's pairs (so its place is that entry's), an entry for its JSON object, a URL on another host (so a URL
    /// the route is sent to shows as the option's), else ``alternative(_:name:range:)``.
    package static func alternative(for option: OptionDeclaration) -> String? {
        guard option.kind == .string else { return alternative(option.kind, name: option.name, range: option.range) }
        switch option.valueName {
        case GeneratedValueName.keyValue: return "{\(option.name)}={\(option.name)}~"
        case GeneratedValueName.json: return "{\"{\(option.name)}\":\"{\(option.name)}\"}"
        case GeneratedValueName.url: return "https://example.net/\(option.name)"
        default: return alternative(option.kind, name: option.name, range: option.range)
        }
    }

    /// Placeholders for every option and positional of `command`, with the option or positional `name`
    /// (if any) given `value` instead.
    package static func placeholders(for command: Command, replacing name: String? = nil, with value: String? = nil) -> ParsedValues {
        var values = placeholders(for: command.options.filter { $0.name != name || value == nil })
        if let name, let value, let option = command.options.first(where: { $0.name == name }) {
            values.setDefault(of: option)
            values.append(value, for: option, from: .placeholder)
        }
        for positional in command.positionals {
            let given = positional.name == name ? value : nil
            values.appendPositional(given ?? placeholder(positional.kind, name: positional.name), for: positional.name)
        }
        return values
    }
}
