extension Parser {
    /// The word of `arguments` that names the root's subcommand, found as ``parse(_:environment:)`` would find
    /// it (global options and their values stepped over) but without reading or checking any value; `nil` when
    /// argv names none, or when an option it cannot place comes first (the parse then reports it).
    ///
    /// A program can build only the part of its tree this word reaches before parsing: a route call need not
    /// pay, at every start, for the declarations of every other command.
    package func subcommandWord(in arguments: [String]) -> String? { subcommandWord(in: Token.tokenize(arguments)) }

    /// ``subcommandWord(in:)-([String])`` of argv already tokenized.
    package func subcommandWord(in tokens: [Token]) -> String? {
        var index = 0
        /// Steps over the next token when it is a value (an option's separate value, as ``ArgvWalk`` takes it).
        func skipValue() { if index + 1 < tokens.count, case .value = tokens[index + 1].kind { index += 1 } }
        while index < tokens.count {
            switch tokens[index].kind {
            case .terminator:
                return nil
            case .value(let text):
                return text
            case .long(let name, let attached):
                if let declaration = lookup.long(name, at: root) {
                    if !declaration.isFlag, attached == nil, !declaration.valueIsOptional { skipValue() }
                } else if lookup.negatedFlag(name, at: root) == nil {
                    return nil
                }
            case .short(let letters):
                var rest = Substring(letters)
                while let letter = rest.first {
                    rest = rest.dropFirst()
                    guard let declaration = lookup.short(letter, at: root) else { return nil }
                    if declaration.isFlag { continue }
                    if rest.isEmpty { skipValue() }
                    break
                }
            }
            index += 1
        }
        return nil
    }
}
