import CourierCore

/// One recorded response as `--record` writes it and `--stub-dir` reads it back: a JSON object
/// `{"courier": 1, "route", "name", "status", "reason", "headers": [[name, value]…], "body"}` (`bodyBase64` instead of
/// `body` when the bytes are not UTF-8 text).
///
/// Why a file of our own rather than the route's `SampleResponse` in Swift: a recording is data a person
/// reviews and commits, and one that `--stub-dir` must read as hostile input (a file anyone could have edited).
package struct SampleFile: Equatable {
    /// The format's version, written and required, so a later format is refused instead of misread.
    package static let version = 1
    /// Most bytes a sample file may have when read (a recording is one response, which `--max-body` bounds too).
    package static let maximumBytes = 64 << 20

    package var route: String
    package var name: String
    package var status: Int
    /// The status line's reason phrase (`Not Found`), which error messages quote.
    package var reason: String
    package var headers: HTTPHeaders
    package var body: [UInt8]

    package var json: JSON {
        var members: [JSON.Member] = [
            .init("courier", .int(Self.version)), .init("route", .string(route)), .init("name", .string(name)), .init("status", .int(status)), .init("reason", .string(reason)),
            .init("headers", .array(headers.map { .array([.string($0.name), .string($0.value)]) })),
        ]
        if let text = String(validating: body, as: UTF8.self) {
            members.append(.init("body", .string(text)))
        } else {
            members.append(.init("bodyBase64", .string(Base64.encode(body))))
        }
        return .object(members)
    }

    package var bytes: [UInt8] { Array((JSONPrinter().string(json) + "\n").utf8) }

    /// Reads a sample back, refusing anything that is not exactly what ``json`` writes.
    /// - Returns: the sample, or why it is not one (a phrase for ``FileReason/Problem/cannot(_:_:)``).
    package static func parse(_ bytes: [UInt8]) -> Result<SampleFile, SampleProblem> {
        let json: JSON
        do throws(JSONParseError) {
            json = try JSONParser.parse(bytes).expanded
        } catch {
            return .failure(.notJSON(error.description))
        }
        guard case .object = json else { return .failure(.field("the file", "an object")) }
        guard case .number(let version)? = json["courier"], Int(version) == Self.version else { return .failure(.version) }
        guard case .string(let route)? = json["route"] else { return .failure(.field("route", "a string")) }
        guard case .string(let name)? = json["name"] else { return .failure(.field("name", "a string")) }
        guard case .number(let literal)? = json["status"], let status = Int(literal), (100...599).contains(status) else {
            return .failure(.field("status", "a number from 100 to 599"))
        }
        guard case .string(let reason)? = json["reason"], reason.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) else {
            return .failure(.field("reason", "text without control characters"))
        }
        guard case .array(let pairs)? = json["headers"] else { return .failure(.field("headers", "an array of [name, value] pairs")) }
        var headers = HTTPHeaders()
        for pair in pairs {
            guard case .array(let parts) = pair, parts.count == 2, case .string(let field) = parts[0], case .string(let value) = parts[1],
                  !field.isEmpty, field.utf8.allSatisfy(HTTPSyntax.isTokenChar), value.utf8.allSatisfy(HTTPSyntax.isFieldValueByte)
            else { return .failure(.field("headers", "[name, value] pairs of header text without control characters")) }
            headers.add(field, value)
        }
        let body: [UInt8]
        switch (json["body"], json["bodyBase64"]) {
        case (.string(let text)?, nil): body = Array(text.utf8)
        case (nil, .string(let text)?):
            guard let decoded = Base64Decoding.decode(text) else { return .failure(.field("bodyBase64", "base64 text")) }
            body = decoded
        default: return .failure(.field("body", "a string (or bodyBase64)"))
        }
        return .success(SampleFile(route: route, name: name, status: status, reason: reason, headers: headers, body: body))
    }

    /// Why a file is not a sample, worded by ``ErrorWording`` through ``FileReason``.
    package enum SampleProblem: Error, Equatable {
        case notJSON(String)
        case version
        case field(String, String)

        package var text: String {
            switch self {
            case .notJSON(let place): "not JSON (\(place))"
            case .version: "not a sample file of this Courier (\"courier\": \(SampleFile.version) is missing)"
            case .field(let field, let expected): "\(field) is not \(expected)"
            }
        }
    }
}

/// RFC 4648 base64 (padded or not) back to bytes; `nil` for any other character.
package enum Base64Decoding {
    package static func decode(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for character in text.utf8 where character != UInt8(ascii: "=") {
            let value: UInt8
            switch character {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = character - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = character - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            default: return nil
            }
            buffer = (buffer << 6) | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        return bytes
    }
}
