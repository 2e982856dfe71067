import CourierCore

/// One HAR 1.2 entry read into a ``CapturedRequest`` (see ``HARFile``): the request's method, URL (a `user:password@`
/// moved to `Authorization: Basic`, as a curl line's is: ``CapturedURL``), headers in order (HTTP/2's pseudo-headers,
/// `:authority` and the like, left out: the URL says them), and body; the response's status, headers and body.
///
/// The body is `postData.text` (with `postData.mimeType` as its Content-Type when no header gives one; `encoding:
/// base64`, which some tools write though HAR 1.2 has it only on responses, decoded), else `postData.params` (a form,
/// or multipart parts when the mimeType says so, a file part named by its `fileName`, which is never read).
/// A response's `content.text` is decoded when its `encoding` is `base64`; bytes that are not UTF-8 are kept as bytes.
enum HAREntry {
    typealias Problem = CaptureReason.EntryProblem

    static func captured(_ entry: JSON, number: Int) -> Result<CapturedRequest, Problem> {
        Result { () throws(Problem) in
            guard let request = entry["request"] else { throw .missing(field: "request") }
            let method = try string(request, "method", in: "request")
            guard HTTPMethod(rawValue: method).isValidToken else { throw .request(.badMethod(method)) }
            let url: CapturedURL
            let given = try string(request, "url", in: "request")
            do throws(CaptureReason) { url = try CapturedURL(given, addingScheme: false) } catch { throw .request(error) }
            var headers = try self.headers(request, in: "request")
            var notes: CaptureNotes = []
            url.moveCredential(into: &headers, notes: &notes)
            let body = try self.body(request["postData"], headers: headers)
            let captured = HTTPRequest(method: HTTPMethod(rawValue: method), url: url.url, headers: headers, body: body)
            return CapturedRequest(source: "entry \(number)", request: captured, response: try response(entry["response"]), notes: notes)
        }
    }

    static func string(_ object: JSON, _ key: String, in parent: String) throws(Problem) -> String {
        guard let value = object[key] else { throw .missing(field: parent + "." + key) }
        guard let text = value.stringValue else { throw .wrongKind(field: parent + "." + key, expected: "a string", found: value.kindPhrase) }
        return text
    }

    /// `[{name, value}…]` in order; a missing list is no headers (some tools leave it out when empty).
    static func headers(_ object: JSON, in parent: String) throws(Problem) -> HTTPHeaders {
        guard let list = object["headers"] else { return [] }
        guard list.isArray else { throw .wrongKind(field: parent + ".headers", expected: "an array", found: list.kindPhrase) }
        var headers = HTTPHeaders()
        var problem: Problem?
        var index = 0
        list.forEachElement { header in
            defer { index += 1 }
            guard problem == nil else { return }
            do throws(Problem) {
                let field = "\(parent).headers[\(index)]"
                let name = try string(header, "name", in: field), value = try string(header, "value", in: field)
                if !name.hasPrefix(":") { headers.add(name, value) }
            } catch { problem = error }
        }
        if let problem { throw problem }
        return headers
    }

    private static func body(_ postData: JSON?, headers: HTTPHeaders) throws(Problem) -> RequestBody {
        guard let postData, !postData.isNull else { return .none }
        let mimeType = postData["mimeType"]?.stringValue ?? ""
        let type = headers["Content-Type"] ?? mimeType
        if let text = postData["text"]?.stringValue, !text.isEmpty {
            let bytes = try decoded(text, encoding: postData["encoding"]?.stringValue, field: "request.postData.text")
            return .raw(bytes: bytes, contentType: type)
        }
        // No text (or an empty one, as some tools write for a GET): the params, if any, are the body.
        guard let params = postData["params"]?.elements, !params.isEmpty else { return .none }
        var items: [QueryItem] = [], parts: [MultipartPart] = []
        for (index, param) in params.enumerated() {
            let name = try string(param, "name", in: "request.postData.params[\(index)]")
            let value = param["value"]?.stringValue ?? ""
            items.append(QueryItem(name, value))
            if let file = param["fileName"]?.stringValue {
                parts.append(.file(name: name, path: "", filename: file, contentType: param["contentType"]?.stringValue ?? "application/octet-stream"))
            } else {
                parts.append(.field(name: name, value: value))
            }
        }
        return type.lowercased().hasPrefix("multipart/") ? .multipart(parts) : .form(items)
    }

    private static func response(_ response: JSON?) throws(Problem) -> CapturedResponse? {
        guard let response, !response.isNull else { return nil }
        guard let statusValue = response["status"] else { throw .missing(field: "response.status") }
        guard let literal = statusValue.numberLiteral, let status = Int(literal) else {
            throw .wrongKind(field: "response.status", expected: "a whole number", found: statusValue.kindPhrase)
        }
        let headers = try self.headers(response, in: "response")
        let content = response["content"]
        var body: [UInt8]?
        if let text = content?["text"]?.stringValue {
            body = try decoded(text, encoding: content?["encoding"]?.stringValue, field: "response.content.text")
        }
        let type = content?["mimeType"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? headers["Content-Type"]
        return CapturedResponse(status: status, headers: headers, body: body, contentType: type)
    }

    /// The text's bytes: decoded when `encoding` is `base64` (an invalid one is the entry's problem), else its UTF-8.
    private static func decoded(_ text: String, encoding: String?, field: String) throws(Problem) -> [UInt8] {
        guard encoding?.lowercased() == "base64" else { return Array(text.utf8) }
        guard let bytes = Base64Decoding.decode(text) else { throw .badBase64(field: field) }
        return bytes
    }
}
