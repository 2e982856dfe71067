/// Adds headers every request carries unless the route or the user set them already.
package struct DefaultHeadersPlugin: Plugin {
    package var headers: HTTPHeaders
    /// Courier's own User-Agent and Accept say nothing about the API: they go to any origin.
    package var appliesToForeignOrigins: Bool { true }

    /// - Parameter headers: e.g. `User-Agent: courier/VERSION` and `Accept: application/json`.
    package init(_ headers: HTTPHeaders) { self.headers = headers }

    package func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest {
        var request = request
        for field in headers where !request.headers.contains(field.name) {
            request.headers.add(field.name, field.value)
        }
        return request
    }
}

/// Adds headers given on the command line (`-H`), as curl does: a name given replaces the request's
/// fields of that name, a name given twice is sent twice, and `Name:` with no value removes it.
package struct ExtraHeadersPlugin: Plugin {
    /// The fields in the order given; a `nil` value means "remove".
    package var headers: [(name: String, value: String?)]
    /// What the user asks for goes wherever the request goes.
    package var appliesToForeignOrigins: Bool { true }

    package init(_ headers: [(name: String, value: String?)]) { self.headers = headers }

    /// `-H` lines as parsed: an empty value (`Name:`) removes the header.
    package init(_ headers: HTTPHeaders) { self.headers = headers.fields.map { ($0.name, $0.value.isEmpty ? nil : $0.value) } }

    package func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest {
        var request = request
        var replaced: [String] = []
        for field in headers {
            if !replaced.contains(where: { HTTPHeaders.sameName($0, field.name) }) {
                request.headers.remove(field.name)
                replaced.append(field.name)
            }
            if let value = field.value { request.headers.add(field.name, value) }
        }
        return request
    }
}
