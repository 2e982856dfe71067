import CourierClient
import CourierCore

/// `match GET URL -H 'Name: value' --data BODY`: the words read as one ``CapturedRequest``.
///
/// Only this plain form: a curl line and a HAR file are the capture parser's (issue 44), which replaces this reader
/// once it lands, so the two never disagree on what a request is.
enum RequestWords {
    /// - Parameters:
    ///   - words: the method and the URL.
    ///   - headers: each `-H` as `Name: value`.
    ///   - data: the body, sent with `-H`'s Content-Type, else the form type curl's `-d` sends.
    static func request(_ words: [String], headers: [String], data: String?) throws(CourierError) -> CapturedRequest {
        guard words.count == 2 else { throw .match(words.isEmpty ? .noRequest : .notARequest(words.joined(separator: " "))) }
        let method = words[0]
        guard !method.isEmpty, method.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else { throw .match(.notARequest(method)) }
        guard let parts = URLParts(words[1]), parts.origin.hasPrefix("http://") || parts.origin.hasPrefix("https://") else {
            throw .match(.notARequest(words[1]))
        }
        var fields = HTTPHeaders()
        for header in headers {
            guard let colon = header.firstIndex(of: ":"), colon != header.startIndex else { throw .match(.header(header)) }
            fields.add(String(header[..<colon]), String(header[header.index(after: colon)...].drop { $0 == " " }))
        }
        var body = RequestBody.none
        if let data {
            body = .raw(bytes: Array(data.utf8), contentType: fields["Content-Type"] ?? "application/x-www-form-urlencoded")
        }
        return CapturedRequest(source: "request", request: HTTPRequest(method: HTTPMethod(rawValue: method), url: words[1], headers: fields, body: body))
    }
}
