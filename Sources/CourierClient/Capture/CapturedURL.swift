import CourierCore

/// A captured request's URL made into the one curl would send, shared by curl lines and HAR entries: `http://` put
/// before a URL without a scheme (as curl does), the `#fragment` dropped (never sent), and `user:password@` taken out
/// of the authority into ``credential``, which becomes `Authorization: Basic` (a credential never stays in a URL
/// Courier prints). The result must be an http or https URL with a host (``URLParts``).
struct CapturedURL {
    /// The URL as sent.
    var url: String
    /// `user:password` from the URL's authority, percent-decoded; `nil` when it had none.
    var credential: String?

    init(_ given: String, addingScheme: Bool = true) throws(CaptureReason) {
        var text = given
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        let schemeEnd = text.firstRange(of: "://")
        if schemeEnd == nil {
            // `data:…`, `mailto:…`, `javascript:…`; `localhost:8080` is a host and port, which curl sends over http.
            if let colon = text.firstIndex(of: ":"), Self.isScheme(text[..<colon]), !(text[text.index(after: colon)...].first?.isNumber ?? false) {
                throw .notHTTP(url: given)
            }
            guard addingScheme else { throw .badURL(url: given) }
            text = "http://" + text
        } else if let scheme = schemeEnd.map({ text[..<$0.lowerBound].lowercased() }), scheme != "http", scheme != "https" {
            throw .notHTTP(url: given)
        }
        let start = text.firstRange(of: "://")!.upperBound
        let end = text[start...].firstIndex { $0 == "/" || $0 == "?" } ?? text.endIndex
        if let at = text[start..<end].lastIndex(of: "@") {
            let userinfo = String(text[start..<at])
            credential = PercentEncoding.decode(userinfo) ?? userinfo
            text = String(text[..<start]) + String(text[text.index(after: at)...])
        }
        guard URLParts(text) != nil else { throw .badURL(url: given) }
        url = text
    }

    /// `Basic …` for `user:password` (RFC 7617), as curl sends `-u` and a URL's credential.
    static func basic(_ credential: String) -> String { "Basic " + Base64.encode(Array(credential.utf8)) }

    /// The URL's credential as `Authorization: Basic`, noted as moved, unless the headers already authorize (curl's
    /// `-u` or `-H 'Authorization: …'` win over the URL's, as they do in curl).
    func moveCredential(into headers: inout HTTPHeaders, notes: inout CaptureNotes) {
        guard let credential, !headers.contains("Authorization") else { return }
        headers.add("Authorization", Self.basic(credential))
        notes.insert(.basicFromURL)
    }

    /// `-G`: the data as the query, after the URL's own (`?` or `&`).
    mutating func appendQuery(_ query: String) {
        url += (url.contains("?") ? "&" : "?") + query
    }

    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
