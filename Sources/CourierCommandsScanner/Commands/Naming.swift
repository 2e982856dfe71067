/// The naming rules: how type, case and label names become group, action and option names.
public enum Naming {
    /// Suffixes a router's type name drops for its group, tried in this order.
    public static let groupSuffixes = ["Router", "Target", "API", "Api", "Service", "Endpoint"]

    /// `getPageList` → `get-page-list`, `userID` → `user-id`, `URLSession` → `url-session`, `snake_case` → `snake-case`.
    public static func kebab(_ name: String) -> String {
        let characters = Array(name)
        var out = ""
        for (position, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !out.isEmpty, out.last != "-" { out.append("-") }
                continue
            }
            if character.isUppercase, position > 0, out.last != "-" {
                let previous = characters[position - 1]
                let nextIsLower = position + 1 < characters.count && characters[position + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { out.append("-") }
            }
            out += character.lowercased()
        }
        while out.last == "-" { out.removeLast() }
        return out
    }

    /// `OrderRouter` → `order`, `GithubAPI` → `github`, `API` → `api`: one suffix dropped, never the whole name.
    public static func group(forType name: String) -> String {
        for suffix in groupSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return kebab(String(name.dropLast(suffix.count)))
        }
        return kebab(name)
    }

    /// Lowercase letters, digits and `-`, starting with a letter: what a name given by a directive must be.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" } && !name.hasSuffix("-")
    }

    /// A derived name may keep non-ASCII letters (a case named in pinyin or Chinese), but must not be empty.
    static func isUsableDerivedName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter else { return false }
        return !name.contains { !($0.isLetter || $0.isNumber || $0 == "-") }
    }

    /// Swift keywords that must be written in backticks as a member or label.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// `default` → `` `default` ``.
    static func swiftIdentifier(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }
}
