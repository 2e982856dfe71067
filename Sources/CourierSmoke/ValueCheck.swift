import CourierClient
import CourierCore

/// A check on a value of the case's result, at a `--select` path (the same root as `--select` and
/// `capture`): `data.status=paid`, `data.total>0`, `headers.content-type~json`, `data.token?`,
/// `count(data.items)>0`. Judged after the outcome (category, status, code) holds.
package struct ValueCheck: Equatable, CustomStringConvertible {
    package enum Operation: String, Equatable {
        case equals = "=", differs = "!=", contains = "~", greater = ">", less = "<", present = "?"
    }

    package var path: String
    package var operation: Operation
    /// What follows the operator as written (empty for `?`).
    package var operand: String
    /// `count(PATH)`: the operation applies to the number of elements (or members) at the path.
    package var counts: Bool

    /// The expectation as the plan wrote it.
    package let description: String

    /// Reads one expectation word, or `nil` when the word has no operator (then it is some other expectation).
    /// - Throws: ``PlanReason/valueCheck(_:_:)`` for a form that cannot be checked (no path, a bound that is no number).
    package static func parse(_ word: String) throws(PlanError) -> ValueCheck? {
        var body = Substring(word)
        var counts = false
        if body.hasPrefix("count("), let close = body.firstIndex(of: ")") {
            counts = true
            let path = body[body.index(body.startIndex, offsetBy: 6)..<close]
            let rest = body[body.index(after: close)...]
            guard let check = try split(rest, path: String(path), word: word, counts: true) else {
                throw PlanError(reason: .valueCheck(word, "count(PATH) needs =N, !=N, >N or <N after it"))
            }
            return check
        }
        guard let at = body.firstIndex(where: { "!=~<>?".contains($0) }) else { return nil }
        let path = String(body[..<at])
        body = body[at...]
        return try split(body, path: path, word: word, counts: counts)
    }

    private static func split(_ rest: Substring, path: String, word: String, counts: Bool) throws(PlanError) -> ValueCheck? {
        let operation: Operation
        if rest.hasPrefix("!=") { operation = .differs } else if let first = rest.first, let found = Operation(rawValue: String(first)) {
            operation = found
        } else { return nil }
        let operand = String(rest.dropFirst(operation.rawValue.count))
        guard !path.isEmpty else { throw PlanError(reason: .valueCheck(word, "no path before '\(operation.rawValue)'")) }
        if operation == .present {
            guard operand.isEmpty, !counts else { throw PlanError(reason: .valueCheck(word, "'?' ends the expectation: PATH?")) }
        }
        if counts, operation == .contains { throw PlanError(reason: .valueCheck(word, "count(PATH) compares with =, !=, > or <")) }
        if counts || operation == .greater || operation == .less {
            guard Double(operand) != nil else {
                throw PlanError(reason: .valueCheck(word, "'\(operation.rawValue)' needs a number after it, got '\(operand)'"))
            }
        }
        return ValueCheck(path: path, operation: operation, operand: operand, counts: counts, description: word)
    }

    /// Why `found` (the value at the path, or why there is none) fails the check; `nil` when it holds.
    package func failure(_ found: Result<JSON, SelectionReason>) -> String? {
        let value: JSON
        switch found {
        case .failure(let reason):
            if operation == .differs, !counts { return nil }
            return "\(description): expected \(expectedText) at \(path), found nothing (\(ErrorWording.message(for: reason)))"
        case .success(let found): value = found
        }
        if operation == .present { return nil }
        let compact = JSONPrinter(layout: .compact).string(value)
        if counts {
            // A container kept as its bytes (a body's `data`) is counted there, without parsing its children.
            guard let count = value.count else { return "\(description): expected \(expectedText) at \(path), found \(value.kindName) \(compact)" }
            return holds(Double(count)) ? nil : "\(description): expected \(expectedText) at \(path), found \(count) elements"
        }
        let holds: Bool = switch operation {
        case .equals: Self.same(value, operand)
        case .differs: !Self.same(value, operand)
        case .contains: (value.stringValue ?? compact).contains(operand)
        case .greater, .less: Self.number(value).map(holds) ?? false
        case .present: true
        }
        return holds ? nil : "\(description): expected \(expectedText) at \(path), found \(compact)"
    }

    private var expectedText: String {
        switch operation {
        case .present: "a value"
        case .equals: counts ? "count \(operand)" : operand
        case .differs: "not \(operand)"
        case .contains: "text containing '\(operand)'"
        case .greater: (counts ? "count" : "a number") + " > \(operand)"
        case .less: (counts ? "count" : "a number") + " < \(operand)"
        }
    }

    private func holds(_ number: Double) -> Bool {
        let bound = Double(operand) ?? 0
        return switch operation {
        case .equals: number == bound
        case .differs: number != bound
        case .greater: number > bound
        case .less: number < bound
        case .contains, .present: false
        }
    }

    /// The operand as a JSON literal when it reads as one (`5`, `true`, `null`, `"x"`), else as bare text;
    /// numbers compare by value (`25.8` equals `25.80`).
    private static func same(_ value: JSON, _ operand: String) -> Bool {
        let literal = (try? JSONParser.parse(operand)) ?? .string(operand)
        if let left = number(value), let right = number(literal) { return left == right }
        if case .string(let text) = literal, let found = value.stringValue { return found == text }
        let printer = JSONPrinter(layout: .compact)
        return printer.string(value) == printer.string(literal)
    }

    private static func number(_ value: JSON) -> Double? {
        value.numberLiteral.flatMap { Double($0) }
    }
}
