import CourierCore

extension RouteSummary {
    /// The lines of the REQUEST section of an action's help (help is the command layer's, not Core's).
    package var helpText: String {
        var lines = [requestLine]
        if bodyKind != "none" { lines.append("body: \(bodyKind)") }
        lines.append("auth: \(requiresAuth ? "required" : "none")" + (RetryPolicy.note(isIdempotent: isIdempotent).map { "; " + $0 } ?? ""))
        lines.append("model: \(model)")
        return lines.joined(separator: "\n")
    }
}
