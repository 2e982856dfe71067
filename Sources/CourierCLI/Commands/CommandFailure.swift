import Arguments
import CourierCore
import CourierSmoke

/// Why a command ends with a non-zero exit. Commands throw it; ``CommandFailure/report(to:root:)`` is the one
/// place that turns it into the diagnostic on stderr and the exit code (swift-argument-parser's `MessageInfo`),
/// so every failing exit says why, under the program's own name.
enum CommandFailure: Error {
    /// The call or its input failed: one line worded by ``ErrorWording``; its category's exit code.
    case error(CourierError)
    /// Mistakes in the program's own declarations, found at start: one `config` line each.
    case description([DescriptionProblem])
    /// The command line itself is wrong: the error with the command's usage line; exit 2.
    case usage(ParseError)
    /// Smoke plans that cannot run: one `<program>: smoke: FILE:LINE: …` line per error, in line order; usage, or the
    /// first line's own call error's category.
    case smoke([PlanError])
    /// A smoke run's report lists failing cases: exit ``ExitCodeTable/smokeFailures``.
    case casesFailed(failed: Int, of: Int)
    /// `--fail-on-flaky` and cases passed only after failed attempts: exit ``ExitCodeTable/smokeFailures`` too.
    case casesFlaky(flaky: Int, of: Int)
    /// `courier diff` found differences: exit ``ExitCodeTable/diffDiffers``.
    case differs(count: Int, left: String, right: String)
    /// `courier match` found requests no route builds: exit ``ExitCodeTable/matchUnmatched``.
    case unmatched(count: Int, of: Int)

    /// Writes the diagnostic and returns the exit code: the one place a failure chooses its code.
    /// - Parameter root: the program's command tree, for the usage line of a usage error.
    func report(to console: Console, root: Command) -> Int32 {
        switch self {
        case .error(let error):
            console.report(error)
            return error.exitCode
        case .description(let problems):
            for problem in problems { console.report(.config(.description(problem))) }
            return ErrorCategory.config.exitCode
        case .usage(let error):
            // A route's own refusal of its values in another category (a team's `make` throwing a config
            // error) is reported as that error, with its exit code; a usage one keeps the usage block.
            if let inner = error.underlying as? CourierError, inner.category != .usage {
                console.report(inner)
                return inner.exitCode
            }
            console.diagnostic(usage: ErrorMessage(root: root).render(error))
            return ErrorCategory.usage.exitCode
        case .smoke(let errors):
            for error in errors { console.report(command: "smoke", error.description) }
            if errors.count >= PlanParser.errorLimit { console.report(command: "smoke", ErrorWording.planErrorsCut(at: PlanParser.errorLimit)) }
            return (errors.first?.category ?? .usage).exitCode
        case .casesFailed(let failed, let total):
            console.report(command: "smoke", "\(failed) of \(total) case\(total == 1 ? "" : "s") failed")
            return ExitCodeTable.smokeFailures
        case .differs(let count, let left, let right):
            console.report(command: "diff", "\(count) difference\(count == 1 ? "" : "s") between \(Redaction.printable(left)) and \(Redaction.printable(right))")
            return ExitCodeTable.diffDiffers
        case .unmatched(let count, let total):
            console.report(command: "match", "\(count) of \(total) request\(total == 1 ? "" : "s") matched no route")
            return ExitCodeTable.matchUnmatched
        case .casesFlaky(let flaky, let total):
            console.report(command: "smoke", "\(flaky) of \(total) case\(total == 1 ? "" : "s") passed only after failing (--fail-on-flaky)")
            return ExitCodeTable.smokeFailures
        }
    }
}

extension CommandFailure {

    /// A usage error about the command at `path` (not where the parser stopped: a route's own refusal of its values).
    static func usage(_ error: ParseError, at path: [String]) -> CommandFailure {
        var located = error
        located.command = path
        return .usage(located)
    }
}
