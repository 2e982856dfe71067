/// Reads a ``TypeRef`` from the tokens of a type annotation, consuming all of them or failing.
struct TypeParser {
    private let tokens: [Token]
    private var index = 0
    /// Types open around the current token; each is a frame of `type()`.
    private var depth = 0
    /// The token where the nesting passed ``ScanLimits/nesting``: the parse stops there.
    private var tooDeep: Token?

    /// What the tokens are: a type, not one the scanner can read, or one nested past ``ScanLimits/nesting`` (at that token).
    enum Reading: Equatable {
        case type(TypeRef)
        case unreadable
        case tooDeep(Token)
    }

    /// - Returns: the type, or `nil` when the tokens are not a type the scanner can read.
    static func parse(_ tokens: [Token]) -> TypeRef? {
        if case .type(let type) = read(tokens) { type } else { nil }
    }

    static func read(_ tokens: [Token]) -> Reading {
        var parser = TypeParser(tokens: tokens)
        let type = tokens.isEmpty ? nil : parser.type()
        if let deep = parser.tooDeep { return .tooDeep(deep) }
        guard let type, parser.index == tokens.count else { return .unreadable }
        return .type(type)
    }

    private init(tokens: [Token]) { self.tokens = tokens }

    private var current: Token? { index < tokens.count ? tokens[index] : nil }

    private func at(_ text: String) -> Bool { current?.is(text) ?? false }

    private mutating func expect(_ text: String) -> Bool {
        guard at(text) else { return false }
        index += 1
        return true
    }

    private mutating func type() -> TypeRef? {
        guard depth < ScanLimits.nesting else {
            tooDeep = tooDeep ?? current ?? tokens.last
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        var isFunctionAttribute = false
        while let token = current, token.kind == .attribute {
            isFunctionAttribute = isFunctionAttribute || ["@escaping", "@Sendable", "@autoclosure", "@convention"].contains(token.text)
            index += 1
            if token.text == "@convention" { guard skipParenthesized() else { return nil } }
        }
        if let token = current, token.kind == .word, !token.isEscaped, ["any", "some", "inout", "borrowing", "consuming", "sending"].contains(token.text) {
            index += 1
            guard let inner = type() else { return nil }
            return token.text == "any" || token.text == "some" ? .opaque(token.text) : inner
        }
        guard var result = primary() else { return nil }
        // Each `?`, `!` or `...` wraps the type once more: a level of nesting as much as a bracket is, read by a loop here
        // but by recursion wherever the type is used.
        var wraps = 0
        while true {
            if at("?") || at("!") || at("...") {
                guard depth + wraps < ScanLimits.nesting else {
                    tooDeep = tooDeep ?? current
                    return nil
                }
                wraps += 1
            }
            if expect("?") || expect("!") {
                result = .optional(result)
            } else if expect("...") {
                result = .array(result)
            } else if at("."), index + 1 < tokens.count, tokens[index + 1].is("Type") || tokens[index + 1].is("Protocol") {
                index += 2
                result = .opaque("metatype")
            } else {
                break
            }
        }
        // A function type: what came before is its parameter list.
        if let arrow = functionArrow() {
            index = arrow + 1
            guard type() != nil else { return nil }
            return .function
        }
        if isFunctionAttribute { return nil }
        if at("&") {
            while expect("&") { guard type() != nil else { return nil } }
            return .opaque("composition")
        }
        return result
    }

    /// After a parameter list: `async`, `throws`, `throws(E)`, `rethrows`, then `->`. Returns the arrow's index.
    private func functionArrow() -> Int? {
        var probe = index
        while probe < tokens.count, tokens[probe].kind == .word, ["async", "throws", "rethrows"].contains(tokens[probe].text) {
            probe += 1
            if tokens[probe - 1].text == "throws", probe < tokens.count, tokens[probe].is("(") {
                var depth = 0
                repeat {
                    if tokens[probe].is("(") { depth += 1 }
                    if tokens[probe].is(")") { depth -= 1 }
                    probe += 1
                } while depth > 0 && probe < tokens.count
            }
        }
        return probe < tokens.count && tokens[probe].is("->") ? probe : nil
    }

    private mutating func skipParenthesized() -> Bool {
        guard at("(") else { return false }
        var depth = 0
        while let token = current {
            index += 1
            if token.is("(") { depth += 1 }
            if token.is(")") { depth -= 1; if depth == 0 { return true } }
        }
        return false
    }

    private mutating func primary() -> TypeRef? {
        guard let token = current else { return nil }
        if token.is("(") {
            index += 1
            var elements: [TypeRef] = []
            while !at(")") {
                // A tuple element may be labelled: `(x: Int, y: Int)`, `(_ a: Int)` in a function type.
                if let word = current, word.kind == .word, index + 1 < tokens.count {
                    if tokens[index + 1].is(":") { index += 2 }
                    else if tokens[index + 1].kind == .word, index + 2 < tokens.count, tokens[index + 2].is(":") { index += 3 }
                }
                guard let element = type() else { return nil }
                elements.append(element)
                if !expect(",") { break }
            }
            guard expect(")") else { return nil }
            return elements.count == 1 && functionArrow() == nil ? elements[0] : .tuple(elements)
        }
        if token.is("[") {
            index += 1
            guard let element = type() else { return nil }
            if expect(":") {
                guard let value = type(), expect("]") else { return nil }
                return .dictionary(key: element, value: value)
            }
            guard expect("]") else { return nil }
            return .array(element)
        }
        guard token.kind == .word else { return nil }
        var path = [token.text]
        index += 1
        var arguments: [TypeRef] = []
        while true {
            if at("<") {
                index += 1
                arguments = []
                while !at(">") {
                    guard let argument = type() else { return nil }
                    arguments.append(argument)
                    if !expect(",") { break }
                }
                guard expect(">") else { return nil }
            }
            if at("."), index + 1 < tokens.count, tokens[index + 1].kind == .word, !tokens[index + 1].is("Type"), !tokens[index + 1].is("Protocol") {
                path.append(tokens[index + 1].text)
                arguments = []
                index += 2
            } else {
                break
            }
        }
        return TypeRef.named(path, arguments: arguments).desugared
    }
}
