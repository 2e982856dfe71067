import Arguments
import CourierClient
import CourierCore
import CourierShared

/// `import`'s work on a HAR's entries, one at a time: each matched (``RouteMatcher``), made into a case in the
/// program's own words with the captured status as its expectation, or into a comment saying why not; and, with
/// `--record DIR`, its captured answer written as the sample a live `--record` of the same line would have written
/// (``SampleName``, ``SampleBook``, ``SampleRecording``), so `smoke --stub-dir DIR` answers the case from it.
struct PlanImport {
    let matcher: RouteMatcher
    /// The program's parser, with the global options, reading a case's words as smoke will.
    let parser: Parser
    let api: APIDescription
    /// The import's secrets (its settings'), never written.
    let secrets: [String]
    /// The headers a recorded sample redacts (the settings' rule, with the API's own).
    let secretHeaders: SecretHeaders
    /// The environment the plan runs in when smoke is given no `--env`: a case names its own only when it differs.
    let runEnvironment: String
    let readOnly: Bool
    let expectValues: Bool
    let samples: SampleDirectory?
    let book = SampleBook()
    private(set) var plan = ImportedPlan()
    /// One line for stderr per entry that is not a case for a reason other than `--read-only`.
    private(set) var warnings: [String] = []

    init(matcher: RouteMatcher, parser: Parser, api: APIDescription, secrets: [String], secretHeaders: SecretHeaders, runEnvironment: String,
         readOnly: Bool, expectValues: Bool, samples: SampleDirectory?)
    {
        (self.matcher, self.parser, self.api, self.secrets, self.secretHeaders) = (matcher, parser, api, secrets, secretHeaders)
        (self.runEnvironment, self.readOnly, self.expectValues, self.samples) = (runEnvironment, readOnly, expectValues, samples)
    }

    /// Adds one HAR entry to the plan.
    /// - Throws: why its sample could not be written (`--record DIR`).
    mutating func add(_ entry: Result<CapturedRequest, CaptureReason>) throws(CourierError) {
        let captured: CapturedRequest
        switch entry {
        case .failure(let reason):
            plan.unreadable += 1
            leaveOut(reason.message)
            return
        case .success(let request): captured = request
        }
        let match = matcher.match(captured)
        let request = "\(captured.source): \(captured.request.method.rawValue) \(URLParts(captured.request.url)?.path ?? "")"
        guard let candidate = match.best else {
            plan.unmatched += 1
            if let (nearest, miss) = match.nearest {
                leaveOut("\(request): no route builds it; the nearest, \(nearest.route), does not: \(miss.sentence)")
            } else {
                leaveOut("\(request): no route builds it")
            }
            return
        }
        var words = candidate.words
        if candidate.environment != runEnvironment { words = ["--env", candidate.environment] + words }
        let variables: [String]
        let invocation: Parser.Invocation
        let route: any Route
        switch readBack(&words) {
        case .success(let read): (invocation, route, variables) = read
        case .failure(let refusal):
            leaveOut("\(request): its command \(candidate.route) is refused when read back: \(Redaction.printable(refusal.text))")
            return
        }
        if readOnly, !route.isReadOnly {
            plan.stateChanging.append(captured.source)
            return
        }
        if let word = candidate.words.first(where: Self.breaksALine) {
            leaveOut("\(request): \(candidate.route) has a value a plan line cannot hold (\(Self.why(word)))")
            return
        }
        var expectations: [String]
        if let status = captured.response?.status {
            expectations = [ErrorCategory.forStatus(status)?.rawValue ?? "ok", "status=\(status)"]
        } else {
            expectations = ["ok"]
        }
        let line = "[\(captured.source)] " + words.map(Self.planWord).joined(separator: " ") + " => "
        // A file the command reads (an upload's --file) is only named by the capture: the case would be a plan error
        // until the file is there, and one plan error stops the whole plan.
        let files = invocation.command.options.filter { option in
            guard case .path = option.kind else { return false }
            return invocation.values.elements[option.name] != nil
        }
        if !files.isEmpty {
            leaveOut("\(request): \(candidate.route) reads " + files.map { "--\($0.name)" }.joined(separator: ", ")
                + ", a file the capture does not hold; with it beside the plan, the case is: "
                + line + expectations.map(ShellWord.quoted).joined(separator: " "))
            return
        }
        var comments: [String] = []
        if match.outcome == .ambiguous {
            plan.ambiguous += 1
            comments.append("# \(captured.source) is ambiguous: the first of \(match.candidates.map(\.route).joined(separator: ", ")) taken")
        }
        if !candidate.identical {
            comments.append("# \(captured.source): this command's request differs: " + candidate.differences.map(\.sentence).joined(separator: "; "))
        }
        if !variables.isEmpty {
            comments.append("# \(captured.source): " + variables.map { "${\($0)}" }.joined(separator: ", ")
                + (variables.count == 1 ? " is a credential" : " are credentials") + " the route requires: set in the environment smoke runs in")
        }
        if !match.credentials.isEmpty {
            comments.append("# \(captured.source) carried " + match.credentials.map(\.described).joined(separator: ", ")
                + ": the run gives it (a session, --token, -u), never the plan")
        }
        if captured.response == nil { comments.append("# \(captured.source): no answer was captured; expecting ok") }
        if expectValues, let body = captured.response?.body {
            expectations += CapturedValueChecks.words(body: body, route: route, api: api, secrets: secrets)
        }
        plan.lines += comments
        plan.lines.append(line + expectations.map(ShellWord.quoted).joined(separator: " "))
        plan.cases += 1
        if let samples, let response = captured.response {
            try record(response, route: route, named: invocation.path.joined(separator: " "), values: invocation.values, into: samples)
        }
    }

    /// The captured answer as the sample a live `--record` of the case's line writes: the same name and numbering,
    /// the same redaction.
    private func record(_ response: CapturedResponse, route: any Route, named name: String, values: ParsedValues, into directory: SampleDirectory) throws(CourierError) {
        let sampleName = book.nextRecording(route: name, name: SampleName.derive(from: values, secrets: secrets))
        let answer = HTTPResponse(status: response.status, headers: response.headers, body: response.body ?? [])
        try directory.write(SampleRecording.sample(route: name, name: sampleName, response: answer, grant: route.grant, secrets: secrets,
                                                   secretHeaders: secretHeaders))
    }

    /// Why a case's words cannot be read back as a call.
    struct Refusal: Error {
        var text: String
    }

    /// The case's words read back as smoke will read them: the call reached and its route. A required option the
    /// matcher left out because it is a credential (a login's `--password`) is added as a variable, `--password
    /// ${PASSWORD}`, which smoke takes from its environment: the plan names the secret and never holds it.
    /// - Returns: the invocation, the route, and the variables added.
    func readBack(_ words: inout [String]) -> Result<(Parser.Invocation, any Route, [String]), Refusal> {
        var variables: [String] = []
        for _ in 0..<2 {
            do throws(ParseError) {
                guard case .run(let invocation) = try parser.parse(words), let action = invocation.target as? Action<any Route> else {
                    return .failure(Refusal(text: "it is not a route's call"))
                }
                return .success((invocation, try action.make(invocation.values), variables))
            } catch {
                if variables.isEmpty, case .missingRequired(let options) = error.kind,
                   options.allSatisfy({ $0.isSecret || SecretHeaders.looksLikeCredential($0.name) }) {
                    for option in options {
                        let variable = Self.variable(for: option.name)
                        variables.append(variable)
                        words += ["--" + option.name, "${\(variable)}"]
                    }
                    continue
                }
                return .failure(Refusal(text: ErrorMessage(root: parser.root).sentence(error.kind, path: error.command)))
            }
        }
        return .failure(Refusal(text: "its credentials cannot be given as variables"))
    }

    /// `refresh-token` → `REFRESH_TOKEN`: the environment variable a plan line's `${…}` reads.
    static func variable(for option: String) -> String {
        String(option.uppercased().map { $0 == "-" ? "_" : $0 })
    }

    /// A case's word as the plan holds it: quoted as a shell would need, except a `${VARIABLE}` this import added,
    /// which smoke expands wherever it stands.
    static func planWord(_ word: String) -> String {
        word.hasPrefix("${") && word.hasSuffix("}") && !word.dropFirst(2).dropLast().contains { !($0.isUppercase || $0.isNumber || $0 == "_") }
            ? word : ShellWord.quoted(word)
    }

    private mutating func leaveOut(_ why: String) {
        plan.leftOut.append("# " + why)
        warnings.append(why)
    }

    /// A word a plan line cannot carry as written: a line break ends the line, `${` is a variable to smoke, and a
    /// bare `=>` starts the expectations.
    static func breaksALine(_ word: String) -> Bool {
        word == "=>" || word.contains("${") || word.utf8.contains { $0 == 0x0A || $0 == 0x0D }
    }

    private static func why(_ word: String) -> String {
        word == "=>" ? "a bare =>" : word.contains("${") ? "${, which smoke expands" : "a line break"
    }
}
