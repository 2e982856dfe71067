import CourierCore

/// Says what a base URL given on the command line (or by its variable) lacks when the server has no such endpoint:
/// the environment's own base URL has a path (`/v1`) that every route is under, and the given one does not end with it.
/// The most common way to get a base URL wrong, and a bare 404 says nothing about it.
package struct BaseURLHintPlugin: Plugin {
    /// The environment's own base URL, which the given one replaced.
    package var declared: String
    /// The base URL the call went to, and where it came from (`--base-url`, `COURIER_BASE_URL`).
    package var given: String
    package var source: String

    package func process(_ outcome: Outcome, route: any Route) -> Outcome {
        guard outcome.error?.category == .httpNotFound, outcome.error?.hint == nil, let path = lackedPath else { return outcome }
        var outcome = outcome
        outcome.error?.setHint(ErrorWording.baseURLLacksPath(declared: declared, path: path, source: source, given: given),
                               quoting: [declared, path, source, given])
        return outcome
    }

    /// The declared base URL's path (without a trailing `/`) when the given one's path does not end with it.
    var lackedPath: String? {
        guard var path = URLParts(declared)?.path, let givenParts = URLParts(given) else { return nil }
        if path.hasSuffix("/") { path.removeLast() }
        var givenPath = givenParts.path
        if givenPath.hasSuffix("/") { givenPath.removeLast() }
        guard !path.isEmpty, !givenPath.hasSuffix(path) else { return nil }
        return path
    }
}
