/// Where a route's requests go in an environment, as `describe` and `routes` show it (``RequestBuilder/destination(of:)``).
package enum RouteDestination: Hashable, Sendable {
    /// Below the base URL of this service (`nil`: the environment's main base URL).
    case service(String?)
    /// A request-building route whose URL lies under none of the app's base URLs: sent to the URL it builds.
    case asBuilt

    /// The service, `nil` for the main base URL or a URL sent as built.
    package var service: String? {
        if case .service(let name) = self { return name }
        return nil
    }

    /// The checked base URL its paths are shown below, or `nil` (sent as built, or a base URL that is not usable).
    package func base(in environment: Environment) -> BaseURL? {
        guard case .service(let name) = self else { return nil }
        return try? environment.checkedBase(of: name)
    }
}
