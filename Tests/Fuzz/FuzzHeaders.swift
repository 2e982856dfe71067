// libFuzzer target: the header validator. Built by `make fuzz` with CourierCore's sources.
// Invariant: an accepted header has a token name and no CR, LF, NUL or other control byte in its value.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHeaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts.first ?? "")
    let value = parts.count > 1 ? String(parts[1]) : ""
    let headers = HTTPHeaders([HTTPHeader(name, value)])
    if (try? RequestBuilder.validate(headers)) != nil {
        if value.utf8.contains(where: { $0 < 0x20 && $0 != 0x09 || $0 == 0x7F }) { fatalError("accepted a control byte: \(value.debugDescription)") }
        if name.isEmpty || !name.utf8.allSatisfy(HTTPSyntax.isTokenChar) { fatalError("accepted a bad name: \(name.debugDescription)") }
    }
    _ = URLParts(text)
    _ = URLParts.resolve(text, against: "http://h:1/a/b?c")
    _ = RetryAfter.seconds(text, now: 0)
    return 0
}
