// libFuzzer target: the JSON parser and printer. Built by `make fuzz` with CourierCore's sources.
// Invariant: whatever parses prints to text that parses to the same value (pretty and compact).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let value = try? JSONParser.parse(bytes) else { return 0 }
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
