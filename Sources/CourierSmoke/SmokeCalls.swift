import CourierClient
import CourierCore
import CourierClient

/// What smoke needs from the program whose calls it runs: turn a plan line's words into the client's call. The CLI
/// conforms (it owns parsing and resolving settings from words); smoke owns plans, scheduling, the run loop, judging
/// and the reports.
///
/// Why a seam here: smoke is its own module beside the CLI, so the CLI's command list can name smoke's command
/// without a cycle, and the run loop can be read, and tested, without the CLI's parser.
package protocol SmokeCalls {
    /// Parses `words` (a case's call, captures filled in, inherited options added) and makes its call through the
    /// client's one entry point (``Call/prepare(_:named:api:settings:sampleName:samples:network:)``); or says why the
    /// line cannot run (an unknown route, a bad value, a call the client refuses), which is a plan error.
    func prepare(_ words: [String]) -> Result<Call, SmokePlanProblem>
    /// Why `words` cannot run, as ``prepare(_:)`` would say, or nil; without making the call (a line validation
    /// does not keep for the run is prepared again when its case starts).
    func check(_ words: [String]) -> SmokePlanProblem?
    /// The names of the global options `words` give where they are the globals' (before the action's name), or
    /// `nil` when the words do not parse (their real parse reports why). A spelling alone does not tell: after the
    /// action's name, `--env` may be the route's own option shadowing the global, and `-e` is the global too.
    func globalsGiven(in words: [String]) -> Set<String>?
    /// `words` sent in `environment` instead (a `diff=ENV` expectation): the environment they give replaced.
    func words(_ words: [String], in environment: String) -> [String]
}

extension SmokeCalls {
    package func globalsGiven(in words: [String]) -> Set<String>? { nil }

    package func check(_ words: [String]) -> SmokePlanProblem? {
        guard case .failure(let problem) = prepare(words) else { return nil }
        return problem
    }
}

/// Why a plan line cannot be run (the location is added by the runner, the words by ``ErrorWording``).
package struct SmokePlanProblem: Error, Equatable {
    package var reason: PlanReason
    package init(_ reason: PlanReason) { self.reason = reason }
    package var message: String { ErrorWording.message(for: reason) }
}
