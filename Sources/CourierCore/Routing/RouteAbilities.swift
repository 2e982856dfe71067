import Synchronization

/// What the compat route types (`MoyaRoute`, `AlamofireRoute`) can do beyond ``Route`` — build their whole request,
/// bring the provider's hooks — found by the route's type instead of by a cast.
///
/// Why not `route as? any RouteHooks`: the first cast of a type to a protocol makes the Swift runtime scan every
/// protocol conformance record in the program, several times over, and a program with Foundation linked (every
/// compat CLI) has thousands: several scans for each of those casts, in every call. The
/// types register themselves when a value is made (``register(_:)``), so the pipeline looks them up by the
/// identity of the route's type: no cast of a route it knows, and none for ``RouteHooks`` at all (a `package`
/// protocol: only registered types conform). A team's own ``RequestBuildingRoute`` is still found by the cast.
package struct RouteAbilities: Sendable {
    /// The route's own request (``RequestBuildingRoute/buildRequest()``).
    package let build: @Sendable (any Route) throws(CourierError) -> HTTPRequest
    /// The route as its hooks, or `nil` when its type brings none.
    package let hooks: (@Sendable (any Route) -> any RouteHooks)?

    private static let registered = Mutex<[ObjectIdentifier: RouteAbilities]>([:])
    /// The last route type the cast found to build no request of its own (a native route's), by its identity: a
    /// smoke run builds a thousand requests of one type. The runtime keeps a cast's answer too, but asking it again
    /// is a lookup at every request, where this is one comparison. (One word, not a set: a set's first use has a
    /// start-up cost that a single call would pay.)
    private static let lastWithoutOwnRequest = Atomic<UInt>(0)

    /// Records what routes of type `R` can do; a route type calls it from its initialiser (a second call is cheap).
    package static func register<R: RequestBuildingRoute>(_ type: R.Type) {
        add(type) { route throws(CourierError) in try (route as! R).buildRequest() } hooks: { nil }
    }

    /// Records what routes of type `R`, which bring hooks of their own, can do.
    package static func register<R: RequestBuildingRoute & RouteHooks>(_ type: R.Type) {
        add(type) { route throws(CourierError) in try (route as! R).buildRequest() } hooks: { { $0 as! R } }
    }

    private static func add<R: Route>(_ type: R.Type, build: @escaping @Sendable (any Route) throws(CourierError) -> HTTPRequest,
                                      hooks: () -> (@Sendable (any Route) -> any RouteHooks)?) {
        let key = ObjectIdentifier(type)
        registered.withLock { known in
            if known[key] == nil { known[key] = RouteAbilities(build: build, hooks: hooks()) }
        }
    }

    /// What `route`'s type registered, or `nil` for a type that did not (a native route, a team's own type).
    package static func of(_ route: any Route) -> RouteAbilities? {
        let key = ObjectIdentifier(type(of: route))
        return registered.withLock { $0[key] }
    }

    /// The route's own request if it builds one: a registered type's, else a team's ``RequestBuildingRoute``'s
    /// (found by the cast); `nil` for a route Courier builds from its segments.
    package static func ownRequest(of route: any Route) throws(CourierError) -> HTTPRequest? {
        if let abilities = of(route) { return try abilities.build(route) }
        let key = UInt(bitPattern: ObjectIdentifier(type(of: route)))
        if lastWithoutOwnRequest.load(ordering: .relaxed) == key { return nil }
        guard let own = route as? any RequestBuildingRoute else {
            lastWithoutOwnRequest.store(key, ordering: .relaxed)
            return nil
        }
        return try own.buildRequest()
    }

    /// Whether `route` builds its own request: a registered type, else a team's ``RequestBuildingRoute``.
    package static func buildsOwnRequest(_ route: any Route) -> Bool {
        of(route) != nil || route is any RequestBuildingRoute
    }

    /// The route's hooks, or `nil`.
    package static func hooks(of route: any Route) -> (any RouteHooks)? {
        of(route)?.hooks?(route)
    }
}
