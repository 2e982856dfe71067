/// A redirect that is not followed (category `transport.redirects`, exit 6).
package enum RedirectReason: Sendable, Equatable {
    case tooMany(max: Int, last: String)
    case unsupportedScheme(location: String)
    case httpsToHTTP(origin: String)
    /// The hop's URL (from a server's `Location`) makes a request that must not be sent.
    case refusedHop(url: String, CourierError.Reason)
}
