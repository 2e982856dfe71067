import CourierCore

/// A path into the output document for `--select`: `data.items[0].id`, `headers.content-type`,
/// `status`, `error.category`, `envelope["odd.key"]`. `data` is short for `envelope.data`;
/// keys match exactly first, then ignoring case (so header names work in any case). A path that selects
/// nothing is a ``SelectionReason`` (worded by ``ErrorWording``), with where the walk stopped.
package struct Selection: Equatable {
    package enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    package var text: String
    package var steps: [Step]

    package static func parse(_ text: String) throws(Rendering.Failure) -> Selection {
        var steps: [Step] = []
        var rest = Substring(text)
        var current = ""
        func flush() { if !current.isEmpty { steps.append(.key(current)); current = "" } }
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case ".":
                flush()
            case "[":
                flush()
                guard let close = rest.firstIndex(of: "]") else { throw .selectsNothing(SelectionReason(text, .unclosedBracket)) }
                let inner = rest[..<close]
                rest = rest[rest.index(after: close)...]
                if inner.hasPrefix("\""), inner.hasSuffix("\""), inner.count >= 2 {
                    steps.append(.key(String(inner.dropFirst().dropLast())))
                } else if let index = Int(inner) {
                    steps.append(.index(index))
                } else {
                    throw .selectsNothing(SelectionReason(text, .badSubscript(String(inner))))
                }
            default:
                current.append(character)
            }
        }
        flush()
        guard !steps.isEmpty else { throw .selectsNothing(SelectionReason(text, .empty)) }
        return Selection(text: text, steps: steps)
    }

    /// The document with `data` standing for the envelope's data (or, without an envelope, the body)
    /// when it has no `data` of its own.
    package static func root(_ document: JSON, dataKey: String? = "data") -> JSON {
        guard case .object(var members) = document, document["data"] == nil else { return document }
        let data = dataKey.map { document["envelope"]?[$0] } ?? document["body"]
        if let data { members.append(JSON.Member("data", data)) }
        return .object(members)
    }

    /// The value at `path` in `root` (``root(_:dataKey:)``), or where the walk stopped; nil when `path` does not parse
    /// (a plan's paths are checked as the plan is read). What a smoke case's value checks read.
    package static func value(at path: String, in root: JSON) -> Result<JSON, SelectionReason>? {
        guard let selection = try? parse(path) else { return nil }
        switch selection.select(in: root) {
        case .success(let value): return .success(value)
        case .failure(.selectsNothing(let reason)): return .failure(reason)
        }
    }

    /// ``value(at:in:)`` as text: a string as it is, anything else as compact JSON. What a capture fills `${name}` with.
    package static func text(at path: String, in root: JSON) -> Result<String, SelectionReason>? {
        value(at: path, in: root)?.map { value in
            if case .string(let text) = value { return text }
            return JSONPrinter(layout: .compact).string(value)
        }
    }

    package func select(in root: JSON) -> Result<JSON, Rendering.Failure> {
        var value = root
        var walked = ""
        for var step in steps {
            // `data.1` reads as `data[1]` where the value is an array.
            if case .key(let key) = step, value.isArray, let index = Int(key) { step = .index(index) }
            // The exact lookup goes through JSON's subscripts, so a raw value (the data of a large body)
            // answers it without being parsed whole. Only a miss needs the whole tree: for a key in another
            // case, or for the message.
            let found = switch step {
            case .key(let key): value[key]
            case .index(let index): value[index]
            }
            if let found {
                value = found
                walked += Self.render(step, after: walked)
                continue
            }
            value = value.expanded
            switch step {
            case .key(let key):
                guard case .object(let members) = value else {
                    return .failure(.selectsNothing(SelectionReason(text, .notAnObject(walked: walked, found: value.kindPhrase))))
                }
                guard let member = members.first(where: { $0.key.lowercased() == key.lowercased() }) else {
                    return .failure(.selectsNothing(SelectionReason(text, .noKey(key, walked: walked, keys: members.prefix(8).map(\.key)))))
                }
                value = member.value
                walked += Self.render(step, after: walked)
            case .index:
                guard case .array(let items) = value else {
                    return .failure(.selectsNothing(SelectionReason(text, .notAnArray(walked: walked, found: value.kindPhrase))))
                }
                return .failure(.selectsNothing(SelectionReason(text, .outOfRange(walked: walked, count: items.count))))
            }
        }
        return .success(value)
    }

    /// How a step extends the path walked so far: `.key`, `key` first, `[index]`.
    private static func render(_ step: Step, after walked: String) -> String {
        switch step {
        case .key(let key): walked.isEmpty ? key : "." + key
        case .index(let index): "[\(index)]"
        }
    }
}
