/// A value as ``OptionPlacement/template(_:at:)`` writes it (`v{ver}-{id}`, `{no}`, `items`), read backwards: which
/// text of a captured value stands for each `{name}`.
package struct TemplateText: Sendable, Equatable {
    enum Piece: Equatable {
        case literal(String)
        case marker(String)
    }

    let pieces: [Piece]

    /// The template's pieces; `names` are the owners a marker may name (any other `{…}` is literal text, as a
    /// JSON body's braces are).
    package init(_ template: String, names: [String]) {
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), names.contains(String(after[..<close])) {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(.marker(String(after[..<close])))
                rest = after[after.index(after: close)...]
            } else {
                literal += "{"
                rest = after
            }
        }
        literal += rest
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
    }

    /// Each marker's text in `value`, in template order, or `nil` when `value` does not have the template's literal
    /// text around them. A marker takes the shortest text up to the literal after it (the rest, when last), so
    /// `{a}-{b}` reads `x-y-z` as `x` and `y-z`.
    package func read(_ value: String) -> [(name: String, text: String)]? {
        var found: [(name: String, text: String)] = []
        var rest = Substring(value)
        var index = pieces.startIndex
        while index < pieces.endIndex {
            switch pieces[index] {
            case .literal(let text):
                guard rest.hasPrefix(text) else { return nil }
                rest = rest.dropFirst(text.count)
            case .marker(let name):
                let next = index + 1 < pieces.endIndex ? pieces[index + 1] : nil
                guard case .literal(let text)? = next else {
                    found.append((name, next == nil ? String(rest) : ""))
                    if next == nil { rest = "" }
                    break
                }
                let isLast = index + 2 == pieces.endIndex
                guard let range = isLast ? (rest.hasSuffix(text) ? rest.index(rest.endIndex, offsetBy: -text.count)..<rest.endIndex : nil)
                                         : rest.firstRange(of: text) else { return nil }
                found.append((name, String(rest[..<range.lowerBound])))
                rest = rest[range.lowerBound...]
            }
            index += 1
        }
        return rest.isEmpty ? found : nil
    }
}
