import Arguments
import CourierCore
import CourierClient

/// A call's sample name from its parsed route options and positionals (the global options left out).
extension SampleName {
    /// - Parameter secrets: the call's secrets (``Settings/secrets``): a value holding one (a token passed in a
    ///   query) shows as `redacted` in the name, as everywhere Courier writes.
    ///   An option named as a credential is left out as a secret one is, and a value that names one (a form
    ///   field `password=…`, a header `X-Api-Key: …`, a JSON body's `password` member) keeps the name with the
    ///   value redacted: the rule ``SecretHeaders`` applies to headers and recorded bodies, applied to names.
    static func derive(from values: ParsedValues, secrets: [String]) -> String {
        var parts: [String] = []
        for name in values.elements.keys.sorted()
        where !globalNames.contains(name) && !values.secretOptions.contains(name) && !SecretHeaders.looksLikeCredential(name) {
            let texts = values.texts(name)
            parts.append(texts.isEmpty || texts == ["true"] ? name : name + "-" + texts.map(nameable).joined(separator: "-"))
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

    /// An option's value as a name may show it: a JSON object or array with every member named as a credential
    /// redacted, a `key=value` or `key: value` whose key names one as `key=[redacted]`, anything else as given.
    static func nameable(_ text: String) -> String {
        if let first = text.utf8.first(where: { $0 != 0x20 }), first == UInt8(ascii: "{") || first == UInt8(ascii: "["),
           let json = try? JSONParser.parse(text)
        {
            return JSONPrinter(layout: .compact).string(redacted(json))
        }
        if let separator = text.firstIndex(where: { $0 == "=" || $0 == ":" }),
           SecretHeaders.looksLikeCredential(String(text[..<separator]).trimmingWhitespace)
        {
            return String(text[..<separator]) + "=" + Redaction.placeholder
        }
        return text
    }

    /// `value` with the value of every member named as a credential, at any depth, redacted.
    private static func redacted(_ value: JSON) -> JSON {
        switch value.expanded {
        case .object(let members):
            .object(members.map { member in
                SecretHeaders.looksLikeCredential(member.key) ? .init(member.key, .string(Redaction.placeholder)) : .init(member.key, redacted(member.value))
            })
        case .array(let items): .array(items.map(redacted))
        case let other: other
        }
    }

    private static let globalNames = Set(GlobalOptions.all.map(\.name))
}
