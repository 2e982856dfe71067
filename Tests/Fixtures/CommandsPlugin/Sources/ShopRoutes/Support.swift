// Stand-ins for the few Courier names the generated code uses; the real ones come with `import Courier`.
public protocol Route: Sendable {}
public protocol Endpoint: Sendable { var path: String { get } }
public struct ParsedValues: Sendable {
    public var options: [String: String]
    public init(options: [String: String]) { self.options = options }
    public func get(_ option: Option<String>) throws -> String { options[option.name] ?? "" }
    public func get(_ option: Option<Int>) throws -> Int { Int(options[option.name] ?? "") ?? 0 }
}
public struct Option<Value>: Sendable {
    var name: String
    static func required(_ name: String, help: String) -> Option { Option(name: name) }
}
public struct Action<Output>: Sendable {
    public var name: String
    public var make: @Sendable (ParsedValues) throws -> Output
}
public struct ActionGroup<Output>: Sendable {
    public var name: String
    public var summary: String
    public var actions: [Action<Output>]
    init(_ name: String, summary: String, actions: [Action<Output>]) { (self.name, self.summary, self.actions) = (name, summary, actions) }
}
public struct EndpointRoute: Route {
    public var endpoint: any Endpoint
    init(_ endpoint: any Endpoint) { self.endpoint = endpoint }
}
extension Route {
    static func endpoint(_ name: String, _ summary: String, options: [Any] = [], make: @escaping @Sendable (ParsedValues) throws -> Self) -> Action<any Route> {
        Action(name: name) { try make($0) }
    }
}
public enum Shop {
    public static var groups: [ActionGroup<any Route>] { GeneratedCommands.groups }
}
