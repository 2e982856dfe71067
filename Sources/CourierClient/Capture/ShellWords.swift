/// A pasted command line split into words as bash would split it, without running or expanding anything: what
/// Chrome's "Copy as cURL (bash)", Proxyman's and Charles' copies write, and what a bug report quotes.
///
/// Read: blanks between words; `'…'` literally; `"…"` with `\` escaping only `$`, `` ` ``, `"`, `\` and a line end;
/// `$'…'` with ANSI-C escapes (`\n`, `\t`, `\xHH`, `\uHHHH`, `\UHHHHHHHH`, octal `\NNN`, `\cX`, `\'`, `\\`…); `\` before
/// a character outside quotes; `\` before a line end (a continuation, as Chrome ends its lines ` \`) is removed;
/// `#` starting a word comments out the rest of its line. Glob characters (`*`, `?`, `[`) and `~` stay as written:
/// a pasted URL's `?` is not a file pattern. Windows' `^` continuation is not bash and is not read.
///
/// Refused with the word that would do it (``CaptureReason``): a quote never closed, `$(…)` and backticks (never run),
/// `$NAME`/`${NAME}` outside single quotes (never expanded), unquoted `|`, `;`, `&`, `>`, `<`, `(`, `)` (a pipeline
/// or a redirection is not a request), and words after a bare line end (a second command).
package enum ShellWords {
    /// The longest line read: a pasted body may be large, but a line is not a file. 8 MiB.
    package static let maximumBytes = 8 << 20
    /// The most words on one line: a curl line with thousands of `-H` is not a capture. 100,000.
    package static let maximumWords = 100_000

    /// The words of `line`, quotes removed and escapes applied.
    /// - Throws: ``CaptureReason`` naming the word that would be run, expanded or left unclosed.
    package static func split(_ line: String) throws(CaptureReason) -> [String] {
        guard line.utf8.count <= maximumBytes else { throw .lineTooLong(limit: maximumBytes) }
        var reader = Reader(Array(line.utf8))
        return try reader.readWords()
    }
}

extension ShellWords {
    /// The state of one pass over the line's bytes.
    struct Reader {
        let bytes: [UInt8]
        var index = 0
        var words: [String] = []
        /// The word being read, and whether one is open (`''` is a word of its own, empty).
        var word: [UInt8] = []
        var inWord = false
        var wordStart = 0
        /// A line end without `\` was passed since the last word: the next word would be a second command.
        var afterLineEnd = false

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// The text of the line from the current word's start to the first blank after the reader (so past the
        /// `$` or backtick being refused), as written, for messages.
        var rawWord: String {
            let end = bytes[min(index + 1, bytes.count)...].firstIndex { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A } ?? bytes.endIndex
            return String(decoding: bytes[wordStart..<end], as: UTF8.self)
        }

        func peek(_ offset: Int = 0) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

        mutating func begin() {
            if !inWord { inWord = true; wordStart = index }
        }

        mutating func end() throws(CaptureReason) {
            guard inWord else { return }
            if afterLineEnd { throw .secondCommand(word: String(decoding: word, as: UTF8.self)) }
            words.append(String(decoding: word, as: UTF8.self))
            guard words.count <= ShellWords.maximumWords else { throw .tooManyWords(limit: ShellWords.maximumWords) }
            word.removeAll(keepingCapacity: true)
            inWord = false
        }

        mutating func readWords() throws(CaptureReason) -> [String] {
            while let byte = peek() {
                switch byte {
                case 0x20, 0x09, 0x0D:
                    try end(); index += 1
                case 0x0A:
                    try end(); index += 1
                    if !words.isEmpty { afterLineEnd = true }
                case UInt8(ascii: "#") where !inWord:
                    while let next = peek(), next != 0x0A { index += 1 }
                case UInt8(ascii: "\\"):
                    try backslash()
                case UInt8(ascii: "'"):
                    begin(); try singleQuoted()
                case UInt8(ascii: "\""):
                    begin(); index += 1; try doubleQuoted()
                case UInt8(ascii: "$"):
                    begin(); try dollar(inDoubleQuotes: false)
                case UInt8(ascii: "`"):
                    begin(); throw .commandSubstitution(word: rawWord)
                case UInt8(ascii: "|"), UInt8(ascii: ";"), UInt8(ascii: "&"), UInt8(ascii: ">"), UInt8(ascii: "<"),
                     UInt8(ascii: "("), UInt8(ascii: ")"):
                    throw .shellOperator(String(decoding: [byte], as: UTF8.self))
                default:
                    begin(); word.append(byte); index += 1
                }
            }
            try end()
            guard !words.isEmpty else { throw .emptyLine }
            return words
        }

        /// `\` outside quotes: the next character as itself; before a line end (`\r\n` too), a continuation.
        mutating func backslash() throws(CaptureReason) {
            index += 1
            switch peek() {
            case 0x0A?: index += 1
            case 0x0D? where peek(1) == 0x0A: index += 2
            case let next?: begin(); word.append(next); index += 1
            case nil: break
            }
        }

        mutating func singleQuoted() throws(CaptureReason) {
            let open = index
            index += 1
            guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "'")) else {
                throw .unbalancedQuote(quote: "'", word: String(decoding: bytes[open...].prefix(80), as: UTF8.self))
            }
            word += bytes[index..<close]
            index = close + 1
        }

        mutating func doubleQuoted() throws(CaptureReason) {
            let open = index - 1
            while let byte = peek() {
                switch byte {
                case UInt8(ascii: "\""): index += 1; return
                case UInt8(ascii: "\\"):
                    switch peek(1) {
                    case UInt8(ascii: "$")?, UInt8(ascii: "`")?, UInt8(ascii: "\"")?, UInt8(ascii: "\\")?: word.append(bytes[index + 1]); index += 2
                    case 0x0A?: index += 2
                    default: word.append(byte); index += 1
                    }
                case UInt8(ascii: "$"): try dollar(inDoubleQuotes: true)
                case UInt8(ascii: "`"): throw .commandSubstitution(word: rawWord)
                default: word.append(byte); index += 1
                }
            }
            throw .unbalancedQuote(quote: "\"", word: String(decoding: bytes[open...].prefix(80), as: UTF8.self))
        }

        /// `$'…'`, `$"…"`, `$(…)`, `${…}`, `$NAME`, or a `$` that is only a dollar sign.
        mutating func dollar(inDoubleQuotes: Bool) throws(CaptureReason) {
            switch peek(1) {
            case UInt8(ascii: "'")? where !inDoubleQuotes:
                index += 1
                try ansiQuoted()
            case UInt8(ascii: "\"")? where !inDoubleQuotes:
                index += 2
                try doubleQuoted()
            case UInt8(ascii: "(")?:
                throw .commandSubstitution(word: rawWord)
            case UInt8(ascii: "{")?:
                let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) ?? bytes.endIndex - 1
                throw .expansion(variable: String(decoding: bytes[index...close], as: UTF8.self), word: rawWord)
            case let next? where Self.isNameStart(next) || Self.isSpecialParameter(next):
                var end = index + 2
                if Self.isNameStart(next) { while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 } }
                throw .expansion(variable: String(decoding: bytes[index..<end], as: UTF8.self), word: rawWord)
            default:
                word.append(UInt8(ascii: "$")); index += 1
            }
        }

        static func isNameStart(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
        }
        static func isNameByte(_ byte: UInt8) -> Bool { isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        /// `$1`, `$?`, `$$`, `$!`, `$@`, `$*`, `$#`, `$-`: parameters the shell fills in.
        static func isSpecialParameter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Array("?$!@*#-".utf8).contains(byte)
        }
    }
}
