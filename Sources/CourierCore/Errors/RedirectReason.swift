/// A redirect that is not followed (category `transport.redirects`, exit 6).
package enum RedirectReason: Sendable, Equatable {
    case tooMany(max: Int, last: String)
    case unsupportedScheme(location: String)
    case httpsToHTTP(origin: String)
    /// The hop's URL (from a server's `Location`) makes a request that must not be sent.
    case refusedHop(url: String, CourierError.Reason)
    /// A call that carries a credential in its body (a login, Courier's own refresh or re-login) was sent to
    /// `origin`, another origin than its own: following it would hand that credential to a host nobody named.
    case credentialOffOrigin(origin: String)
}
