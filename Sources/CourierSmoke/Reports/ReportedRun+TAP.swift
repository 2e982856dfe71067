import CourierCore

/// TAP version 13 (testanything.org): a plan line, one numbered result per case, a YAML block for failures;
/// a plan error is `Bail out!` with its location.
extension ReportedRun {
    package var tap: String {
        guard errors.isEmpty else {
            return (["TAP version 13", "1..0"] + errors.map { "Bail out! " + Self.tapSafe($0.description) }).joined(separator: "\n")
        }
        var lines = ["TAP version 13", "1..\(cases.count)"]
        let quote = { (text: String) in JSONPrinter(layout: .compact).string(.string(text)) }
        for reported in cases {
            let title = Self.tapSafe(reported.name)
            switch reported.result {
            case .pass: lines.append("ok \(reported.number) - \(title)")
            case .flaky:
                // Not a TAP directive (only SKIP and TODO are): a comment, and a YAML block with each earlier attempt.
                lines.append("ok \(reported.number) - \(title) # flaky: passed on attempt \(reported.earlier.count + 1)")
                lines.append("  ---")
                lines.append("  flaky: true")
                lines.append("  at: \(quote(reported.location))")
                lines.append("  earlier:")
                for attempt in reported.earlier { lines.append("    - \(quote(attempt.reason))") }
                lines.append("  ...")
            case .skip: lines.append("ok \(reported.number) - \(title) # SKIP \(Self.tapSafe(reported.reason ?? ""))")
            case .fail:
                lines.append("not ok \(reported.number) - \(title)")
                lines.append("  ---")
                lines.append("  message: \(quote(reported.reason ?? ""))")
                lines.append("  at: \(quote(reported.location))")
                if let status = reported.status { lines.append("  status: \(status)") }
                if let category = reported.category { lines.append("  category: \(quote(category))") }
                lines.append("  ...")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A TAP description on one line, its `#` escaped so no text reads as a directive.
    static func tapSafe(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "#": out += "\\#"
            case "\\": out += "\\\\"
            case "\n", "\r": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
