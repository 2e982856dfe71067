import Arguments
import CourierCore
import CourierClient

/// A call's sample name from its parsed route options and positionals (the global options left out).
extension SampleName {
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
}
