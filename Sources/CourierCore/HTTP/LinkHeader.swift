/// The `Link` header (RFC 8288 §3): `<URI-reference>; rel="next"; title="…", <…>; rel=last`.
///
/// Only what paging needs is read: each link's target and its relation types. A field that does not parse is
/// skipped from where it stops (a server's bad header must not trap or be half-followed).
package enum LinkHeader {
    /// The target of the first link whose `rel` holds `relation` (case-insensitive, RFC 8288 §2.1.1), across
    /// all the `Link` field values in order; `nil` when none has it. The target is as written (not resolved).
    package static func target(rel relation: String, in values: [String]) -> String? {
        for value in values {
            for link in links(in: value) where link.relations.contains(relation.lowercased()) { return link.target }
        }
        return nil
    }

    /// Every link of one field value: its target and its relation types, lowercased.
    package static func links(in value: String) -> [(target: String, relations: [String])] {
        var found: [(String, [String])] = []
        var rest = Substring(value)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let target = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            var relations: [String] = []
            // Parameters run to the next comma outside quotes.
            var parameters = ""
            var inQuotes = false
            while let character = rest.first {
                if character == "\"" { inQuotes.toggle() }
                if character == ",", !inQuotes { break }
                parameters.append(character)
                rest = rest.dropFirst()
            }
            for parameter in parameters.split(separator: ";") {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, String(pair[0]).trimmingSpaces.lowercased() == "rel" else { continue }
                var text = String(pair[1]).trimmingSpaces
                if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
                relations = text.lowercased().split(separator: " ").map(String.init)
                break
            }
            found.append((target, relations))
        }
        return found
    }
}
