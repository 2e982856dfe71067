import CourierCore

/// One request as a capture holds it: a curl line (Chrome's, Proxyman's, Charles' "Copy as cURL"), a
/// `METHOD URL` with `--data`/`-H`, or a HAR 1.2 entry. `match` reads it back through the app's routes and
/// `import` turns a HAR's entries into a smoke plan; both start from this value and never from the text again.
///
/// The request is kept as it was sent: an absolute URL (percent-encoded as captured), every header in order (the
/// credentials too: ``credentials(secretHeaders:)`` says which, and nothing derived from them reaches argv or output), and the
/// body as raw bytes with its captured Content-Type (a curl `-F` as multipart parts, whose files are never read).
package struct CapturedRequest: Sendable {
    /// Where it came from, for messages and reports: `curl line`, `request`, `entry 12` (a HAR's, from 1).
    package var source: String
    package var request: HTTPRequest
    /// The answer a HAR entry recorded (a curl line has none).
    package var response: CapturedResponse?
    /// What the capturing tool did that ``request`` does not show (curl's `--compressed`, a URL's credential moved to
    /// a header).
    package var notes: CaptureNotes

    package init(source: String, request: HTTPRequest, response: CapturedResponse? = nil, notes: CaptureNotes = []) {
        self.source = source
        self.request = request
        self.response = response
        self.notes = notes
    }
}

/// The response a capture recorded with its request.
package struct CapturedResponse: Sendable {
    package var status: Int
    package var headers: HTTPHeaders
    /// The body as received (a HAR's base64 `content.text` decoded); `nil` when the capture left it out.
    package var body: [UInt8]?
    /// `content.mimeType`, or the Content-Type header.
    package var contentType: String?

    package init(status: Int, headers: HTTPHeaders, body: [UInt8]?, contentType: String?) {
        self.status = status
        self.headers = headers
        self.body = body
        self.contentType = contentType
    }
}
