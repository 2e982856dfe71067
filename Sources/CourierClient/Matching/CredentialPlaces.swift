import CourierCore

/// Which places of a request hold a credential: `match` never compares them (the session sends its own), never makes
/// them words of a command, and lists them redacted.
enum CredentialPlaces {
    /// Whether the value at `place` is a credential: a header the API or the secret-header rule names (Authorization,
    /// Cookie, X-Api-Key…), a query item or body field whose name looks like one (`password`, `api_key`).
    ///
    /// The same rule ``CapturedRequest/credentials(secretHeaders:)`` lists a capture's credentials by, asked of one place.
    static func isCredential(_ place: RequestSites.Place, secretHeaders: SecretHeaders) -> Bool {
        switch place {
        case .header(let name): secretHeaders.contains(name)
        case .query(let name, _): SecretHeaders.looksLikeCredential(name)
        case .body(let path): SecretHeaders.looksLikeCredential(String(path.split(separator: ".").last ?? ""))
        case .method, .origin, .path: false
        }
    }

}
