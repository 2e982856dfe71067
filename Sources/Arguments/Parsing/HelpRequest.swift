/// `--help`/`-h`/`--help-all` anywhere before `--`, or a leading `help` word, and the command it asks about.
///
/// The path is the subcommand names before it. A word that stands where a subcommand goes and names
/// none is an error with a suggestion (`help ordrs` → did you mean 'orders'?), not the parent's help;
/// option values are skipped.
struct HelpRequest {
    var path: [String]
    /// `--help-all`: list the global options too.
    var all: Bool

    /// The request in `tokens`, or `nil` when they ask for no help.
    static func find(in tokens: [Token], root: Command, lookup: OptionLookup) throws(ParseError) -> HelpRequest? {
        let end = tokens.firstIndex { $0.kind == .terminator } ?? tokens.endIndex
        let leadingHelp = end > 0 && tokens[0].kind == .value("help") && root.subcommand(named: "help") == nil
        var all = false
        var asked = leadingHelp
        for token in tokens[..<end] {
            switch token.kind {
            case .long("help-all", _): all = true
            case .long("help", _): asked = true
            case .short(let letters) where asksHelp(letters, root: root, lookup: lookup): asked = true
            default: continue
            }
        }
        // Almost no command line asks for help: words are walked only when one does.
        guard asked || all else { return nil }
        let path = try commandPath(tokens[(leadingHelp ? 1 : 0)..<end], root: root, lookup: lookup)
        return HelpRequest(path: path, all: all)
    }

    /// `-h`, or `h` among packed flags (`-vh`); not in a value (`-Hh`, `-qh` where `-q` takes one).
    static func asksHelp(_ letters: String, root: Command, lookup: OptionLookup) -> Bool {
        for letter in letters {
            if letter == "h" { return true }
            guard lookup.short(letter, at: root)?.isFlag == true else { return false }
        }
        return false
    }

    /// The subcommand names among `tokens`, skipping options' values.
    static func commandPath(_ tokens: ArraySlice<Token>, root: Command, lookup: OptionLookup) throws(ParseError) -> [String] {
        var node = root
        var path: [String] = []
        var index = tokens.startIndex
        func takesValue(_ declaration: OptionDeclaration?) -> Bool {
            guard let declaration else { return false }
            return !declaration.isFlag && !declaration.valueIsOptional
        }
        while index < tokens.endIndex {
            switch tokens[index].kind {
            case .long(let name, let attached):
                if attached == nil, takesValue(lookup.long(name, at: node)) { index += 1 }
            case .short(let letters):
                // `-vo data`: flags, then one option whose value is the rest of the word or the next word.
                for (offset, letter) in letters.enumerated() where takesValue(lookup.short(letter, at: node)) {
                    if offset == letters.count - 1 { index += 1 }
                    break
                }
            case .value(let text):
                if let next = node.subcommand(named: text) {
                    node = next
                    path.append(text)
                } else if !node.subcommands.isEmpty {
                    throw ParseError(.unknownSubcommand(text, suggestion: Suggestions.closest(to: text, in: node.subcommands.map(\.name))), command: path)
                }
            case .terminator:
                break
            }
            index += 1
        }
        return path
    }
}
