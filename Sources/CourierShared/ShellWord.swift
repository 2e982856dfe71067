/// POSIX shell quoting: the one quoter behind `--curl` lines and the calls smoke reports print, so a line
/// pasted into a shell runs the words it shows.
package enum ShellWord {
    /// The word bare when every character is safe unquoted, else in single quotes (`'` written `'\''`).
    ///
    /// Byte by byte, as the shell reads the line: a `'` is escaped even where it begins a grapheme cluster
    /// (`'` and a combining mark), which comparing Characters missed; and no search table is built per word
    /// (smoke's reports quote every word of every case).
    package static func quoted(_ word: String) -> String {
        guard !word.isEmpty else { return "''" }
        if word.utf8.allSatisfy(isSafe) { return word }
        var out: [UInt8] = [UInt8(ascii: "'")]
        out.reserveCapacity(word.utf8.count + 2)
        for byte in word.utf8 {
            if byte == UInt8(ascii: "'") { out += Array(#"'\''"#.utf8) } else { out.append(byte) }
        }
        out.append(UInt8(ascii: "'"))
        return String(decoding: out, as: UTF8.self)
    }

    /// ASCII letters and digits and `-_./:=@%+,`: nothing a POSIX shell reads specially.
    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "="),
             UInt8(ascii: "@"), UInt8(ascii: "%"), UInt8(ascii: "+"), UInt8(ascii: ","): true
        default: false
        }
    }
}
