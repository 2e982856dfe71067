/// POSIX shell quoting: the one quoter behind `--curl` lines and the calls smoke reports print, so a line
/// pasted into a shell runs the words it shows.
package enum ShellWord {
    /// The word bare when every character is safe unquoted, else in single quotes (`'` written `'\''`).
    package static func quoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) || "-_./:=@%+,".unicodeScalars.contains(scalar))
        }
        return safe && !word.isEmpty ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
