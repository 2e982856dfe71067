import CourierClient
import CourierCore

/// Why a smoke plan cannot run, found before anything is sent (category `usage`, exit 2, unless the line's own
/// call failed: then that error's category). Printed as `FILE:LINE: sentence`.
package enum PlanReason: Sendable, Equatable {
    // The plan's own syntax.
    /// `[label` with no `]`.
    case unclosedLabel
    case unterminatedQuote(Character)
    /// A line that starts with `=>`.
    case noCall
    /// `${NAME` with no `}`.
    case unclosedVariable
    /// `${NAME}` neither set in the environment nor captured on an earlier line.
    case undefinedVariable(String)
    /// A `capture` word that is not `name=path`.
    case captureForm(String)
    case captureName(String)
    /// A capture's path that can select nothing.
    case capturePath(SelectionReason)
    /// `status=` with no status from 100 to 599 (what followed the `=`).
    case status(String)
    /// `code=` with nothing after it.
    case emptyCode
    case unknownExpectation(String)
    /// `until CHECK` without `for DURATION`: a poll must have a bound.
    case untilWithoutBound
    /// `diff=` without an environment, `diff-ignore=` without `diff=ENV`, or `diff=` twice.
    case diffExpectation(String, String)
    /// `retries=`, `until`, `every` or `for` in a form that cannot work: the words and why.
    case attempts(String, String)
    /// `only=` or `skip=` without environment names (the word).
    case environmentCondition(String)
    /// A value expectation (`PATH=VALUE`, `count(PATH)>N`, `time<500ms`…) that cannot be checked: the word and why.
    case valueCheck(String, String)

    // The line as a call, as the program reads it.
    /// `--help` on a plan line.
    case help
    /// A line that names a built-in command, not a route (the words of its path).
    case notARouteCall(String)
    /// `--dry-run` or `--curl` (the option's name, without dashes).
    case sendsNothing(option: String)
    /// `--save` on a plan line: a smoke run stores no session (its cases share the one stored before the run).
    case savesNothing
    /// The command-line parser refused the line; its sentence (Arguments' `ErrorMessage` words those).
    case commandLine(String)
    /// Resolving or preparing the line's call failed (settings, config files, a request that must not be sent).
    case call(CourierError)

    // The plan files.
    /// `smoke` with no PLAN and no `Routes/smoke/*.smoke`.
    case noPlan
    /// A plan file that cannot be read, with the system's reason.
    case unreadable(String)
    /// The plans (after `--filter`) hold no case.
    case noCases
    /// `each=@FILE` that gives no rows: the word or path, the data file's line where there is one, and why.
    case rows(String, Int?, String)
    /// `include PATH` that cannot be read: the path as written and why (missing, a cycle, not a regular file).
    case include(String, String)
    /// A plan error read back from a shard's JSON report (`--merge-reports`), already in words.
    case reported(String)

    /// `usage`, or the category of the call's own error.
    package var category: ErrorCategory {
        if case .call(let error) = self { return error.category }
        return .usage
    }
}
