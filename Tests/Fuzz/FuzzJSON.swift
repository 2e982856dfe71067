// libFuzzer target: the JSON parser and printer. Built by `make fuzz` with CourierJSON's sources.
// Invariants: whatever parses prints to text that parses to the same value (pretty and compact);
// a lazy parse (containers kept raw above a tiny threshold) accepts the same inputs, equals the full
// parse, prints byte for byte the same (raw values from their bytes, by every printer: layouts, colours,
// terminal escapes, whole or in chunks), and decodes the same (values and violations' words); counting and
// indexing a raw value by stepping over children agrees with the full tree.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let copy = Array(bytes)
    let lazy = try? JSONParser.parse(copy, keepingRawAbove: 8)
    guard let value = try? JSONParser.parse(bytes) else {
        if lazy != nil { fatalError("the lazy parse accepted what the full parse refused") }
        return 0
    }
    guard let lazy else { fatalError("the lazy parse refused what the full parse accepted") }
    if lazy != value { fatalError("the lazy parse reads differently") }
    checkPrinting(copy, lazy, against: value)
    checkSkipping(lazy, against: value)
    // The contract reads a raw value from its bytes, a tree from the tree: the same answer, word for word.
    if contractOutcome([[String: Int]].self, lazy) != contractOutcome([[String: Int]].self, value)
        || contractOutcome([String: [String?]].self, lazy) != contractOutcome([String: [String?]].self, value)
        || contractOutcome([[Double]].self, lazy) != contractOutcome([[Double]].self, value)
    {
        fatalError("a raw value decodes differently")
    }
    for layout in [JSONPrinter.Layout.compact, .pretty] {
        var out: [UInt8] = []
        JSONPrinter(layout: layout).write(value, into: &out)
        guard let again = try? JSONParser.parse(out), again == value else {
            fatalError("round trip changed the value: \(String(decoding: out, as: UTF8.self))")
        }
    }
    _ = try? JSONModelDecoder.decode([String: Int].self, from: value)
    return 0
}

/// What the contract check says of `json` as a `Model`: the decoded value, or the violation (its words).
/// Values are compared, not printed: a dictionary's order differs from one instance to the next.
func contractOutcome<Model: Decodable & Equatable>(_ model: Model.Type, _ json: JSON) -> Result<Model, ContractViolation> {
    do throws(ContractViolation) {
        return .success(try JSONModelDecoder.decode(Model.self, from: json))
    } catch {
        return .failure(error)
    }
}

/// A raw value's `count` and `element(_:)` step over children without parsing them: they must agree
/// with the tree, at every level.
func checkSkipping(_ lazy: JSON, against full: JSON) {
    switch (lazy, full) {
    case (.raw(let raw), .array(let items)):
        if raw.count != items.count { fatalError("a raw array counts \(raw.count) elements, the tree \(items.count)") }
        for (index, item) in items.enumerated() where raw.element(index) != item { fatalError("raw element \(index) differs") }
        if raw.element(items.count) != nil { fatalError("a raw array has an element past its end") }
    case (.raw(let raw), .object(let members)):
        if raw.count != members.count { fatalError("a raw object counts \(raw.count) members, the tree \(members.count)") }
        // A key may repeat; lookups (raw or tree) take its first member, so only first members are paired.
        var seen = Set<String>()
        for member in members where seen.insert(member.key).inserted {
            guard let child = raw.member(member.key) else { fatalError("a raw object lacks member \(member.key)") }
            checkSkipping(child, against: member.value)
        }
    case (.array(let lazyItems), .array(let items)):
        for (a, b) in zip(lazyItems, items) { checkSkipping(a, against: b) }
    case (.object(let lazyMembers), .object(let members)):
        for (a, b) in zip(lazyMembers, members) { checkSkipping(a.value, against: b.value) }
    default:
        break
    }
}

/// Every printer (layout, colours, terminal escapes), whole and in small chunks, prints the lazy parse and the
/// whole input kept raw (its bytes walked by the printer's ByteSource) exactly as it prints the tree.
func checkPrinting(_ bytes: [UInt8], _ lazy: JSON, against tree: JSON) {
    var raws = [lazy]
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
    if let start = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }),
       bytes[start] == UInt8(ascii: "[") || bytes[start] == UInt8(ascii: "{")
    {
        raws.append(.raw(RawJSON(source: bytes, range: start..<(last + 1), threshold: 0)))
    }
    let colors = JSONColors(key: "<k>", string: "<s>", number: "<n>", literal: "<l>", reset: "</>", success: "<2>", redirect: "<3>", failure: "<x>")
    for layout in [JSONPrinter.Layout.compact, .pretty] {
        for painted in [nil, colors] {
            for terminal in [false, true] {
                let printer = JSONPrinter(layout: layout, colors: painted, escapesTerminalControls: terminal)
                for chunk in [nil, 7] {
                    let expected = printed(tree, printer, chunk: chunk)
                    for raw in raws where printed(raw, printer, chunk: chunk) != expected {
                        fatalError("a raw value prints differently (\(layout), colours \(painted != nil), terminal \(terminal), chunk \(chunk ?? 0))")
                    }
                }
            }
        }
    }
}

/// What `printer` writes of `value`, whole, or through a flush at `chunk` bytes.
func printed(_ value: JSON, _ printer: JSONPrinter, chunk: Int?) -> [UInt8] {
    var out: [UInt8] = []
    guard let chunk else {
        printer.write(value, into: &out)
        return out
    }
    var collected: [UInt8] = []
    try? printer.write(value, into: &out, flushingAt: chunk) { piece in
        collected += piece
        piece.removeAll(keepingCapacity: true)
    }
    return collected + out
}
