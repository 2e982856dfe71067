import CourierCore

/// The name a call's sample is recorded and looked up under: the route's own option and positional values as
/// given (secret ones left out), so a recording and its replay agree without the user naming anything.
///
/// `orders list --uid 5` → `uid-5`, `orders detail --no A1001 --expand items` → `expand-items_no-A1001`, a call
/// without options → `default`. Options are in name order, so the order typed does not matter; global
/// options (`--env`, `--token`…) are not part of it, so one recording serves every environment. Characters other than
/// letters, digits, `.`, `_` and `-` become `_`; a long name keeps its start and a hash of the whole.
package enum SampleName {
    package static let fallback = "default"
    package static let maximumLength = 80

    /// A sample's name as the file it is read from or written to: the characters ``slug(_:)`` keeps and the `~`
    /// of a repeated line's number (``SampleBook``), anything else `_`, never hidden or empty. A name `--stub=NAME`
    /// gives (a plan line can carry it) is the user's text, and `../../x` would read a file outside the directory.
    package static func confined(_ name: String) -> String {
        var file = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-", "~": scalar
            default: "_"
            }
        }))
        if file.isEmpty { return fallback }
        if file.hasPrefix(".") { file = "_" + file }
        return file
    }

    /// `text` as a file name: safe characters only, never hidden or empty, at most ``maximumLength`` characters.
    package static func slug(_ text: String) -> String {
        var name = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": scalar
            default: "_"
            }
        }))
        if name.isEmpty { return fallback }
        if name.hasPrefix(".") { name = "_" + name }
        guard name.count > maximumLength else { return name }
        var hash = SHA256()
        hash.update(Array(text.utf8))
        let digest = hash.finalize().prefix(12)
        return String(name.prefix(maximumLength - 13)) + "-" + digest
    }
}
