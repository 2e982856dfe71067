import Courier

/// A team's own protocol, as seed 004 writes it, and the adapter that makes one a Courier route.
public protocol Endpoint: Sendable { var path: String { get } }

public struct EndpointRoute: Route, CustomStringConvertible {
    public var endpoint: any Endpoint
    init(_ endpoint: any Endpoint) { self.endpoint = endpoint }
    public var method: HTTPMethod { .get }
    public var path: [PathSegment] { [PathSegment(stringLiteral: endpoint.path)] }
    public var description: String { "EndpointRoute(endpoint: \(endpoint))" }
}

public enum Shop {
    public static var groups: [ActionGroup<any Route>] { GeneratedCommands.groups }
}
