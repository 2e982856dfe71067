/// A `// courier: …` comment next to a case or a router: the team's overrides of the naming rules.
///
///     // courier: name=ls summary="List orders." hide
///     // courier: option uid=user-id option q=query
///     // courier: option qty range=1...999 option password secret stdin file
///     // courier: example="shop orders list --uid 5"
///     // courier: group=orders summary="Orders."          (above an enum or one of its extensions)
public struct Directive: Sendable, Hashable {
    public var name: String?
    public var group: String?
    public var summary: String?
    public var hide = false
    /// Label (or internal name) → option name.
    public var options: [String: String] = [:]
    /// Label (or internal name) → what the option declares beyond its type (`option qty range=1...999`).
    public var traits: [String: OptionTraits] = [:]
    /// Command lines shown in the action's help, in order (`example="…"`, repeatable).
    public var examples: [String] = []
    public var location: SourceLocation

    static let caseKeys = ["name", "summary", "hide", "option", "example"]
    static let routerKeys = ["group", "summary", "hide"]
    /// What starts a directive comment.
    static let marker = "courier:"

    /// The directive in a comment body, `nil` when the comment is not one.
    /// - Throws: ``Diagnostic`` for an unknown key or unreadable syntax.
    static func parse(_ body: String, at location: SourceLocation, allowed: [String]) throws(Diagnostic) -> Directive? {
        let trimmed = body.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(marker) else { return nil }
        var directive = Directive(location: location)
        let items = try words(Substring(trimmed.dropFirst(marker.count)), at: location)
        var index = 0
        while index < items.count {
            let (key, value) = items[index]
            index += 1
            guard allowed.contains(key) else { throw Diagnostic(.unknownDirective(key: key, allowed: allowed), at: location) }
            switch key {
            case "hide":
                guard value == nil else { throw Diagnostic(.malformedDirective("hide=" + (value ?? "")), at: location) }
                directive.hide = true
            case "option":
                // `option label[=name] trait...`: the next word is the label, then its traits.
                guard value == nil, index < items.count, items[index].value.map({ !$0.isEmpty }) ?? true else {
                    throw Diagnostic(.malformedDirective("option"), at: location)
                }
                let (label, renamed) = items[index]
                if let renamed { directive.options[label] = renamed }
                index += 1
                var traits = directive.traits[label] ?? OptionTraits()
                let firstTrait = index
                while index < items.count, OptionTraits.keys.contains(items[index].key) {
                    try traits.add(items[index].key, items[index].value, at: location)
                    index += 1
                }
                // `option label` alone says nothing.
                guard renamed != nil || index > firstTrait else { throw Diagnostic(.malformedDirective("option " + label), at: location) }
                if index > firstTrait { directive.traits[label] = traits }
            case "example":
                guard let value, !value.isEmpty else { throw Diagnostic(.malformedDirective(key), at: location) }
                directive.examples.append(value)
            default:
                guard let value, !value.isEmpty else { throw Diagnostic(.malformedDirective(key), at: location) }
                switch key {
                case "name": directive.name = value
                case "group": directive.group = value
                default: directive.summary = value
                }
            }
        }
        return directive
    }

    /// Splits `a=b c="d e" f` into `(a, b)`, `(c, "d e")`, `(f, nil)`.
    private static func words(_ text: Substring, at location: SourceLocation) throws(Diagnostic) -> [(key: String, value: String?)] {
        var items: [(String, String?)] = []
        var rest = text
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard !rest.isEmpty else { return items }
            let key = rest.prefix { $0 != "=" && $0 != " " && $0 != "\t" }
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw Diagnostic(.malformedDirective(String(rest.prefix(20))), at: location)
            }
            rest = rest.dropFirst(key.count)
            guard rest.first == "=" else {
                items.append((String(key), nil))
                continue
            }
            rest = rest.dropFirst()
            if rest.first == "\"" {
                rest = rest.dropFirst()
                var value = ""
                var closed = false
                while let character = rest.first {
                    rest = rest.dropFirst()
                    if character == "\\", let next = rest.first {
                        value.append(next)
                        rest = rest.dropFirst()
                    } else if character == "\"" {
                        closed = true
                        break
                    } else {
                        value.append(character)
                    }
                }
                guard closed else { throw Diagnostic(.malformedDirective(String(key) + "=\"" + value), at: location) }
                items.append((String(key), value))
            } else {
                let value = rest.prefix { $0 != " " && $0 != "\t" }
                rest = rest.dropFirst(value.count)
                items.append((String(key), String(value)))
            }
        }
    }
}
