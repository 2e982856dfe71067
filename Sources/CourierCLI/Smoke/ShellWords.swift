/// Splits a plan line into words the way a POSIX shell would for the common cases: whitespace
/// separates; `'…'` is literal; `"…"` allows `\"` and `\\`; a backslash outside quotes escapes one character.
enum ShellWords {
    enum Failure: Error, Equatable {
        case unterminatedQuote(Character)
    }

    static func split(_ line: Substring) throws(Failure) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(current); current = ""; inWord = false }
            case "'":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "'" { closed = true; break }
                    current.append(next)
                }
                if !closed { throw .unterminatedQuote("'") }
            case "\"":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\", let escaped = iterator.next() {
                        if escaped != "\"" && escaped != "\\" && escaped != "$" { current.append("\\") }
                        current.append(escaped)
                    } else {
                        current.append(next)
                    }
                }
                if !closed { throw .unterminatedQuote("\"") }
            case "\\":
                inWord = true
                if let next = iterator.next() { current.append(next) }
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
