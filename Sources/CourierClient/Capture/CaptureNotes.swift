/// What a capture's tool did that its request does not show, for a matcher to take into account.
package struct CaptureNotes: OptionSet, Sendable, Hashable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// `--compressed`: curl adds `Accept-Encoding` itself (the encodings its libcurl decodes), so the request carries
    /// none for it, and a matcher should not count one the route sets, or its absence, as a difference.
    package static let acceptEncodingByCurl = CaptureNotes(rawValue: 1 << 0)
    /// The `Authorization: Basic` header was made from the URL's `user:password@`, taken out of the URL (a credential
    /// never stays in a URL Courier prints); ``CapturedRequest/credentials(secretHeaders:)`` says so.
    package static let basicFromURL = CaptureNotes(rawValue: 1 << 1)
}
