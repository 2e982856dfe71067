extension Planner {
    /// Properties a Moya or Endpoint router has that Courier's `Route` does not read, and what to write instead.
    /// A `Route` declaring one would compile and send a different request than it says, so it is a build error.
    static let ignoredRouteProperties: [(name: String, acceptsType: @Sendable (String) -> Bool, use: String)] = [
        ("timeoutInterval", { _ in false }, "rename it 'timeout' and make it 'Double?' (seconds): Route reads 'var timeout: Double?'"),
        ("parameters", { _ in false }, "return them from 'var query: [QueryItem]' or 'var body: RequestBody'"),
        ("task", { _ in false }, "return the query from 'var query: [QueryItem]' and the body from 'var body: RequestBody'"),
        ("baseURL", { _ in false }, "remove it: the environment gives the base URL (an app router's base URL is mapped with 'appBaseURLs')"),
        ("sampleData", { _ in false }, "return samples from 'var samples: [SampleResponse]'"),
        ("validationType", { _ in false }, "list the statuses that are answers in 'var acceptedStatuses: Set<Int>'"),
        ("headers", { $0.isEmpty || $0 == "HTTPHeaders" }, "declare 'var headers: HTTPHeaders' (a dictionary literal works: [\"X-A\": \"1\"])"),
        ("path", { $0.isEmpty || $0 == "[PathSegment]" }, "declare 'var path: [PathSegment]'; a string template keeps a value one segment: [\"orders/\\(no)\"]"),
    ]

    /// The ignored properties of a native router, as build errors at the property.
    mutating func ignoredProperties(of type: DeclaredType, extensions: [DeclaredExtension]) -> [Diagnostic] {
        let owners = [type.path] + extensions.map(\.path)
        if propertiesByOwner.isEmpty, !scan.properties.isEmpty {
            propertiesByOwner = Dictionary(grouping: scan.properties) { $0.owner.last ?? "" }
        }
        let candidates = propertiesByOwner[type.path.last!] ?? []
        work += candidates.count
        return candidates.compactMap { property in
            guard owners.contains(where: { $0.last == property.owner.last && ($0 == property.owner || property.owner.count == 1) }),
                  let rule = Self.ignoredRouteProperties.first(where: { $0.name == property.name }),
                  !rule.acceptsType(property.typeText)
            else { return nil }
            let shown = property.typeText.isEmpty ? property.name : "\(property.name): \(property.typeText)"
            return Diagnostic(.ignoredProperty(router: type.name, property: shown, use: rule.use), at: property.location)
        }
    }
}
