import CourierCore

/// What a curl line has said so far, option by option; ``request(source:)`` makes the request once the line ends, so
/// the order of options does not matter (curl's doesn't either: `-d` after the URL still makes a POST).
struct CurlState {
    var method: String?
    var head = false
    var get = false
    var headers = HTTPHeaders()
    /// The pieces of `-d` and its kinds, each as curl would send it, joined with `&`.
    var data: [String] = []
    var json = false
    var form: [MultipartPart] = []
    var cookies: [String] = []
    var user: String?
    var userAgent: String?
    var referer: String?
    var url: String?
    /// `--url-query` items, encoded, added to the URL's query in order.
    var query: [String] = []
    var notes: CaptureNotes = []

    mutating func setURL(_ word: String) throws(CaptureReason) {
        if let url { throw .severalURLs(first: url, second: word) }
        url = word
    }

    mutating func apply(_ option: CurlOption, name: String, value: String?) throws(CaptureReason) {
        let value = value ?? ""
        switch option {
        case .method: method = value
        case .header: try addHeader(value, option: name)
        case .userAgent: userAgent = value
        case .referer: referer = value
        case .user: user = value
        case .cookie:
            guard value.contains("=") else { throw .cookieFile(path: value) }
            cookies.append(value)
        case .url: try setURL(value)
        case .urlQuery: query.append(try CurlForm.data(value, kind: .urlencode, option: name))
        case .get: get = true
        case .head: head = true
        case .compressed: notes.insert(.acceptEncodingByCurl)
        case .form: form.append(try CurlForm.part(value, literal: false))
        case .formString: form.append(try CurlForm.part(value, literal: true))
        case .data(let kind): data.append(try CurlForm.data(value, kind: kind, option: name)); if kind == .json { json = true }
        case .readsFile: throw .readsFile(option: name, path: value)
        case .ignored: break
        }
    }

    /// `Name: value`; `Name;` for an empty value; `Name:` alone removes a header curl would add, so it adds nothing here.
    private mutating func addHeader(_ text: String, option: String) throws(CaptureReason) {
        if text.hasPrefix("@") { throw .readsFile(option: option, path: String(text.dropFirst())) }
        if let colon = text.firstIndex(of: ":") {
            let value = text[text.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            if !value.isEmpty { headers.add(String(text[..<colon]), String(value)) }
        } else if text.hasSuffix(";"), !text.dropLast().isEmpty, !text.dropLast().contains(" ") {
            headers.add(String(text.dropLast()), "")
        } else {
            throw .badHeader(text)
        }
    }

    func request(source: String) throws(CaptureReason) -> CapturedRequest {
        guard let given = url else { throw .noURL }
        guard data.isEmpty || form.isEmpty else { throw .dataAndForm }
        var target = try CapturedURL(given)
        if !query.isEmpty { target.appendQuery(query.joined(separator: "&")) }
        var headers = self.headers
        var notes = self.notes
        if let user, !headers.contains("Authorization") { headers.add("Authorization", CapturedURL.basic(user)) }
        target.moveCredential(into: &headers, notes: &notes)
        if let userAgent, !headers.contains("User-Agent") { headers.add("User-Agent", userAgent) }
        if let referer, !headers.contains("Referer") { headers.add("Referer", referer) }
        if !cookies.isEmpty { headers.add("Cookie", cookies.joined(separator: "; ")) }
        if json, !headers.contains("Accept") { headers.add("Accept", "application/json") }
        var body = RequestBody.none
        if get, !data.isEmpty {
            target.appendQuery(data.joined(separator: "&"))
        } else if !data.isEmpty {
            let type = headers["Content-Type"] ?? (json ? "application/json" : "application/x-www-form-urlencoded")
            body = .raw(bytes: Array(data.joined(separator: "&").utf8), contentType: type)
        } else if !form.isEmpty {
            body = .multipart(form)
        }
        let method = self.method ?? (head ? "HEAD" : (!get && body != .none) ? "POST" : "GET")
        guard HTTPMethod(rawValue: method).isValidToken else { throw .badMethod(method) }
        let request = HTTPRequest(method: HTTPMethod(rawValue: method), url: target.url, headers: headers, body: body)
        return CapturedRequest(source: source, request: request, notes: notes)
    }
}
