import Arguments
import CourierCore

// Stand-in for the Courier library's public `endpoint(…)` (today internal to Routes/Support/Endpoint.swift),
// plus the `positionals:` parameter the generated code needs for unlabeled values.
extension Route {
    static func endpoint(_ name: String, _ summary: String, options: [any DeclaresOption] = [], positionals: [Positional] = [],
                         make: @escaping @Sendable (ParsedValues) throws -> Self) -> Action<any Route>
    {
        Action(command: Command(name: name, summary: summary, options: options.map(\.declaration), positionals: positionals)) { values throws(ParseError) in
            do {
                return try make(values)
            } catch let error as ParseError {
                throw error
            } catch {
                throw ParseError(.invalid("\(error)"))
            }
        }
    }
}
