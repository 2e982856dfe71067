import Arguments
import CourierCore

/// A router whose cases are also commands: one declaration per endpoint, kept beside the cases.
public protocol RouteCommands: Route {
    /// The command group: its name, summary, and one action per case.
    static var commands: ActionGroup<any Route> { get }
}

extension Route {
    /// Declares one endpoint's command: its name, summary, typed options, examples, and how the case is built.
    ///
    /// The request line in help is derived by building the case once from placeholder values,
    /// so the method and path are never written twice.
    /// - Parameters:
    ///   - name: the action's name, e.g. `list`.
    ///   - summary: one line for help.
    ///   - options: the option handles `make` reads.
    ///   - examples: command lines shown in help.
    ///   - make: builds the case from parsed values; a thrown error is a usage error.
    public static func endpoint(_ name: String, _ summary: String, options: [any DeclaresOption] = [], examples: [String] = [],
                         discussion: String? = nil, make: @escaping @Sendable (ParsedValues) throws -> Self) -> Action<any Route>
    {
        let declarations = options.map { $0.declaration }
        let command = Command(name: name, summary: summary, discussion: discussion, options: declarations,
                              details: (try? make(.placeholders(for: declarations))).map { [Command.Detail("REQUEST", RouteSummary($0).helpText)] } ?? [],
                              examples: examples)
        return Action(command: command) { values throws(ParseError) in
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
