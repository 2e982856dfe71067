/// A `// courier: …` comment next to a case or a router: the team's overrides of the naming rules.
///
///     // courier: name=ls summary="List orders." hide
///     // courier: option uid=user-id option q=query
///     // courier: group=orders summary="Orders."          (above an enum or one of its extensions)
public struct Directive: Sendable, Hashable {
    public var name: String?
    public var group: String?
    public var summary: String?
    public var hide = false
    /// Label (or internal name) → option name.
    public var options: [String: String] = [:]
    public var location: SourceLocation

    static let caseKeys = ["name", "summary", "hide", "option"]
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
                // `option label=name`: the next word is the pair.
                guard value == nil, index < items.count, let name = items[index].value, !name.isEmpty else {
                    throw Diagnostic(.malformedDirective("option"), at: location)
                }
                directive.options[items[index].key] = name
                index += 1
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
