import Arguments
import CourierCore

/// The name a call's sample is recorded and looked up under: the route's own option and positional values as
/// given (secret ones left out), so a recording and its replay agree without the user naming anything.
///
/// `orders list --uid 5` → `uid-5`, `orders detail --no A1001 --expand items` → `expand-items_no-A1001`, a call
/// without options → `default`. Options are in name order, so the order typed does not matter; global
/// options (`--env`, `--token`…) are not part of it, so one recording serves every environment. Characters other than
/// letters, digits, `.`, `_` and `-` become `_`; a long name keeps its start and a hash of the whole.
enum SampleName {
    static let fallback = "default"
    static let maximumLength = 80

    /// - Parameter secrets: the call's secrets (``Settings/secrets``): a value holding one (a token passed in a
    ///   query) shows as `redacted` in the name, as everywhere Courier writes.
    static func derive(from values: ParsedValues, secrets: [String]) -> String {
        var parts: [String] = []
        for name in values.elements.keys.sorted() where !globalNames.contains(name) && !values.secretOptions.contains(name) {
            let texts = values.texts(name)
            parts.append(texts.isEmpty || texts == ["true"] ? name : name + "-" + texts.joined(separator: "-"))
        }
        for name in values.positionalNames.sorted() { parts.append(contentsOf: values.positionalValues(name)) }
        return slug(SecretScrubber(secrets).scrub(parts.joined(separator: "_")))
    }

    /// The call's name when its settings record or replay samples by name (`--record`, `--stub-dir`); else the
    /// fallback, which nothing reads: deriving it (slug, scrubbing) would be paid by every smoke line.
    static func derive(from values: ParsedValues, settings: Settings) -> String {
        guard settings.sending.record != nil || settings.sending.stubDirectory != nil else { return fallback }
        return derive(from: values, secrets: settings.secrets)
    }

    private static let globalNames = Set(GlobalOptions.all.map(\.name))

    /// `text` as a file name: safe characters only, never hidden or empty, at most ``maximumLength`` characters.
    static func slug(_ text: String) -> String {
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
