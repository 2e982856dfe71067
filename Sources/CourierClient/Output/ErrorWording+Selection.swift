import CourierCore

extension ErrorWording {
    /// `--select 'data[9].no' selects nothing: data has 3 elements`; a capture names itself as the plan wrote it.
    package static func message(for reason: SelectionReason) -> String {
        let subject = switch reason.subject {
        case .select: "--select"
        case .capture(nil): "capture"
        case .capture(let name?): "capture \(Redaction.printable(name))="
        case .argument: "select"
        }
        // `capture NAME='PATH'`, as the plan line reads; `--select 'PATH'` (or MCP's `select 'PATH'`) with its space.
        let named = if case .capture(_?) = reason.subject { true } else { false }
        let path = (named ? "" : " ") + quoted(reason.path)
        func at(_ walked: String) -> String { walked.isEmpty ? "the document" : Redaction.printable(walked) }
        return switch reason.problem {
        case .unclosedBracket: "\(subject)\(path) has an unclosed '['"
        case .badSubscript(let inner): "\(subject)\(path): \(quoted("[" + inner + "]")) is neither an index nor a quoted key"
        case .empty: "\(subject) needs a path, e.g. data[0].no or headers.content-type"
        case .notAnObject(let walked, let found): "\(subject)\(path) selects nothing: \(at(walked)) is \(found), not an object"
        case .noKey(let key, let walked, let keys):
            "\(subject)\(path) selects nothing: no \(quoted(key)) in \(at(walked)) (keys: \(keys.map(Redaction.printable).joined(separator: ", ")))"
        case .notAnArray(let walked, let found): "\(subject)\(path) selects nothing: \(at(walked)) is \(found), not an array"
        case .outOfRange(let walked, let count): "\(subject)\(path) selects nothing: \(at(walked)) has \(count) element\(count == 1 ? "" : "s")"
        }
    }
}
