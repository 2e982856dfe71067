// libFuzzer target: the JSON parser and printer. Built by `make fuzz` with CourierCore's sources.
// Invariants: whatever parses prints to text that parses to the same value (pretty and compact);
// a lazy parse (containers kept raw above a tiny threshold) accepts the same inputs, equals the full
// parse, prints byte for byte the same, and decodes the same.

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
    for layout in [JSONPrinter.Layout.compact, .pretty] where JSONPrinter(layout: layout).string(lazy) != JSONPrinter(layout: layout).string(value) {
        fatalError("a raw value prints differently")
    }
    if (try? JSONModelDecoder.decode([[String: Int]].self, from: lazy)) != (try? JSONModelDecoder.decode([[String: Int]].self, from: value)) {
        fatalError("a raw array decodes differently")
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
