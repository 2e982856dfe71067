import CourierCore

/// What every requested report says when the plan cannot run: CI shows the error (with its `FILE:LINE`)
/// in the same files a run would have written, instead of nothing.
package struct PlanErrorReport {
    package var errors: [PlanError]

    package init(_ errors: [PlanError]) { self.errors = errors }

    /// JUnit XML: one suite `plan` with one failed test case per error, named after its location.
    package var junit: String {
        var xml = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                   #"<testsuites name="courier smoke" tests="\#(errors.count)" failures="0" errors="\#(errors.count)" time="0.000">"#,
                   #"  <testsuite name="plan" tests="\#(errors.count)" failures="0" errors="\#(errors.count)" skipped="0" time="0.000">"#]
        for error in errors {
            let name = error.location.isEmpty ? "plan" : error.location
            xml += [#"    <testcase name="\#(SmokeReport.escape(name))" classname="plan" time="0.000">"#,
                    #"      <error message="\#(SmokeReport.escape(error.description))" type="\#(SmokeReport.escape(error.category.rawValue))">\#(SmokeReport.escape(error.description))</error>"#,
                    "    </testcase>"]
        }
        xml += ["  </testsuite>", "</testsuites>"]
        return xml.joined(separator: "\n")
    }

    /// The JSON report's shape with no cases run and the errors listed.
    package func document() -> JSON {
        [
            "passed": .int(0), "failed": .int(0), "skipped": .int(0), "ms": .number("0"),
            "errors": .array(errors.map { ["location": .string($0.location), "category": .string($0.category.rawValue), "message": .string($0.message)] }),
            "cases": .array([]),
        ]
    }

    /// TAP 13: an empty plan and a `Bail out!` line that carries the error.
    package var tap: String {
        (["TAP version 13", "1..0"] + errors.map { "Bail out! " + SmokeReport.tapSafe($0.description) }).joined(separator: "\n")
    }
}
