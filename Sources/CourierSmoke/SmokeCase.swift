import CourierCore
import CourierClient

/// One line of a smoke plan: a route call as typed after `courier`, what it must produce, what it captures.
///
///     [login] users login --username alice --password ${DEMO_PASSWORD} => ok capture token=data.token
///     users profile --token ${token} => ok
///     orders detail --no NOPE => http.not_found code=40401
package struct SmokeCase {
    package let file: String
    package let line: Int
    /// The plan file the run was given that holds this case: its own file, or the one that includes it. A file's
    /// cases (included ones in their place) run in the order written.
    package var plan: String
    package let label: String?
    /// The call's words; `${name}` of a capture is still in them, replaced when the case runs.
    package let words: [String]
    package var expectations: [SmokeExpectation]
    package var captures: [Capture]
    /// When the case runs again: `retries=N`, `until CHECK every D for D`.
    package var attempts = AttemptPolicy()
    /// `only=ENV` / `skip=ENV`: the environments the case runs in.
    package var environments = EnvironmentCondition()
    /// The capture names this case uses, so it runs after the cases that make them.
    package var uses: Set<String>
    /// `local.smoke:7`
    package let location: String
    /// How reports name the case: its label, else the call as written.
    package let title: String
    /// The case's place among all the plans' cases (1-based), before `--filter` and `--shard` pick some: merged
    /// shard reports list cases in this order.
    package var ordinal = 0

    /// Location and title are made once here: every progress line and report entry prints them.
    package init(file: String, line: Int, label: String? = nil, words: [String], expectations: [SmokeExpectation], captures: [Capture],
                 uses: Set<String>, location: String? = nil)
    {
        self.file = file
        self.line = line
        plan = file
        self.label = label
        self.words = words
        self.expectations = expectations
        self.captures = captures
        self.uses = uses
        self.location = location ?? Self.location(file: file, line: line)
        title = label ?? Self.spaced(words)
    }

    /// `FILE:LINE`, written into one string made at its size (interpolation grows it piece by piece, every plan line).
    static func location(file: String, line: Int) -> String {
        var file = file
        var digits = 1, rest = line.magnitude
        while rest >= 10 { digits += 1; rest /= 10 }
        let sign = line < 0 ? 1 : 0
        return String(unsafeUninitializedCapacity: file.utf8.count + 1 + sign + digits) { buffer in
            var at = file.withUTF8 { buffer.initialize(fromContentsOf: $0) }
            buffer[at] = UInt8(ascii: ":")
            at += 1
            if sign == 1 { buffer[at] = UInt8(ascii: "-") }
            var value = line.magnitude
            for place in stride(from: at + sign + digits - 1, through: at + sign, by: -1) {
                buffer[place] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            return at + sign + digits
        }
    }

    /// `words` joined by single spaces, written into one string made at its size (`joined(separator:)` grew it word
    /// by word, every plan line).
    static func spaced(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        var length = words.count - 1
        for word in words { length += word.utf8.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var at = 0
            for (index, word) in words.enumerated() {
                // A space before every word but the first (even after an empty first word, as `joined` writes it).
                if index > 0 {
                    buffer[at] = UInt8(ascii: " ")
                    at += 1
                }
                var word = word
                at = word.withUTF8 { bytes in buffer[at...].initialize(fromContentsOf: bytes) }
            }
            return at
        }
    }
}

/// What a case must produce. All of a line's expectations must hold.
package enum SmokeExpectation: Equatable, CustomStringConvertible {
    /// Success: exit 0.
    case ok
    /// A category, or a prefix of one (`http` matches `http.not_found`).
    case category(String)
    case status(Int)
    /// The envelope's code, compared as written (`1002`).
    case code(String)
    /// A value of the result at a `--select` path (``ValueCheck``).
    case value(ValueCheck)
    /// `time<500ms`: the case's duration stays under this many milliseconds (as written after `<`).
    case time(below: Double, written: String)
    /// `diff=ENV` (with `diff-ignore=PATH`…): the same call in environment ENV answers the same, as `courier diff` compares.
    case diff(environment: String, ignored: [String])

    package var description: String {
        switch self {
        case .ok: "ok"
        case .category(let name): name
        case .status(let status): "status=\(status)"
        case .code(let code): "code=\(code)"
        case .value(let check): check.description
        case .time(_, let written): "time<\(written)"
        case .diff(let environment, let ignored): (["diff=" + environment] + ignored.map { "diff-ignore=" + $0 }).joined(separator: " ")
        }
    }
}

/// `capture token=data.token`: after the case, the selected value is kept under `token`.
package struct Capture: Equatable {
    package var name: String
    /// A `--select` path, checked when the plan is read (``PlanParser/checkPath``).
    package var path: String
}

/// Why a plan cannot run. Found before anything is sent; printed as `FILE:LINE: sentence` (``ErrorWording``).
package struct PlanError: Error, Equatable, CustomStringConvertible {
    /// `FILE:LINE`, a file, `config`, or empty for the run as a whole (no plan, no cases).
    package var location: String
    package var reason: PlanReason
    package init(location: String = "", reason: PlanReason) {
        self.location = location
        self.reason = reason
    }
    package var message: String { ErrorWording.message(for: reason) }
    /// `usage`, or the category of the line's own call error.
    package var category: ErrorCategory { reason.category }
    package var description: String { location.isEmpty ? message : "\(location): \(message)" }
}

extension SmokeCase {
    /// Whether a judged call meets the case's expectations: the outcome first (category, status, code),
    /// then values at their paths and the duration; the first reason it does not.
    /// - Parameters:
    ///   - root: the call's document as `--select` reads it (``Call/Result/selectionRoot()``), made only when
    ///     ``readsDocument``.
    ///   - call: the call judged, which makes a `diff=ENV` comparison (``CaseCall/differences(of:in:ignoring:)``).
    ///
    /// (The result is read here, not through closures handed in: each closure that captured it copied it, every case.)
    func check(_ result: borrowing Call.Result, root: JSON, call: CaseCall) -> String? {
        let code = wantsCode ? result.envelopeCode : nil
        if let reason = check(exitCode: result.exitCode, error: result.failure, status: result.status, code: code) { return reason }
        for expectation in expectations {
            switch expectation {
            case .value(let check):
                guard let found = Selection.value(at: check.path, in: root) else { return "\(check): no result document to look in" }
                if let reason = check.failure(found) { return reason }
            case .time(let bound, let written):
                if result.milliseconds >= bound { return "time<\(written): took \(Int(result.milliseconds.rounded())) ms" }
            case .diff(let environment, let ignored):
                if let reason = call.differences(of: result, in: environment, ignoring: ignored) { return "diff=\(environment): \(reason)" }
            case .ok, .category, .status, .code: continue
            }
        }
        return nil
    }

    /// Whether judging the case reads the call's document: a value check, an `until` check or a capture.
    var readsDocument: Bool {
        !captures.isEmpty || !attempts.until.isEmpty || expectations.contains { if case .value = $0 { true } else { false } }
    }

    /// Whether the case expects an envelope code (`code=`): only then is the envelope's code looked for.
    private var wantsCode: Bool { expectations.contains { if case .code = $0 { true } else { false } } }

    /// Whether `result` meets the case's expectations; the reason when it does not.
    /// - Parameter code: read only for a `code=` expectation (most cases have none, and finding it walks the envelope).
    func check(exitCode: Int32, error: CourierError?, status: Int?, code: @autoclosure () -> JSON?) -> String? {
        // Without an expectation about the outcome itself, `ok` is the first one (checked here, not inserted into a
        // copy of the list: an allocation per case); what came back is worded only for a case that fails.
        let decidesOutcome = expectations.contains { if case .ok = $0 { true } else if case .category = $0 { true } else if case .code = $0 { true } else { false } }
        var got: String { error.map { "\($0.category.rawValue) (\($0.message))" } ?? "ok" }
        if !decidesOutcome, exitCode != 0 { return "expected ok, got \(got)" }
        for expectation in expectations {
            switch expectation {
            case .ok:
                if exitCode != 0 { return "expected ok, got \(got)" }
            case .category(let name):
                guard let category = error?.category.rawValue, category == name || category.hasPrefix(name + ".") else {
                    return "expected \(name), got \(got)"
                }
            case .status(let expected):
                if status != expected { return "expected status=\(expected), got \(status.map(String.init) ?? "no response")" }
            case .code(let expected):
                let actual = code().map { JSONPrinter(layout: .compact).string($0) }
                if actual != expected && actual != "\"\(expected)\"" { return "expected code=\(expected), got \(actual ?? "no envelope code")" }
            case .value, .time, .diff: continue  // judged on the whole outcome, after these (``check(_:)``)
            }
        }
        return nil
    }
}
