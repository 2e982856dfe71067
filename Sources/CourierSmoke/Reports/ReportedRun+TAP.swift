import CourierShared
import CourierCore

/// TAP version 13 (testanything.org): a plan line, one numbered result per case, a YAML block for failures;
/// a plan error is `Bail out!` with its location.
extension ReportedRun {
    package var tap: String {
        guard errors.isEmpty else {
            return (["TAP version 13", "1..0"] + errors.map { "Bail out! " + Self.tapSafe($0.description) }).joined(separator: "\n")
        }
        var lines = ["TAP version 13", "1..\(cases.count)"]
        let quote = { (text: String) in Self.yamlQuoted(text) }
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

    /// A TAP description on one line, its `#` escaped so no text reads as a directive. Every other control
    /// (``PrintableText/isControl(_:)``) is written as its escape: a consumer that splits lines at U+0085 or
    /// U+2028, as Python's `str.splitlines()` does, would otherwise read the rest as a line of its own, a forged `ok`.
    static func tapSafe(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "#": out += "\\#"
            case "\\": out += "\\\\"
            case "\n", "\r": out += " "
            case _ where PrintableText.isControl(scalar): out += PrintableText.escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A YAML double-quoted scalar: JSON's string, which escapes the C0 controls, with the controls JSON keeps raw
    /// (DEL, C1, the separators and bidirectional controls) as `\uNNNN`, which YAML reads back as the character
    /// and no line splitter breaks at.
    static func yamlQuoted(_ text: String) -> String {
        let json = JSONPrinter(layout: .compact).string(.string(text))
        guard json.unicodeScalars.contains(where: PrintableText.isControl) else { return json }
        var out = ""
        for scalar in json.unicodeScalars {
            if PrintableText.isControl(scalar) {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
