/// What a command node stands for in the program that built the tree: a built-in command, a router's action.
///
/// Arguments knows nothing of what a target does; it hands the target of the node it reached back in
/// ``Parser/Invocation``, so the program runs the thing it declared instead of finding it again by name
/// (as swift-argument-parser's `parseAsRoot` hands back the command instance).
package protocol CommandTarget: Sendable {}

extension Command {
    /// This command standing for `target`: what ``Parser/parse(_:environment:)`` hands back when argv reaches it.
    package func targeting(_ target: any CommandTarget) -> Command {
        var copy = self
        copy.target = target
        return copy
    }
}

extension Action: CommandTarget {}
