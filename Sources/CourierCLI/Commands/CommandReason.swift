import CourierCore

/// What is wrong with one built-in command's own words (category `usage`, exit 2), beyond the settings every call
/// shares. The CLI defines and words these, so a new command adds its reasons here, not to Core.
package enum CommandReason: Sendable, Equatable, ModuleReason {
    /// `request` with a method and no path (only `-I PATH` leaves the method out).
    case requestNeedsPath
    /// `auth token` would print a secret onto a terminal without `--show`.
    case secretToTerminal
    /// An option given to a route client (`RouteClient`) that changes only how a call is printed or paged
    /// (`--output`, `--dry-run`, `--all`): the client hands back the reply itself.
    case notForRouteClient(option: String)
    /// A route client's options that do not parse: the parser's sentence.
    case routeClientOptions(String)
    /// `mcp --read-only --allow-writes`: read-only is the default, and the two say opposite things.
    case mcpReadOnlyAndWrites
    /// `mcp --tools GLOB` that matches no tool (by name or group); `onlyWrites` when it matches only tools that
    /// change state and `--allow-writes` was not given.
    case mcpToolsMatchNothing(glob: String, onlyWrites: Bool)

    package var category: ErrorCategory { .usage }
    package var message: String { ErrorWording.message(for: self) }
}

extension CourierError {
    /// A built-in command's own usage error.
    package static func command(_ reason: CommandReason) -> CourierError { CourierError(reason) }
}
