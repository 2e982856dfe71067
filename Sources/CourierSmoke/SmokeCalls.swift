import CourierClient
import CourierCore

/// What smoke needs from the program whose calls it runs: turn a plan line's words into a call ready to
/// send, and judge what the pipeline did with it. The CLI conforms (it owns parsing, settings and the
/// output document); smoke owns plans, scheduling, the run loop and the reports.
///
/// Why a seam here: smoke is its own module below the CLI, so the CLI's command list can name smoke's
/// command without a cycle, and the run loop can be read without the CLI's types.
package protocol SmokeCalls {
    /// Parses `words` (a case's call, captures filled in, inherited options added) and builds its request;
    /// or says why the line cannot run (an unknown route, a bad value), which is a plan error.
    func prepare(_ words: [String]) -> Result<any SmokeCall, SmokePlanProblem>
    /// Why `words` cannot run, as ``prepare(_:)`` would say, or nil; without making the call (a line validation
    /// does not keep for the run is prepared again when its case starts).
    func check(_ words: [String]) -> SmokePlanProblem?
    /// The names of the global options `words` give where they are the globals' (before the action's name), or
    /// `nil` when the words do not parse (their real parse reports why). A spelling alone does not tell: after the
    /// action's name, `--env` may be the route's own option shadowing the global, and `-e` is the global too.
    func globalsGiven(in words: [String]) -> Set<String>?
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

/// A case ready to send: the pipeline it goes through and its request already built (or why it could
/// not be, which the case then reports as its failure, as a single call would). A class: identical plan
/// lines share one.
package protocol SmokeCall: AnyObject {
    var route: any Route { get }
    /// The call's state machine at the start of a send: the request (made again first when the run renewed its session
    /// since the call was made) and the policies of the pipeline it goes through.
    ///
    /// The pipeline itself stays with the call, which the run asks for each step (``drive(_:)``, ``willSend(_:)``,
    /// ``didReceive(_:)``): read out through this protocol, the pipeline was copied, and a copy in each case's flight made
    /// the flight too large for the allocator's fast path.
    func start() -> PipelineRun
    /// Runs `run` to its end without the network (a stubbed call: ``isStubbed``).
    func drive(_ run: PipelineRun) -> Exchange
    /// The pipeline's plugins see each attempt just before it is sent.
    func willSend(_ request: HTTPRequest)
    /// The pipeline's plugins see each attempt's result.
    func didReceive(_ result: Result<HTTPResponse, CourierError>)
    /// Answers from sample responses: the pipeline runs to its end without the network.
    var isStubbed: Bool { get }
    /// Tokens the call sends, to scrub from every report.
    var secrets: [String] { get }
    /// Judges what the pipeline did (decode, contract, envelope) exactly as a single command does.
    func finish(_ exchange: Exchange, milliseconds: Double) -> any SmokeCallOutcome
}

/// A judged call, as far as a case's expectations, captures and reports look at it.
package protocol SmokeCallOutcome {
    var exitCode: Int32 { get }
    var error: CourierError? { get }
    var status: Int? { get }
    /// The envelope's code, when the API has an envelope and the response carried one.
    var envelopeCode: JSON? { get }
    var attempts: Int { get }
    var milliseconds: Double { get }
    /// The call's output document, as `--output full` prints it.
    var document: any SmokeDocument { get }
    /// libcurl's phases of the last transfer; nil when nothing was received.
    var timings: Timings? { get }
    /// The request as sent, a `curl` line for it and where it went, for the reports.
    var facts: CallFacts { get }
    /// The value at `path` (a `--select` path) of the document, as text; nil when it selects nothing
    /// for a reason that is not the capture's (no document); where it stopped when the path selects nothing.
    func capture(_ path: String) -> Result<String, SelectionReason>?
    /// The value at `path` of the document (the root `--select` and captures read), or where the walk
    /// stopped; nil when there is no document to look in.
    func value(_ path: String) -> Result<JSON, SelectionReason>?
    /// A `diff=ENV` expectation: makes the same call in `environment` and compares the two answers as `courier diff`
    /// does. Returns nil when they are equal, else what differs (or why the other call could not be made).
    func differences(in environment: String, ignoring ignored: [String]) -> String?
}

/// A call's output document, turned into JSON only when a report shows it.
package protocol SmokeDocument {
    func json() -> JSON
}
