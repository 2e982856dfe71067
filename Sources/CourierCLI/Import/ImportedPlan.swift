import CourierCore

/// The smoke plan `import` writes, as it is made: the cases in capture order (each with the comments that belong
/// to it above it), then one comment block of what did not become a case and why, then the counts.
struct ImportedPlan {
    /// The plan's body: cases and their comments, in capture order.
    var lines: [String] = []
    /// The closing comment block: unmatched and unreadable entries, and lines a plan cannot hold, each with why.
    var leftOut: [String] = []
    /// The entries `--read-only` left out (their sources: `entry 3`).
    var stateChanging: [String] = []
    var cases = 0
    var ambiguous = 0
    var unmatched = 0
    var unreadable = 0

    /// The plan file's text.
    /// - Parameters:
    ///   - har: the HAR's path as given, named in the header.
    ///   - program: the program's name, for the line that says how to run it.
    func text(har: String, program: String) -> String {
        var text = ["# Imported by \(program) import from \(har): \(cases) case\(cases == 1 ? "" : "s") in capture order.",
                    "# Run: \(program) smoke PLAN (with --stub-dir DIR if --record DIR wrote the captured answers).", ""]
        text += lines
        var closing: [String] = []
        if !stateChanging.isEmpty {
            closing.append("# --read-only left out \(stateChanging.count) request\(stateChanging.count == 1 ? "" : "s") that change state: "
                + stateChanging.joined(separator: ", "))
        }
        closing += leftOut
        if !closing.isEmpty { text += ["", "# Not imported:"] + closing }
        return text.joined(separator: "\n") + "\n"
    }

    /// One line for stderr: the counts.
    var summary: String {
        var parts = ["\(cases) case\(cases == 1 ? "" : "s")"]
        if ambiguous > 0 { parts.append("\(ambiguous) ambiguous (the first route taken)") }
        if unmatched > 0 { parts.append("\(unmatched) unmatched") }
        if unreadable > 0 { parts.append("\(unreadable) unreadable") }
        if !stateChanging.isEmpty { parts.append("\(stateChanging.count) left out by --read-only") }
        return parts.joined(separator: ", ")
    }
}
