import Arguments
import CourierCore

/// A router whose commands are written by hand, beside its cases. Most routers need not: the `CourierCommands`
/// plugin generates a command per case (docs/Commands.md); this is for a group whose commands differ from its cases.
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
    ///   - positionals: the positional arguments `make` reads (a case's unlabeled values), in order. Default: none.
    ///   - examples: command lines shown in help.
    ///   - make: builds the case from parsed values; a thrown error is a usage error.
    public static func endpoint(_ name: String, _ summary: String, options: [any DeclaresOption] = [], positionals: [Positional] = [],
                                examples: [String] = [], discussion: String? = nil,
                                make: @escaping @Sendable (ParsedValues) throws -> Self) -> Action<any Route>
    {
        let declarations = options.map { $0.declaration }
        let command = Command(name: name, summary: summary, discussion: discussion, options: declarations, positionals: positionals,
                              details: (try? make(.placeholders(for: declarations, positionals: positionals)))
                                  .map { [Command.Detail("REQUEST", RouteSummary($0).helpText)] } ?? [],
                              examples: examples)
        return Action(command: command) { values throws(ParseError) in
            do {
                return try make(values)
            } catch let error as ParseError {
                throw error
            } catch {
                // The words as before (a CourierError's line names its category); the error itself rides along,
                // so the program reports a CourierError in its own category, not as a usage error.
                throw ParseError(.invalid("\(error)"), underlying: error)
            }
        }
    }
}
