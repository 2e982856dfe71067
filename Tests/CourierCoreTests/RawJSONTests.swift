import Testing
@testable import CourierCore
@testable import CourierJSON

private struct Line: Decodable, Equatable, Sendable {
    var no: String
    var qty: Int
    var tags: [String]
}

/// Large bodies keep their big containers as validated bytes; everything reads as if fully parsed.
struct RawJSONTests {
    /// An envelope whose `data` array is larger than the raw threshold (and one small sibling object).
    static func envelope(count: Int, corruptAt: Int? = nil) -> [UInt8] {
        var text = #"{"code":0,"message":"ok","meta":{"page":1},"data":["#
        for index in 0..<count {
            if index > 0 { text += "," }
            let qty = index == corruptAt ? #""many""# : String(index % 9)
            text += #"{"no":"A\#(index)","qty":\#(qty),"tags":["x","\u00e9"]}"#
        }
        return Array((text + "]}").utf8)
    }

    @Test func aLargeBodyKeepsItsDataRawAndReadsTheSame() throws {
        let bytes = Self.envelope(count: 20_000)
        #expect(bytes.count > Body.rawThreshold)
        let lazy = try JSONParser.parse(bytes, keepingRawAbove: Body.rawThreshold)
        let full = try JSONParser.parse(bytes)
        guard case .raw(let raw) = lazy["data"] else { Issue.record("data is not raw"); return }
        #expect(raw.isArray && !raw.isEmpty)
        guard case .object = lazy["meta"] else { Issue.record("a small sibling should be parsed"); return }
        #expect(lazy["code"] == .number("0"))
        #expect(lazy["data"]?[19_999]?["no"] == .string("A19999"))
        #expect(lazy["data"]?[20_000] == Optional<JSON>.none)
        #expect(lazy == full)
        #expect(JSONPrinter().string(lazy) == JSONPrinter().string(full))
        #expect(JSONPrinter(layout: .compact).string(lazy) == JSONPrinter(layout: .compact).string(full))
    }

    /// Counting and indexing step over children without parsing them: strings with brackets, escaped
    /// quotes, nested containers and bare scalars must not throw the count off.
    @Test func aRawArrayCountsAndIndexesWithoutParsingItsElements() throws {
        let text = #"{"data":[1, "a]\"}", {"k":[1,{"x":"]"}]}, [], true, null, -2.5e3 , "é\\", {}]}"#
        let lazy = try JSONParser.parse(Array(text.utf8), keepingRawAbove: 8)
        let full = try JSONParser.parse(Array(text.utf8))
        guard case .raw(let raw) = lazy["data"], case .array(let items)? = full["data"] else { Issue.record("data is not raw"); return }
        #expect(raw.count == items.count)
        #expect(items.count == 9)
        for (index, item) in items.enumerated() { #expect(raw.element(index) == item, "element \(index)") }
        #expect(raw.element(items.count) == nil)
        // A contract failure on a large array says how long it is, counted, not built.
        #expect(ContractViolation.describe(.raw(raw)) == "array of 9")
    }

    @Test func aRawArrayIsCheckedElementByElement() throws {
        let lazy = try JSONParser.parse(Self.envelope(count: 20_000), keepingRawAbove: Body.rawThreshold)
        let lines = try JSONModelDecoder.decode([Line].self, from: lazy["data"] ?? .null)
        #expect(lines.count == 20_000)
        #expect(lines[7] == Line(no: "A7", qty: 7, tags: ["x", "é"]))

        let bad = try JSONParser.parse(Self.envelope(count: 20_000, corruptAt: 12_345), keepingRawAbove: Body.rawThreshold)
        do {
            try ModelContract.decodes([Line].self).validate(bad["data"] ?? .null)
            Issue.record("accepted a mismatching element")
        } catch {
            #expect(error.description.hasPrefix(#"data[12345].qty: expected Int, found string "many""#), "\(error.description)")
        }
    }

    @Test func invalidBytesInsideALargeValueAreAParseError() {
        var bytes = Self.envelope(count: 20_000)
        bytes[bytes.count / 2] = 0x01  // a control character is wrong inside a string and out of one
        #expect(throws: JSONParseError.self) { _ = try JSONParser.parse(bytes, keepingRawAbove: Body.rawThreshold) }
    }
}

/// A large binary body printed as base64 a chunk at a time equals the whole encoding, at every length.
struct Base64StreamingTests {
    @Test(arguments: [0, 1, 2, 3, 4, 5, 49_151, 49_152, 49_153, 300_001])
    func streamedBase64EqualsTheWholeEncoding(count: Int) throws {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var whole: [UInt8] = []
        JSONPrinter.writeString(Base64.encode(bytes), into: &whole)
        var printed: [UInt8] = []
        var collected: [UInt8] = []
        try JSONPrinter(layout: .compact).write(.raw(RawJSON(base64Of: bytes)), into: &printed, flushingAt: 4096) { chunk in
            collected += chunk
            chunk.removeAll(keepingCapacity: true)
        }
        #expect(collected + printed == whole)
        #expect(RawJSON(base64Of: bytes).parsed == .string(Base64.encode(bytes)))
    }
}
