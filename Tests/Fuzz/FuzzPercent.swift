// libFuzzer target: percent-encoding (RFC 3986). Built by `make fuzz` with CourierCore's sources.
// Invariants: the encoding holds only unreserved characters and %XX, and decoding gives the input back.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPercent(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let encoded = PercentEncoding.encode(text)
    for byte in encoded.utf8 where !(PercentEncoding.isUnreserved(byte) || byte == UInt8(ascii: "%") || HexCheck.isHex(byte)) {
        fatalError("unexpected byte \(byte) in \(encoded)")
    }
    guard PercentEncoding.decode(encoded) == text else { fatalError("decode(encode(x)) != x for \(text.debugDescription)") }
    _ = PercentEncoding.decode(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    return 0
}

enum HexCheck {
    static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
