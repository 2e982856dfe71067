import CourierClient
import CourierCore
import CourierPlatform

/// Reads plan files into cases, expanding `${VAR}` from the environment and checking captures.
package struct PlanParser {
    /// Environment variables by name; injected for tests.
    package var variable: (String) -> String? = { Platform.environmentValue($0) }
    /// Why a capture's path cannot select anything (nil when it is a valid `--select` path). The paths
    /// belong to the program's output document, so the program checks them; by default any path passes.
    package var checkPath: (String) -> SelectionReason? = { _ in nil }
    /// Reads the plan an `include PATH` line names (the path as written, the including file, the line's location),
    /// with the captures known so far: its cases and errors, which take the line's place. `nil`: `include` is a
    /// plan error (a parser that reads text alone).
    package var include: ((_ path: String, _ from: String, _ location: String, _ known: inout Set<String>) -> ([SmokeCase], [PlanErrorAt]))?
    /// Reads the data file an `each=@PATH` names (the path as written, the plan file, the line's location) into its
    /// rows. `nil`: `each=` is a plan error.
    package var rows: ((_ path: String, _ from: String, _ location: String) throws(PlanError) -> DataRows)?

    package init() {}

    package init(variable: @escaping (String) -> String?, checkPath: @escaping (String) -> SelectionReason? = { _ in nil }) {
        self.variable = variable
        self.checkPath = checkPath
    }

    static let categories = Set(ErrorCategory.allCases.map(\.rawValue))
    static let categoryPrefixes = Set(ErrorCategory.allCases.compactMap { $0.rawValue.split(separator: ".").first.map(String.init) })

    /// At most this many plan errors are gathered from one run's plans (``parse(_:file:known:errors:)``): a plan of
    /// 100,000 broken lines says enough in its first hundred.
    package static let errorLimit = 100

    /// Parses `text` (the contents of `file`). `known` holds the captures made by earlier plans.
    /// - Throws: the first line's error.
    package func parse(_ text: String, file: String, known: inout Set<String>) throws(PlanError) -> [SmokeCase] {
        var errors: [PlanErrorAt] = []
        let cases = parse(text, file: file, known: &known, errors: &errors)
        if let first = errors.first { throw first.error }
        return cases
    }

    /// Parses every line of `text`, a line that cannot be read adding its error to `errors` (placed before the
    /// case that follows it) instead of ending the parse, so a run shows every plan error at once; at most
    /// ``errorLimit`` are kept. A broken line's `capture NAME=…` still counts as made, so the lines that use it are
    /// not blamed for it. An `include PATH` line puts that plan's cases (and errors) in its place (``include``).
    package func parse(_ text: String, file: String, known: inout Set<String>, errors: inout [PlanErrorAt]) -> [SmokeCase] {
        var cases: [SmokeCase] = []
        // Lines are cut and trimmed as bytes: String and Substring operations go Character by Character.
        let bytes = Array(text.utf8)
        var start = 0, number = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { start = end + 1 }
            number += 1
            var line = bytes[start..<end]
            while let first = line.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { line = line.dropFirst() }
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            let location = SmokeCase.location(file: file, line: number)
            if let path = Self.includedPath(line) {
                guard let include else {
                    errors.append(PlanErrorAt(before: cases.count, PlanError(location: location, reason: .include(path, "include is read only from plan files"))))
                    continue
                }
                let (included, problems) = include(path, file, location, &known)
                for problem in problems where errors.count < Self.errorLimit {
                    errors.append(PlanErrorAt(before: cases.count + problem.before, problem.error))
                }
                cases += included
                continue
            }
            do throws(PlanError) {
                cases += try parseLine(line, number: number, file: file, location: location, known: &known)
            } catch {
                if errors.count < Self.errorLimit { errors.append(PlanErrorAt(before: cases.count, error)) }
                for name in Self.capturesNamed(in: line) { known.insert(name) }
            }
        }
        return cases
    }

    /// One line of a plan (not blank, not a comment) as its case; `nil` for a line ShellWords reads as no words.
    private func parseLine(_ line: ArraySlice<UInt8>, number: Int, file: String, location: String, known: inout Set<String>) throws(PlanError) -> [SmokeCase] {
        var line = line
        var label: String?
        if line.first == UInt8(ascii: "[") {
            guard let close = line.firstIndex(of: UInt8(ascii: "]")) else {
                throw PlanError(location: location, reason: .unclosedLabel)
            }
            label = String(decoding: line[(line.startIndex + 1)..<close], as: UTF8.self)
            line = line[(close + 1)...]
        }
        let words: [String]
        do {
            words = try ShellWords.split(line)
        } catch {
            guard case .unterminatedQuote(let quote) = error else { return [] }
            throw PlanError(location: location, reason: .unterminatedQuote(quote))
        }
        let arrow = words.firstIndex(of: "=>")
        let call = arrow.map { Array(words[..<$0]) } ?? words
        let tail = arrow.map { Array(words[words.index(after: $0)...]) } ?? []
        guard !call.isEmpty else { throw PlanError(location: location, reason: .noCall) }

        // `each=@FILE`: one case per row of the file, its columns as `${name}` (ahead of captures and variables).
        var table: DataRows?
        if let each = tail.last(where: { $0.hasPrefix("each=") }) {
            guard each.hasPrefix("each=@"), each.count > 6 else { throw PlanError(location: location, reason: .rows(each, nil, ErrorWording.eachForm)) }
            guard let rows else { throw PlanError(location: location, reason: .rows(each, nil, ErrorWording.eachFromPlanFiles)) }
            table = try rows(String(each.dropFirst(6)), file, location)
        }
        var cases: [SmokeCase] = []
        // The tail is the same for every row: read once, after the first row's words (whose errors come first).
        var parsedTail: ([SmokeExpectation], [Capture], AttemptPolicy, EnvironmentCondition)?
        for (index, row) in (table?.rows.map(\.values) ?? [[]]).enumerated() {
            let values = table.map { Dictionary(zip($0.columns, row)) { first, _ in first } } ?? [:]
            var uses = Set<String>()
            // Only the words with a `$` change: the rest stay in the array as split (no copy of a line without variables).
            var expanded = call
            for index in expanded.indices where expanded[index].hasByte(UInt8(ascii: "$")) {
                let filled = try expand(expanded[index], row: values, known: known, uses: &uses, location: location)
                // A row's value may start with '-': attached to its option with '=', never read as an option.
                if !values.isEmpty, filled.hasPrefix("-"), index > 0, expanded[index - 1].hasPrefix("--"), !expanded[index - 1].contains("=") {
                    expanded[index - 1] += "=" + filled
                    expanded[index] = ""
                } else {
                    expanded[index] = filled
                }
            }
            if !values.isEmpty { expanded.removeAll { $0.isEmpty } }
            let named = table == nil ? label : (label ?? SmokeCase.spaced(expanded)) + " [row \(index + 1)]"
            if parsedTail == nil { parsedTail = try parseTail(tail, location: location) }
            guard let (expectations, captures, attempts, condition) = parsedTail else { break }
            var smokeCase = SmokeCase(file: file, line: number, label: named, words: expanded, expectations: expectations,
                                      captures: captures, uses: uses, location: location)
            smokeCase.attempts = attempts
            smokeCase.environments = condition
            cases.append(smokeCase)
        }
        for capture in cases.last?.captures ?? [] { known.insert(capture.name) }
        return cases
    }

    /// The path of an `include PATH` line (two words, the first `include`); nil for any other line.
    private static func includedPath(_ line: ArraySlice<UInt8>) -> String? {
        guard line.starts(with: "include ".utf8) || line.starts(with: "include\t".utf8),
              let words = try? ShellWords.split(line), words.count == 2
        else { return nil }
        return words[1]
    }

    /// The names a line's `capture NAME=PATH` words give, read as plainly as possible from a line that failed.
    private static func capturesNamed(in line: ArraySlice<UInt8>) -> [String] {
        let words = (try? ShellWords.split(line)) ?? []
        return zip(words, words.dropFirst()).compactMap { word, next in
            word == "capture" ? next.split(separator: "=", maxSplits: 1).first.map(String.init) : nil
        }
    }

    /// Replaces `${VAR}` from the environment; `${capture}` stays for run time. Anything else is an error.
    /// (Called only for a word with a `$`: the caller looked.)
    private func expand(_ word: String, row: [String: String], known: Set<String>, uses: inout Set<String>, location: String) throws(PlanError) -> String {
        var out = ""
        var rest = Substring(word)
        while let start = rest.firstRange(of: "${") {
            out += rest[..<start.lowerBound]
            guard let close = rest[start.upperBound...].firstIndex(of: "}") else {
                throw PlanError(location: location, reason: .unclosedVariable)
            }
            let name = String(rest[start.upperBound..<close])
            if let value = row[name] {
                out += value
            } else if known.contains(name) {
                uses.insert(name)
                out += "${\(name)}"
            } else if let value = variable(name) {
                out += value
            } else {
                throw PlanError(location: location, reason: .undefinedVariable(name))
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    private static func valueCheck(_ word: String, location: String) throws(PlanError) -> ValueCheck? {
        do {
            return try ValueCheck.parse(word)
        } catch {
            throw PlanError(location: location, reason: error.reason)
        }
    }

    /// `time<500ms` or `time<2s`: a bound with its unit; a bare number is refused, as its unit would be a guess.
    private static func time(_ word: String, location: String) throws(PlanError) -> SmokeExpectation {
        let written = String(word.dropFirst(5))
        guard let milliseconds = milliseconds(written) else {
            throw PlanError(location: location, reason: .valueCheck(word, "time< needs a duration such as 500ms or 2s"))
        }
        return .time(below: milliseconds, written: written)
    }

    /// `500ms` or `2s` as milliseconds (above 0, at most a day); nil for anything else.
    static func milliseconds(_ written: String) -> Double? {
        let (number, scale): (Substring, Double) =
            written.hasSuffix("ms") ? (written.dropLast(2), 1) : written.hasSuffix("s") ? (written.dropLast(1), 1000) : ("", 0)
        guard let value = Double(number), value > 0, value * scale <= 86_400_000 else { return nil }
        return value * scale
    }

    /// The words after `retries=`, `until`, `every` and `for`, read into the case's ``AttemptPolicy``.
    private static func attempt(_ word: String, next: String?, into policy: inout AttemptPolicy, location: String) throws(PlanError) {
        func refuse(_ words: String, _ why: String) -> PlanError { PlanError(location: location, reason: .attempts(words, why)) }
        if word.hasPrefix("retries=") {
            guard let count = Int(word.dropFirst(8)), (0...AttemptPolicy.maximumRetries).contains(count) else {
                throw refuse(word, "retries= expects a number of retries from 0 to \(AttemptPolicy.maximumRetries)")
            }
            policy.retries = count
            return
        }
        guard let next else { throw refuse(word, word == "until" ? "until needs a check, e.g. until data.status=done" : "\(word) needs a duration such as 500ms or 2s") }
        if word == "until" {
            guard let check = try valueCheck(next, location: location) else {
                throw refuse(word + " " + next, "until needs a value check, e.g. until data.status=done")
            }
            policy.until.append(check)
            return
        }
        guard let milliseconds = milliseconds(next) else { throw refuse(word + " " + next, "\(word) needs a duration such as 500ms or 2s") }
        if word == "every" { policy.every = milliseconds / 1000 } else { policy.bound = milliseconds / 1000 }
    }

    /// `diff=ENV` adds the expectation; `diff-ignore=PATH` adds a path it leaves out (after `diff=`).
    private static func diff(_ word: String, into expectations: inout [SmokeExpectation], location: String) throws(PlanError) {
        func refuse(_ why: String) -> PlanError { PlanError(location: location, reason: .diffExpectation(word, why)) }
        let index = expectations.firstIndex { if case .diff = $0 { true } else { false } }
        if word.hasPrefix("diff=") {
            let environment = String(word.dropFirst(5))
            guard !environment.isEmpty, !environment.hasPrefix("-") else { throw refuse("diff= needs an environment, e.g. diff=prod") }
            guard index == nil else { throw refuse("a case compares with one other environment") }
            expectations.append(.diff(environment: environment, ignored: []))
            return
        }
        let path = String(word.dropFirst(12))
        guard let index, case .diff(let environment, let ignored) = expectations[index] else { throw refuse("diff-ignore= goes after diff=ENV") }
        guard !path.isEmpty else { throw refuse("diff-ignore= needs a path, e.g. diff-ignore=data.updatedAt") }
        expectations[index] = .diff(environment: environment, ignored: ignored + [path])
    }

    private func parseTail(_ words: [String], location: String) throws(PlanError) -> ([SmokeExpectation], [Capture], AttemptPolicy, EnvironmentCondition) {
        var condition = EnvironmentCondition()
        var expectations: [SmokeExpectation] = []
        var captures: [Capture] = []
        var policy = AttemptPolicy()
        var capturing = false
        var skipNext = false
        for (index, word) in words.enumerated() {
            if skipNext { skipNext = false; continue }
            if word == "capture" { capturing = true; continue }
            if !capturing, word.hasPrefix("retries=") || ["until", "every", "for"].contains(word) {
                let next = index + 1 < words.count ? words[index + 1] : nil
                try Self.attempt(word, next: next, into: &policy, location: location)
                skipNext = !word.hasPrefix("retries=")
                continue
            }
            if capturing {
                guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                    throw PlanError(location: location, reason: .captureForm(word))
                }
                let name = String(word[..<equals])
                guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    throw PlanError(location: location, reason: .captureName(name))
                }
                let path = String(word[word.index(after: equals)...])
                if let reason = checkPath(path) { throw PlanError(location: location, reason: .capturePath(reason.captured(as: nil))) }
                captures.append(Capture(name: name, path: path))
                continue
            }
            if word.hasPrefix("each=") {
                continue  // read before the call's words (``parseLine``)
            } else if word.hasPrefix("only=") || word.hasPrefix("skip=") {
                try condition.read(word, location: location)
            } else if word.hasPrefix("diff=") || word.hasPrefix("diff-ignore=") {
                try Self.diff(word, into: &expectations, location: location)
            } else if word == "ok" {
                expectations.append(.ok)
            } else if word.hasPrefix("status=") {
                guard let status = Int(word.dropFirst(7)), (100...599).contains(status) else {
                    throw PlanError(location: location, reason: .status(String(word.dropFirst(7))))
                }
                expectations.append(.status(status))
            } else if word.hasPrefix("code=") {
                let code = String(word.dropFirst(5))
                guard !code.isEmpty else { throw PlanError(location: location, reason: .emptyCode) }
                expectations.append(.code(code))
            } else if Self.categories.contains(word) || Self.categoryPrefixes.contains(word) {
                expectations.append(.category(word))
            } else if word.hasPrefix("time<") {
                expectations.append(try Self.time(word, location: location))
            } else if let check = try Self.valueCheck(word, location: location) {
                if let reason = checkPath(check.path) {
                    throw PlanError(location: location, reason: .valueCheck(word, ErrorWording.message(for: reason)))
                }
                expectations.append(.value(check))
            } else {
                throw PlanError(location: location, reason: .unknownExpectation(word))
            }
        }
        for check in policy.until {
            if let reason = checkPath(check.path) {
                throw PlanError(location: location, reason: .valueCheck(check.description, ErrorWording.message(for: reason)))
            }
        }
        if !policy.until.isEmpty, policy.bound == nil { throw PlanError(location: location, reason: .untilWithoutBound) }
        if policy.until.isEmpty, policy.bound != nil {
            throw PlanError(location: location, reason: .attempts("for", "for bounds a poll: it goes with until CHECK"))
        }
        return (expectations, captures, policy, condition)
    }
}

/// A plan error and where it stands among the cases: before the case at ``before`` (counted from the start of the
/// text, or the plans, being read), so errors and cases can be put in line order together.
package struct PlanErrorAt: Sendable {
    package var before: Int
    package var error: PlanError

    package init(before: Int, _ error: PlanError) {
        self.before = before
        self.error = error
    }
}
