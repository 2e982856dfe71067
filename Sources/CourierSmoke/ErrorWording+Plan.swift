import CourierClient
import CourierCore

extension ErrorWording {
    // A case's data file (`each=@FILE`, ``DataRows``).
    package static let eachForm = "each= takes a data file, e.g. each=@users.csv"
    package static let eachFromPlanFiles = "each= is read only from plan files"
    package static let dataRowsKind = "a data file is CSV (.csv) or JSON lines (.jsonl, .ndjson)"
    package static let dataRowsEmpty = "the data file has no rows"
    package static let dataRowNotAnObject = "a JSON line must be one object"
    package static let dataStrayQuote = "a '\"' inside a field that is not quoted"
    package static let dataUnclosedQuote = "a quoted field is never closed"
    package static func dataRowsOverLimit(_ limit: Int) -> String { "the data file has more than \(limit) rows" }
    package static func dataColumnName(_ name: String) -> String {
        "column \(quoted(name)) is not a name a plan can use as ${name} (letters, digits and _)"
    }
    package static func dataColumnTwice(_ name: String) -> String { "column \(quoted(name)) is named twice" }
    package static func dataRowWidth(_ count: Int, header: Int) -> String { "the row has \(count) fields, the header \(header)" }
    package static func dataRowKeys(_ columns: [String]) -> String {
        "the object's keys are not the first line's (\(columns.joined(separator: ", ")))"
    }
    package static func dataValueNotScalar(_ column: String) -> String { "\(quoted(column)) is not a string, number or boolean" }

    /// An `include` that names a file already being read.
    package static let includeCycle = "the plan includes itself (a cycle)"

    /// Includes nested deeper than `depth`.
    package static func includeTooDeep(_ depth: Int) -> String { "includes nest deeper than \(depth) plans" }

    /// After the first `limit` plan errors of a run: the rest were not gathered.
    package static func planErrorsCut(at limit: Int) -> String {
        "the first \(limit) plan errors are shown; fix them and run again for more"
    }

    /// The sentence after `FILE:LINE: ` for a plan that cannot run.
    package static func message(for reason: PlanReason) -> String {
        switch reason {
        case .unclosedLabel: "'[' opens a label that is never closed"
        case .unterminatedQuote(let quote): "unterminated \(quote) quote"
        case .noCall: "no route call before '=>'"
        case .unclosedVariable: "'${' without a closing '}'"
        case .undefinedVariable(let name):
            "undefined variable or capture \(quoted("${" + name + "}")) (set it in the environment, or capture it on an earlier line)"
        case .captureForm(let word): "capture expects name=path, got \(quoted(word))"
        case .captureName(let name): "capture name \(quoted(name)) may hold only letters, digits and _"
        case .capturePath(let reason): message(for: reason)
        case .status(let text): "status= expects an HTTP status from 100 to 599, got \(quoted(text))"
        case .emptyCode: "code= expects an envelope code"
        case .unknownExpectation(let word):
            "unknown expectation \(quoted(word)) (ok, a category such as http.not_found or a prefix such as http, status=N, code=N, "
                + "PATH=VALUE, PATH!=VALUE, PATH~TEXT, PATH>N, PATH<N, PATH?, count(PATH)=N, time<500ms, diff=ENV, retries=N, until CHECK every 2s for 60s, capture name=path)"
        case .diffExpectation(let word, let why): "\(quoted(word)): \(why)"
        case .untilWithoutBound: "until needs a bound: add 'for DURATION' (e.g. until data.status=done every 2s for 60s)"
        case .attempts(let words, let why): "\(quoted(words)): \(why)"
        case .include(let path, let why): "include \(quoted(path)): \(why)"
        case .rows(let path, let line, let why): "\(line.map { "\(quoted(path)) line \($0)" } ?? quoted(path)): \(why)"
        case .environmentCondition(let word): "\(quoted(word)): \(word.prefix(4))= needs environment names, e.g. \(word.prefix(4))=dev,staging"
        case .valueCheck(let word, let why): "expectation \(quoted(word)) cannot be checked: \(why)"
        case .help: "a plan line is a route call; --help is not"
        case .notARouteCall(let path): "\(quoted(path)) is not a route call (e.g. orders list --uid 5, or request GET /path)"
        case .savesNothing: "--save has no place on a plan line: a smoke run stores no session; log in with --save before the run, and every case shares it"
        case .sendsNothing(let option): "--\(option) sends nothing, so it has no place on a plan line; remove it"
        case .commandLine(let sentence): sentence
        // The call's own line, category first, as a single command reports it.
        case .call(let error): line(for: error)
        case .noPlan: "no PLAN given and no smoke/*.smoke in this directory"
        case .unreadable(let reason): "cannot read: \(reason)"
        case .noCases: "no cases to run"
        case .reported(let words): words
        }
    }
}
