/// A base URL checked once, when it is set: an absolute http(s) URL with no query, fragment or credentials,
/// kept without its trailing slashes (route paths are appended as `/segment`), with its parts.
///
/// An ``Environment`` holds one for its base URL and each service, made whenever the text is assigned, so no
/// later step parses the text again or asks whether a cached check still matches it.
package struct BaseURL: Hashable, Sendable {
    /// The URL requests are built below: the declared text less its trailing slashes.
    package let text: String
    /// Scheme, host and port, as they were parsed.
    package let parts: URLParts

    /// `nil` for anything but an absolute http(s) URL without query, fragment, spaces or credentials.
    package init?(_ declared: String) {
        guard let parts = URLParts(declared), !parts.path.contains("?"), !parts.path.contains("#") else { return nil }
        var text = declared
        while text.hasSuffix("/") { text.removeLast() }
        self.text = text
        self.parts = parts
    }

    /// The origin (RFC 6454) credentials for it may go to.
    package var origin: String { parts.origin }
}
