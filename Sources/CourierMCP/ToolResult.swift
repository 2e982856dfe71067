import CourierClient
import CourierCore

/// A tool call's result sized for a model: what the call's document holds that an agent needs, not what a person
/// debugging the wire does. Decided without I/O, from the document the same call prints.
///
/// By default a success is `{"data": …}` (the envelope's data, or the body without an envelope; `next` beside it
/// for a paged route with more to fetch) and a failure the document without the response headers and the request.
/// `verbose: true` gives the whole document, `select: PATH` only `{"selected": …}`. A result over the server's byte
/// cap is cut where a list can be shortened, with a note saying how to narrow the call.
package enum ToolResult {
    /// `--max-result-bytes` when not given: a few hundred KB, well under what a model's context takes at once, well
    /// over a page of any list. Help prints it from here.
    package static let defaultMaxBytes = 256 << 10

    /// The document's members a person debugging the wire reads, which a default result leaves out.
    static let wireMembers: Set<String> = ["route", "request", "proxy", "session", "headers", "timing", "attempts", "redirects"]

    /// The result's value before any cut.
    /// - Parameters:
    ///   - document: the call's document (with `route` and `request` when ``ToolCallOptions/verbose``).
    ///   - dataKey: the envelope's data key, `nil` when the body is the payload (``Selection/root(_:dataKey:)``).
    ///   - next: the argument that fetches the next page, as data (`{"cursor": "c3"}`).
    /// - Returns: the value, or where `select` found nothing.
    package static func value(of document: JSON, dataKey: String?, isError: Bool, options: ToolCallOptions, next: JSON?) -> Result<JSON, SelectionReason> {
        if let select = options.select {
            switch select.select(in: Selection.root(document, dataKey: dataKey)) {
            case .success(let value): return .success(["selected": value])
            case .failure(.selectsNothing(let reason)): return .failure(reason)
            }
        }
        guard case .object(let members) = document.expanded else { return .success(document) }
        if options.verbose { return .success(document) }
        if !isError, let data = Selection.root(document, dataKey: dataKey)["data"] {
            return .success(.object([.init("data", data)] + (next.map { [.init("next", $0)] } ?? [])))
        }
        return .success(.object(members.filter { !wireMembers.contains($0.key) }))
    }

    /// The printed size of a value, as its text content carries it.
    static func size(_ value: JSON) -> Int { JSONPrinter(layout: .compact).string(value).utf8.count }

    /// `value` cut to at most `maxBytes` printed, the note that says so included: the largest list in it shortened to
    /// as many of its first items as fit (then the next largest, if emptying one is not enough), so what is kept is
    /// still valid JSON of the same shape, with `cut` beside it; a value with no list to shorten, or a limit too small
    /// for any of it, is replaced by the note alone.
    /// - Returns: `nil` when it fits; else the cut value and the note, which says how to narrow the call.
    package static func cut(_ value: JSON, toFit maxBytes: Int, pageArgument: String?) -> (value: JSON, note: String)? {
        let total = size(value)
        guard total > maxBytes else { return nil }
        let narrow = "narrow the call: select a path, fewer items" + (pageArgument.map { ", a page at a time (\($0))" } ?? "")
        // The note takes room too: cut to the limit, then again to what the note leaves.
        var budget = maxBytes
        for _ in 0..<4 {
            guard budget > 0, let (kept, places) = shortened(value, toFit: budget), case .object(let members) = kept.expanded else { break }
            let note = "Cut to \(maxBytes) bytes of \(total) (--max-result-bytes): " + places.joined(separator: "; ") + ". To see the rest, \(narrow)."
            let noted = JSON.object(members + [.init("cut", .string(note))])
            let over = size(noted) - maxBytes
            if over <= 0 { return (noted, note) }
            budget -= over + 4  // a note whose numbers gained a digit may not fit by a few bytes
        }
        let note = "Left out: \(total) bytes, over \(maxBytes) (--max-result-bytes). To see it, \(narrow)."
        return (["cut": .string(note)], note)
    }

    /// `value` with its largest lists shortened until it prints in `budget` bytes, and what was kept of each.
    private static func shortened(_ value: JSON, toFit budget: Int) -> (JSON, [String])? {
        var cut = value
        var places: [String] = []
        for _ in 0..<8 {
            guard let (path, count) = largestList(in: cut) else { return nil }
            let current = cut
            func keeping(_ kept: Int) -> JSON {
                guard case .array(let elements)? = find(path, in: current)?.expanded else { return current }
                return current.replacing(at: ArraySlice(path), with: .array(Array(elements.prefix(kept)))) ?? current
            }
            // The most items that fit: the size grows with the count, so a binary search finds it.
            var (low, high) = (0, count)
            while low < high {
                let middle = (low + high + 1) / 2
                if size(keeping(middle)) <= budget { low = middle } else { high = middle - 1 }
            }
            places.append("\(path.isEmpty ? "the result" : pathText(path)) has the first \(low) of \(count) items")
            cut = keeping(low)
            if size(cut) <= budget { return (cut, places) }
        }
        return nil
    }

    /// The path and length of the list with the most items in `value` (the shortest path among equals), if any has items.
    private static func largestList(in value: JSON, at path: [Selection.Step] = [], depth: Int = 0) -> ([Selection.Step], Int)? {
        guard depth < 64 else { return nil }
        var best: ([Selection.Step], Int)?
        func consider(_ found: ([Selection.Step], Int)?) {
            if let found, found.1 > (best?.1 ?? 0) { best = found }
        }
        switch value.expanded {
        case .array(let elements):
            if !elements.isEmpty { consider((path, elements.count)) }
            for (index, element) in elements.enumerated() { consider(largestList(in: element, at: path + [.index(index)], depth: depth + 1)) }
        case .object(let members):
            for member in members { consider(largestList(in: member.value, at: path + [.key(member.key)], depth: depth + 1)) }
        default:
            break
        }
        return best
    }

    /// The value at `path` (as ``largestList(in:at:depth:)`` found it).
    private static func find(_ path: [Selection.Step], in value: JSON) -> JSON? {
        var current = value
        for step in path {
            switch (step, current.expanded) {
            case (.key(let key), .object(let members)): guard let found = members.first(where: { $0.key == key }) else { return nil }; current = found.value
            case (.index(let index), .array(let elements)) where elements.indices.contains(index): current = elements[index]
            default: return nil
            }
        }
        return current
    }

    /// `data.items`, `data[2].lines`: a path as `select` takes it.
    private static func pathText(_ path: [Selection.Step]) -> String {
        path.enumerated().map { index, step in
            switch step {
            case .key(let key): (index == 0 ? "" : ".") + key
            case .index(let position): "[\(position)]"
            }
        }.joined()
    }
}
