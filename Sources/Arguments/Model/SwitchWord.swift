/// The words an environment variable that is a switch (a flag's ``OptionDeclaration/environmentVariable``,
/// `COURIER_NO_ENVELOPE`) may hold, in any case. Anything else is refused by whoever reads it, never
/// taken as off, so a typo such as `treu` does not quietly do nothing.
package enum SwitchWord {
    package static let on = ["1", "true", "yes", "on"]
    package static let off = ["0", "false", "no", "off"]

    /// `true` for an on word, `false` for an off word or the empty string, `nil` for anything else.
    package static func state(_ text: String) -> Bool? {
        let word = text.lowercased()
        if word.isEmpty || off.contains(word) { return false }
        return on.contains(word) ? true : nil
    }
}
