import CourierCore

/// A built request taken apart into the places a value can land: the method, each path segment below the
/// base URL, each query item, each header, each body field. Two builds of one route that differ in one
/// option's value differ exactly at that option's places (``OptionPlacement``).
package struct RequestSites: Sendable {
    package enum Place: Hashable, Sendable {
        case method
        /// The scheme and authority of a URL sent as built (under none of the app's base URLs): an option owns it
        /// when its value is the URL itself.
        case origin
        /// A path segment below the base URL, from 1.
        case path(Int)
        /// The `occurrence`th query item of this name (from 0).
        case query(String, occurrence: Int)
        case header(String)
        /// A body field: a JSON path (`lines[0].sku`), a form or multipart field name, or `""` for the whole body.
        case body(String)

        /// `"path"`, `"query"`, `"header"`, `"body"` or `"method"`.
        package var area: String {
            switch self {
            case .method: "method"
            case .origin: "url"
            case .path: "path"
            case .query: "query"
            case .header: "header"
            case .body: "body"
            }
        }
    }

    /// Every place with its value (percent-decoded), in request order.
    package private(set) var entries: [(place: Place, value: String)] = []
    /// The URL's path below the base URL and its query, split as received.
    package private(set) var segments: [String] = []
    package private(set) var query: [(name: String, value: String)] = []
    /// Whether the URL lies below `base` (else `segments` are the URL's whole path).
    package private(set) var isBelowBase = true
    /// A URL sent as built: its scheme and authority (`https://staff.example.com`); `nil` below the base URL.
    package private(set) var origin: String?

    package init(_ request: HTTPRequest, base: String?) {
        entries.append((.method, request.method.rawValue))
        var rest = Substring(request.url)
        if let base, rest.hasPrefix(base) {
            rest = rest.dropFirst(base.count)
        } else {
            isBelowBase = false
            let path = URLParts(request.url).map { Substring($0.path) } ?? rest
            origin = String(request.url.dropLast(path.count))
            entries.append((.origin, origin ?? ""))
            rest = path
        }
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        let path = rest.prefix { $0 != "?" }
        segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { PercentEncoding.shownSegment(String($0)) }
        for (index, segment) in segments.enumerated() { entries.append((.path(index + 1), segment)) }
        if path.count < rest.count {
            var seen: [String: Int] = [:]
            for item in rest.dropFirst(path.count + 1).split(separator: "&") {
                let name = Self.decoded(item.prefix { $0 != "=" })
                let value = item.contains("=") ? Self.decoded(item.drop { $0 != "=" }.dropFirst()) : ""
                query.append((name, value))
                entries.append((.query(name, occurrence: seen[name, default: 0]), value))
                seen[name, default: 0] += 1
            }
        }
        for field in request.headers { entries.append((.header(field.name), field.value)) }
        switch request.body {
        case .none: break
        case .json(let json): flatten(json, at: "")
        case .form(let items): for item in items { entries.append((.body(item.name), item.value)) }
        case .multipart(let parts):
            for part in parts {
                switch part {
                case .field(let name, let value): entries.append((.body(name), value))
                case .file(let name, let path, let filename, let type): entries.append((.body(name), Self.filePart(path, filename, type)))
                }
            }
        case .raw(let bytes, let contentType):
            // A compat router's body is raw bytes: read as what its Content-Type says, so each value has its place.
            if let json = Self.json(bytes, contentType) {
                flatten(json, at: "")
            } else if let pairs = Self.formPairs(bytes, contentType) ?? Self.multipartPairs(bytes, contentType) {
                for pair in pairs { entries.append((.body(pair.name), pair.value)) }
            } else {
                entries.append((.body(""), String(decoding: bytes, as: UTF8.self)))
            }
        }
    }

    /// A raw body of a JSON Content-Type that parses as JSON.
    package static func json(_ bytes: [UInt8], _ contentType: String) -> JSON? {
        RouteSummary.isJSON(contentType) ? try? JSONParser.parse(bytes) : nil
    }

    /// A raw body of the form Content-Type as its decoded `name=value` pairs (`+` is a space, as the form encodes it).
    package static func formPairs(_ bytes: [UInt8], _ contentType: String) -> [(name: String, value: String)]? {
        guard RouteSummary.isForm(contentType) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: "&").map { pair in
            let form = String(pair.map { $0 == "+" ? " " : $0 })
            return (decoded(form.prefix { $0 != "=" }), form.contains("=") ? decoded(form.drop { $0 != "=" }.dropFirst()) : "")
        }
    }

    /// A raw multipart body (a captured browser upload) as its fields: a text field's value, a file part as
    /// ``filePart(_:_:_:)`` writes one, its file name standing for the path a capture never has (RFC 7578).
    package static func multipartPairs(_ bytes: [UInt8], _ contentType: String) -> [(name: String, value: String)]? {
        guard contentType.lowercased().hasPrefix("multipart/form-data"), let mark = contentType.firstRange(of: "boundary=") else { return nil }
        let boundary = "--" + String(contentType[mark.upperBound...].prefix { $0 != ";" }.filter { $0 != "\"" })
        var pairs: [(name: String, value: String)] = []
        for part in String(decoding: bytes, as: UTF8.self).split(separator: boundary) where !part.hasPrefix("--") {
            guard let split = part.firstRange(of: "\r\n\r\n") else { continue }
            let head = part[..<split.lowerBound]
            var value = String(part[split.upperBound...])
            if value.hasSuffix("\r\n") { value.removeLast() }
            guard let name = parameter("name", in: head) else { continue }
            if let filename = parameter("filename", in: head) {
                let line = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-type:") }
                let type = line.map { String($0.dropFirst("content-type:".count).drop { $0 == " " }) } ?? "application/octet-stream"
                value = filePart(filename, filename, type)
            }
            pairs.append((name, value))
        }
        return pairs
    }

    /// A `name="value"` parameter of a part's Content-Disposition.
    private static func parameter(_ name: String, in head: Substring) -> String? {
        guard let start = head.firstRange(of: "; \(name)=\"") else { return nil }
        return String(head[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The value at `place`, if the request has it.
    package func value(at place: Place) -> String? { entries.first { $0.place == place }?.value }

    /// The places whose value differs from `other`'s (or that only one of the two has).
    package func differences(from other: RequestSites) -> [Place] {
        var places: [Place] = []
        for (place, value) in entries where other.value(at: place) != value { places.append(place) }
        for (place, _) in other.entries where value(at: place) == nil && !places.contains(place) { places.append(place) }
        return places
    }

    private mutating func flatten(_ json: JSON, at path: String) {
        switch json.expanded {
        case .object(let members):
            for member in members { flatten(member.value, at: path.isEmpty ? member.key : path + "." + member.key) }
        case .array(let items):
            for (index, item) in items.enumerated() { flatten(item, at: path + "[\(index)]") }
        case let leaf:
            entries.append((.body(path), leaf.scalarText))
        }
    }

    /// A multipart file part as curl's `-F` writes it: `@PATH;filename=NAME;type=TYPE`.
    package static func filePart(_ path: String, _ filename: String, _ contentType: String) -> String {
        "@\(path);filename=\(filename);type=\(contentType)"
    }

    private static func decoded(_ text: Substring) -> String { PercentEncoding.decode(String(text)) ?? String(text) }

}

extension JSON {
    /// A scalar as the text a placeholder would be found in: a string's characters, a number's literal.
    package var scalarText: String {
        switch self {
        case .string(let text): text
        case .number(let literal): literal
        case .bool(let flag): flag ? "true" : "false"
        default: JSONPrinter(layout: .compact).string(self)
        }
    }
}
