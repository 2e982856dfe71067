import CourierCore

/// A real response made into a ``SampleFile`` that never holds a secret.
///
/// What is taken out, and why each: volatile headers (``VolatileHeaders``: `Date`, `Set-Cookie`, request ids…)
/// are dropped, since they differ on every answer and a stub must not replay a cookie; secret headers (the one
/// rule, ``SecretHeaders``, with the route's grant header) keep their name with the value `[redacted]`; in a JSON
/// body, the value at each place the route's ``SessionGrant`` declares (a login's token and refresh token) and
/// every string or number under a key that names a credential by the same rule as headers (`token`,
/// `refreshToken`, `apiKey`, `password`…) becomes `"[redacted]"`; and last every known secret of the call
/// (its token, passwords, the values just redacted) is scrubbed from headers and body in all its forms
/// (``SecretScrubber``), as everything Courier prints is.
package enum SampleRecording {
    package static func sample(route: String, name: String, response: HTTPResponse, grant: SessionGrant?, secrets: [String],
                       secretHeaders: SecretHeaders) -> SampleFile
    {
        var learned: [String] = []
        var body = response.body
        if let json = try? JSONParser.parse(body) {
            var paths: [[String]] = []
            for place in [grant?.token, grant?.refreshToken] {
                if case .body(let path)? = place { paths.append(path.split(separator: ".").map(String.init)) }
            }
            let redacted = redact(json.expanded, at: paths, under: [], learned: &learned)
            if redacted != json.expanded { body = Array(JSONPrinter().string(redacted).utf8) }
        }
        var grantHeaders: Set<String> = []
        if case .header(let header)? = grant?.token { grantHeaders.insert(header.lowercased()) }
        if case .header(let header)? = grant?.refreshToken { grantHeaders.insert(header.lowercased()) }
        var headers = HTTPHeaders()
        for field in response.headers where !VolatileHeaders.contains(field.name) {
            if secretHeaders.contains(field.name) || grantHeaders.contains(field.name.lowercased()) {
                if !field.value.isEmpty { learned.append(field.value) }
                headers.add(field.name, Redaction.placeholder)
            } else {
                headers.add(field.name, field.value)
            }
        }
        let scrubber = SecretScrubber(secrets + learned)
        var scrubbedHeaders = HTTPHeaders()
        for field in headers { scrubbedHeaders.add(field.name, scrubber.scrub(field.value)) }
        return SampleFile(route: route, name: name, status: response.status, reason: scrubber.scrub(response.reason), headers: scrubbedHeaders, body: scrubber.scrub(body))
    }

    /// `value` with the grant's paths and credential-named members redacted; what was taken is added to `learned`.
    private static func redact(_ value: JSON, at paths: [[String]], under path: [String], learned: inout [String]) -> JSON {
        func secret(_ value: JSON) -> JSON {
            switch value.expanded {
            case .string(let text):
                learned.append(text)
                return .string(Redaction.placeholder)
            case .number(let literal):
                learned.append(literal)
                return .string(Redaction.placeholder)
            case let other: return other
            }
        }
        switch value.expanded {
        case .object(let members):
            return .object(members.map { member in
                let inner = path + [member.key]
                if paths.contains(inner) || SecretHeaders.looksLikeCredential(member.key.lowercased()) { return .init(member.key, secret(member.value)) }
                return .init(member.key, redact(member.value, at: paths, under: inner, learned: &learned))
            })
        case .array(let items):
            return .array(items.enumerated().map { redact($0.element, at: paths, under: path + [String($0.offset)], learned: &learned) })
        case let other: return other
        }
    }
}
