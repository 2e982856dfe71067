/// A parameter every request carries (the seeds' `version`, `systemType`, …), as a query item or a header.
public struct CommonParameter: Hashable, Sendable {
    /// Where a common parameter goes.
    public enum Placement: String, Hashable, Sendable {
        /// A query item after the route's own, unless the route gives that name itself.
        case query
        /// A header, unless the request already has one of that name.
        case header
    }
    package var name: String
    package var value: String
    package var placement: Placement

    /// - Parameters:
    ///   - name: the query parameter's or the header's name.
    ///   - value: its value.
    ///   - placement: on the query or as a header.
    public init(_ name: String, _ value: String, in placement: Placement) {
        self.name = name
        self.value = value
        self.placement = placement
    }
}

/// Adds the API's and the environment's common parameters in one place, unless the route set them already or
/// the URL carries them (a page's `Link` target, which a server writes with the query it was asked with).
package struct CommonParametersPlugin: Plugin {
    package var parameters: [CommonParameter]

    package init(_ parameters: [CommonParameter]) { self.parameters = parameters }

    package func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest {
        var request = request
        var added: [QueryItem] = []
        // Read the route's query only when a parameter may go there (building it can cost more than the rest).
        let routeQuery = parameters.contains { $0.placement == .query } ? route.query : []
        for parameter in parameters {
            switch parameter.placement {
            case .header where !request.headers.contains(parameter.name):
                request.headers.add(parameter.name, parameter.value)
            case .query where !routeQuery.contains(where: { $0.name == parameter.name }) && !added.contains(where: { $0.name == parameter.name })
                && NextPage.queryValue(parameter.name, in: request.url) == nil:
                added.append(QueryItem(parameter.name, parameter.value))
            default:
                break
            }
        }
        if !added.isEmpty { request.url += (request.url.hasByte(UInt8(ascii: "?")) ? "&" : "?") + added.percentEncoded }
        return request
    }
}
