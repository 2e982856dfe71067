import CourierCore

/// JUnit XML as CI systems read it (the Jenkins/Surefire shape, `Tests/Fixtures/junit.xsd`): one testsuite per
/// plan file, one testcase per case with its own time, `classname` the plan file, a failure's message, and the
/// case's document (secrets redacted) in `system-out`. A plan error is one `error` testcase per location.
extension ReportedRun {
    package var junit: String {
        guard errors.isEmpty else { return junitErrors }
        var files: [String] = []
        for reported in cases where !files.contains(reported.file) { files.append(reported.file) }
        var xml = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                   #"<testsuites name="courier smoke" tests="\#(cases.count)" failures="\#(failed)" errors="0" skipped="\#(skipped)" time="\#(String(format3: seconds))">"#]
        for file in files {
            let inFile = cases.filter { $0.file == file }
            let time = inFile.reduce(0) { $0 + $1.milliseconds } / 1000
            xml.append(#"  <testsuite name="\#(XMLText.escape(file))" tests="\#(inFile.count)" failures="\#(inFile.count { $0.result == .fail })" errors="0" skipped="\#(inFile.count { $0.result == .skip })" time="\#(String(format3: time))">"#)
            for reported in inFile { xml += testcase(reported) }
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n")
    }

    private func testcase(_ reported: ReportedCase) -> [String] {
        let open = #"    <testcase name="\#(XMLText.escape(reported.name))" classname="\#(XMLText.escape(reported.file))" time="\#(String(format3: reported.milliseconds / 1000))""#
        let document = reported.document.map { JSONPrinter().string($0) }
        let systemOut = document.map { "      <system-out>\(XMLText.escape($0))</system-out>" }
        switch reported.result {
        case .pass:
            guard let systemOut else { return [open + "/>"] }
            return [open + ">", systemOut, "    </testcase>"]
        case .flaky:
            // Surefire's shape: the case passed; each earlier failed attempt is a flakyFailure with its document.
            var lines = [open + ">"]
            for attempt in reported.earlier {
                lines.append(#"      <flakyFailure message="\#(XMLText.escape(attempt.reason))" type="flaky">"#)
                if let document = attempt.document { lines.append("        <system-out>\(XMLText.escape(JSONPrinter().string(document)))</system-out>") }
                lines.append("      </flakyFailure>")
            }
            return lines + (systemOut.map { [$0] } ?? []) + ["    </testcase>"]
        case .skip:
            return [open + ">", #"      <skipped message="\#(XMLText.escape(reported.reason ?? ""))"/>"#, "    </testcase>"]
        case .fail:
            let reason = reported.reason ?? ""
            let failure = #"      <failure message="\#(XMLText.escape(reason))" type="\#(XMLText.escape(reported.category ?? "expectation"))">\#(XMLText.escape(reported.location + ": " + reason))</failure>"#
            return [open + ">", failure] + (systemOut.map { [$0] } ?? []) + ["    </testcase>"]
        }
    }

    /// One suite `plan` with one testcase per error, named after its location.
    private var junitErrors: String {
        var xml = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                   #"<testsuites name="courier smoke" tests="\#(errors.count)" failures="0" errors="\#(errors.count)" skipped="0" time="0.000">"#,
                   #"  <testsuite name="plan" tests="\#(errors.count)" failures="0" errors="\#(errors.count)" skipped="0" time="0.000">"#]
        for error in errors {
            let name = error.location.isEmpty ? "plan" : error.location
            xml += [#"    <testcase name="\#(XMLText.escape(name))" classname="plan" time="0.000">"#,
                    #"      <error message="\#(XMLText.escape(error.description))" type="\#(XMLText.escape(error.category))">\#(XMLText.escape(error.description))</error>"#,
                    "    </testcase>"]
        }
        xml += ["  </testsuite>", "</testsuites>"]
        return xml.joined(separator: "\n")
    }
}

/// XML 1.0 text for element content and double-quoted attributes: markup escaped, characters XML cannot hold
/// dropped. The HTML report escapes through it too.
package enum XMLText {
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                let value = scalar.value
                if value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) && !(0x7F...0x9F).contains(value)
                    || (0xE000...0xFFFD).contains(value) || value >= 0x10000
                {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\u{FFFD}"
                }
            }
        }
        return out
    }
}
