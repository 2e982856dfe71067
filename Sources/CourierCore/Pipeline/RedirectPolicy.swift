/// Whether and how to follow a redirect (RFC 9110 §15.4). Courier follows none unless asked (`--follow`).
///
/// A hop to another origin carries only what a direct call to a foreign URL would (Courier's User-Agent and
/// Accept, the user's `-H`), never the environment's headers, the API's common parameters or a secret
/// header, so nothing the API's origins get travels to a host it was not meant for; https → http is
/// refused; only http and https are spoken. A hop between the environment's own origins (its base URL's and
/// its services') stays the environment's: a direct call there would carry the same.
package struct RedirectPolicy: Sendable, Hashable {
    /// Hops to follow; 0 follows none.
    package var maxHops: Int
    /// The headers dropped on a cross-origin hop: every one ``SecretHeaders`` finds secret, the API's
    /// declared ones, its auth header and any `-H` that looks like a credential.
    package var secretHeaders: SecretHeaders
    /// The environment's origins (``Environment/origins``): a hop from one to another is not foreign.
    package var ownOrigins: Set<String>
    /// Whether a hop off the environment's origins fails instead of being followed: set for a call whose body is a
    /// credential (a login's password, a refresh token), which a foreign hop would re-send, since 307 and 308 keep
    /// the body and dropping headers does not protect it.
    package var keepsToOwnOrigins = false

    package init(maxHops: Int = 0, secretHeaders: SecretHeaders = [], ownOrigins: Set<String> = []) {
        self.maxHops = maxHops
        self.secretHeaders = secretHeaders
        self.ownOrigins = ownOrigins
    }

    package static let none = RedirectPolicy()

    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The next step after `response` to `request`, having followed `hops` hops already.
    package func next(after response: HTTPResponse, to request: HTTPRequest, hops: Int) -> RedirectStep {
        guard maxHops > 0, Self.redirectStatuses.contains(response.status), let location = response.headers["Location"] else {
            return .done
        }
        guard hops < maxHops else {
            return .fail(.redirect(.tooMany(max: maxHops, last: location)))
        }
        guard let target = URLParts.resolve(location, against: request.url), let to = URLParts(target),
              let from = URLParts(request.url)
        else {
            return .fail(.redirect(.unsupportedScheme(location: location)))
        }
        if from.scheme == "https", to.scheme == "http" {
            return .fail(.redirect(.httpsToHTTP(origin: to.origin)))
        }
        var next = request
        next.url = target
        if from.origin != to.origin, !(request.origin == .environment && ownOrigins.contains(to.origin)) {
            if keepsToOwnOrigins { return .fail(.redirect(.credentialOffOrigin(origin: to.origin))) }
            // Another origin gets what a direct call there would (``HTTPRequest/foreignHeaders``), and never
            // a secret header, whoever added it.
            let carried = next.origin == .environment ? next.foreignHeaders ?? next.headers : next.headers
            next.headers = HTTPHeaders(carried.fields.filter { !secretHeaders.contains($0.name) })
            next.origin = .foreign
            next.foreignHeaders = nil
        }
        // 303 always, and 301/302 after POST, become GET without a body (what user agents do, RFC 9110 §15.4.2-4).
        if response.status == 303 || ((response.status == 301 || response.status == 302) && request.method == .post) {
            if request.method != .head { next.method = .get }
            next.body = .none
            next.headers.remove("Content-Type")
        }
        return .follow(next)
    }
}

/// What to do with a response under a ``RedirectPolicy``.
package enum RedirectStep: Sendable, Equatable {
    case done
    case follow(HTTPRequest)
    case fail(CourierError)
}
