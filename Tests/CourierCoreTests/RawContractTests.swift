import Testing
@testable import CourierJSON

/// A large body's `data` is checked from its bytes, a small one from its tree, both by the one ValueDecoder
/// (through ContractValue): the same body must get the same answer either way, word for word. Each body here is
/// decoded from the full tree and from lazy parses that keep containers raw above several thresholds (0: every
/// container that may be raw is).
struct RawContractTests {
    static let thresholds = [0, 8, 64]

    /// What decoding `json` as `Model` gives: the value, or the violation (its words). Values are compared, not
    /// printed: a dictionary's order differs from one instance to the next.
    static func outcome<Model: Decodable & Equatable>(_ model: Model.Type, _ json: JSON) -> Result<Model, ContractViolation> {
        do throws(ContractViolation) {
            return .success(try JSONModelDecoder.decode(Model.self, from: json))
        } catch {
            return .failure(error)
        }
    }

    /// The outcomes of `Model` from the tree and from each lazy parse.
    static func expectSameOutcomes<Model: Decodable & Equatable>(_ model: Model.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = outcome(Model.self, try JSONParser.parse(text))
        for threshold in thresholds {
            let lazy = try JSONParser.parse(Array(text.utf8), keepingRawAbove: threshold)
            #expect(outcome(Model.self, lazy) == expected, "threshold \(threshold): \(text)", sourceLocation: sourceLocation)
        }
    }

    /// The same for a list, and for the elementwise check of the list contract.
    static func expectSameListOutcomes<Element: Decodable & Equatable & Sendable>(_ element: Element.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectSameOutcomes([Element].self, text, sourceLocation: sourceLocation)
        func check(_ json: JSON) -> String {
            do throws(ContractViolation) {
                try ModelContract.decodes([Element].self).validate(json)
                return "accepted"
            } catch {
                return error.description
            }
        }
        let expected = check(try JSONParser.parse(text))
        for threshold in thresholds {
            let lazy = try JSONParser.parse(Array(text.utf8), keepingRawAbove: threshold)
            #expect(check(lazy) == expected, "elementwise, threshold \(threshold): \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        #"[{"no":"A1","qty":1,"total":1.10,"kind":"paid"},{"no":"B\"2\u00e9","qty":-3,"total":0,"flag":true,"kind":"shipped","tags":["x","é"],"small":-128,"big":18446744073709551615,"ratio":0.5}]"#,
        #"[]"#,
        #"[ {"no" : "A" , "qty" : 5.0 , "total" : 1e2 , "kind" : "paid" } , {"no":"A","qty":1e2,"total":-0,"kind":"paid","big":-0} ]"#,
        #"[{"no":"A","qty":"1","total":1,"kind":"paid"}]"#,
        #"[{"no":"A","qty":1.5,"total":1,"kind":"paid"}]"#,
        #"[{"no":"A","qty":12345678901234567890,"total":1,"kind":"paid"}]"#,
        #"[{"no":"A","qty":1,"total":1e400,"kind":"paid"}]"#,
        #"[{"no":"A","qty":1,"total":1,"kind":"paid","ratio":1e39}]"#,
        #"[{"no":"A","qty":1,"total":1,"kind":"paid","small":300}]"#,
        #"[{"no":"A","qty":1,"total":1,"kind":"paid","big":-1}]"#,
        #"[{"no":"A","qty":-0.0,"total":1,"kind":"paid","big":1.0e1}]"#,
        #"[{"no":"A","qty":1,"total":1,"kind":"lost"}]"#,
        #"[{"no":"A","qty":1,"total":1}]"#,
        #"[{"no":null,"qty":1,"total":1,"kind":"paid"}]"#,
        #"[{"no":"A","qty":1,"total":{"a":[1]},"kind":"paid"}]"#,
        #"[{"no":"A","qty":1,"total":[1,2,[3]],"kind":"paid"}]"#,
        #"[{"no":"A","qty":1,"total":1,"kind":"paid","flag":"yes"}]"#,
        #"[{"no":"A","qty":1,"total":1,"kind":"paid","flag":null,"tags":null}]"#,
        #"[{"no":"A","qty":1,"total":1,"kind":"paid","tags":[1]}]"#,
        #"[{"no":"A","qty":1,"total":1,"kind":"paid","tags":"x"}]"#,
        #"[{"no":1234567890123456789012345678901234567890123456789,"qty":1,"total":1,"kind":"paid"}]"#,
        #"[{"no":"A","qty":"a string of more than forty characters, \"quoted\" and \u0007 escaped","total":1,"kind":"paid"}]"#,
        #"[{"no":"A","no":5,"qty":1,"total":1,"kind":"paid"}]"#,
        #"[{"no":5,"no":"A","qty":1,"total":1,"kind":"paid"}]"#,
        #"[{"n\u006f":"A","qty":1,"total":1,"kind":"paid"}]"#,
        #"[{"no":"A","qty":1,"total":1,"kind":"paid"},null]"#,
        #"[{"no":"A","qty":1,"total":1,"kind":"paid"},[1]]"#,
        #"[{"no":"A","qty":1,"total":1,"kind":"paid"},"x"]"#,
        #"{"no":"A"}"#,
        #""text""#,
        #"null"#,
        #"12"#,
    ])
    func aRowDecodesAlikeFromTreeAndBytes(body: String) throws {
        try Self.expectSameListOutcomes(Row.self, body)
    }

    /// Strings stepped over eight bytes at a time (an escaped quote or a byte not ASCII at any position) and
    /// decimals read from their digits (``NumberLiteral/shortDecimal(_:)``) decode as the tree decodes them.
    @Test(arguments: 0..<20)
    func scannedStringsAndShortDecimalsDecodeAsTheTreeDoes(position: Int) throws {
        let plain = String(repeating: "a", count: position)
        let totals = ["0", "-0", "-0.0", "0.1", "0.3", "1.10", "123456789012345", "999999999999999.9", "0.000000000000001",
                      "1e2", "-12.50", "9007199254740993", "1.7976931348623157e308", "5e-324", "4.35", "0.30000000000000004"]
        let total = totals[position % totals.count]
        try Self.expectSameListOutcomes(Row.self, #"[{"no":"\#(plain)\"q\\","qty":1,"total":\#(total),"kind":"paid"},{"no":"\#(plain)é","qty":2,"total":\#(total),"kind":"shipped"}]"#)
        try Self.expectSameListOutcomes(Row.self, #"[{"no":"\#(plain)","qty":1,"total":"\#(total)","kind":"paid"}]"#)
    }

    /// A short decimal read from its digits is bit for bit what `Double(String)` reads (a zero's sign too); an
    /// exponent or a 16th digit is left to `Double(String)`.
    @Test(arguments: ["0", "-0", "-0.0", "0.1", "0.3", "1.10", "4.35", "123456789012345", "12345678.9012345", "0.000000000000001",
                      "-12.50", "999999999999999", "1e2", "1234567890123456", "0.1234567890123456"])
    func shortDecimalsReadAsDoubleReadsThem(literal: String) {
        let short = Array(literal.utf8).withUnsafeBufferPointer { NumberLiteral.shortDecimal($0) }
        let digits = literal.filter(\.isNumber).count
        if literal.contains("e") || digits > 15 {
            #expect(short == nil)
        } else {
            #expect(short?.bitPattern == Double(literal)?.bitPattern)
        }
    }

    /// Keys are compared as Swift compares strings: an escaped key, a decomposed accent and the Kelvin sign
    /// (canonically `K`) are the keys they spell, in small objects and in indexed large ones.
    @Test(arguments: [
        #"[{"K":1,"café":2}]"#,
        #"[{"\u212a":1,"cafe\u0301":2}]"#,
        "[{\"\u{212A}\":1,\"cafe\u{301}\":2}]",
        #"[{"k":1,"café":2}]"#,
        #"[{"a1":0,"a2":0,"a3":0,"a4":0,"a5":0,"a6":0,"a7":0,"a8":0,"a9":0,"b1":0,"b2":0,"b3":0,"b4":0,"b5":0,"b6":0,"b7":0,"\u212a":1,"K":"no","caf\u00e9":2}]"#,
        #"[{"a1":0,"a2":0,"a3":0,"a4":0,"a5":0,"a6":0,"a7":0,"a8":0,"a9":0,"b1":0,"b2":0,"b3":0,"b4":0,"b5":0,"b6":0,"b7":0,"café":2}]"#,
    ])
    func keysMatchAsSwiftStringsDo(body: String) throws {
        try Self.expectSameListOutcomes(Kelvin.self, body)
    }

    @Test(arguments: [
        #"[{"a":1,"b":2},{},{"a":1,"a":2,"\u0061":3}]"#,
        #"[{"a":"x"}]"#,
        #"[{"a":1},{"b":null}]"#,
        #"{"a":{"b":1}}"#,
    ])
    func aDictionaryDecodesAlike(body: String) throws {
        try Self.expectSameListOutcomes([String: Int].self, body)
    }

    /// Every question a custom `init(from:)` may ask (keys, nulls, presence, nested and super decoders, paths) is
    /// answered alike.
    @Test(arguments: [
        #"[{"a":[1,null,{"b":true,"c":null,"d":[]}],"e":"é\n","f":-1.5e3,"g":18446744073709551616,"h":false}]"#,
        #"{"top":[[[]],{}],"x":{"y":{"z":[0,-0,1e400]}}}"#,
        #"[1,"a",null,true,[null],{"":""}]"#,
    ])
    func everyAnswerToACustomDecoderIsAlike(body: String) throws {
        try Self.expectSameOutcomes(Probe.self, body)
        try Self.expectSameOutcomes([Probe].self, body)
        try Self.expectSameOutcomes([String: Probe].self, body)
    }

    @Test(arguments: [
        #"[{"id":1,"meta":{"first":"a"},"list":[1,null,2]}]"#,
        #"[{"id":1,"meta":{"first":"a"},"list":[1,"2"]}]"#,
        #"[{"id":1,"meta":[],"list":[]}]"#,
        #"[{"id":1,"meta":{"first":"a"},"list":{}}]"#,
        #"[{"id":1,"meta":{"first":"a"}}]"#,
        #"[{"id":1,"meta":{"first":"a"},"list":[],"super":{"id":"x"}}]"#,
        #"[{"id":1,"meta":{"first":"a"},"list":[],"super":{"id":2}}]"#,
    ])
    func nestedAndSuperDecodersAreAlike(body: String) throws {
        try Self.expectSameListOutcomes(Wrapped.self, body)
    }

    /// A model as deep as the parser allows decodes (or fails) alike, without exhausting the stack.
    @Test(arguments: [250, 255])
    func aDeepModelDecodesAlike(levels: Int) throws {
        let body = String(repeating: #"{"inner":["#, count: levels) + String(repeating: "]}", count: levels)
        try Self.expectSameOutcomes(Nest.self, body)
        let bad = String(repeating: #"{"inner":["#, count: levels) + "7" + String(repeating: "]}", count: levels)
        try Self.expectSameOutcomes(Nest.self, bad)
        guard case .failure(let violation) = Self.outcome(Nest.self, try JSONParser.parse(bad)) else { Issue.record("accepted"); return }
        #expect(violation.description.hasSuffix(".inner[0]: expected object, found number 7"), "\(violation)")
    }

    /// An array held raw (the data of a large body, a large element of it) does not know its count ahead; every
    /// other array does, as in the tree.
    @Test func rawArraysDoNotCountAhead() throws {
        let text = #"[[1,2],[3],{"a":[4,5,6]},"x"]"#
        func counts(_ json: JSON) throws -> String { String(describing: try JSONModelDecoder.decode(Counts.self, from: json)) }
        #expect(try counts(JSONParser.parse(text)) == "4 2 1 3")
        #expect(try counts(JSONParser.parse(Array(text.utf8), keepingRawAbove: 1 << 20)) == "4 2 1 3")
        #expect(try counts(JSONParser.parse(Array(text.utf8), keepingRawAbove: 4)) == "nil nil 1 3")
        #expect(try counts(JSONParser.parse(Array(text.utf8), keepingRawAbove: 0)) == "nil nil nil 3")
        let object = #"{"list":[[1,2],[3]],"other":[[1,2]]}"#
        #expect(try counts(JSONParser.parse(Array(object.utf8), keepingRawAbove: 4)) == "nil nil 1 nil nil")
    }
}

private struct Row: Decodable, Equatable, Sendable {
    var no: String
    var qty: Int
    var total: Double
    var flag: Bool?
    var kind: Kind
    var tags: [String]?
    var small: Int8?
    var big: UInt64?
    var ratio: Float?
    enum Kind: String, Decodable { case paid, shipped }
}

private struct Kelvin: Decodable, Equatable, Sendable {
    var K: Int
    var café: Int?
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ text: String) { stringValue = text }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// Decodes any JSON by asking every question a model may ask, and writes the answers down.
private struct Probe: Decodable, Equatable, Sendable, CustomStringConvertible {
    var description: String

    init(from decoder: any Decoder) throws {
        let at = decoder.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var parts: [String] = []
            for key in object.allKeys {
                let isNull = try object.decodeNil(forKey: key)
                let value = try object.decodeIfPresent(Probe.self, forKey: key)
                let text = try? object.decode(String.self, forKey: key)
                parts.append("\(key.stringValue)\(isNull ? "?" : "")=\(value?.description ?? "nil")/\(text ?? "-")")
            }
            parts.append("zz:\(object.contains(AnyKey("zz")))/\(try object.decodeNil(forKey: AnyKey("zz")))")
            if let missing = try? object.decode(Int.self, forKey: AnyKey("zz")) { parts.append("\(missing)") }
            let again = try object.superDecoder().container(keyedBy: AnyKey.self)
            parts.append("super:" + again.allKeys.map(\.stringValue).joined(separator: "+") + again.codingPath.map(\.stringValue).joined())
            description = at + "{" + parts.joined(separator: ",") + "}"
        } else if var list = try? decoder.unkeyedContainer() {
            var parts: [String] = []
            while !list.isAtEnd {
                if try list.decodeNil() { parts.append("nil") } else { parts.append(try list.decode(Probe.self).description) }
            }
            parts.append("end@\(list.currentIndex)")
            do { _ = try list.decode(Int.self) } catch { parts.append("\(error)") }
            description = at + "[" + parts.joined(separator: ",") + "]"
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                description = at + "=null"
            } else if let flag = try? single.decode(Bool.self) {
                description = at + "=\(flag)"
            } else if let number = try? single.decode(Int64.self) {
                description = at + "=\(number)i"
            } else if let number = try? single.decode(UInt64.self) {
                description = at + "=\(number)u"
            } else if let number = try? single.decode(Double.self) {
                description = at + "=\(number)d"
            } else {
                description = at + "=" + (try single.decode(String.self))
            }
        }
    }
}

private struct Wrapped: Decodable, Equatable, Sendable, CustomStringConvertible {
    var description: String
    enum Keys: String, CodingKey { case id, meta, list, `super` }
    enum MetaKeys: String, CodingKey { case first }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let id = try container.decode(Int.self, forKey: .id)
        let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        let first = try meta.decode(String.self, forKey: .first)
        var list = try container.nestedUnkeyedContainer(forKey: .list)
        var rest: [Int] = []
        while !list.isAtEnd {
            if try list.decodeNil() { continue }
            rest.append(try list.decode(Int.self))
        }
        let again = try container.superDecoder().container(keyedBy: Keys.self).decode(Int.self, forKey: .id)
        let inner = try container.superDecoder(forKey: .super).container(keyedBy: Keys.self).decodeIfPresent(Int.self, forKey: .id)
        description = "\(id) \(first) \(rest) \(list.count ?? -1) \(again) \(inner ?? -1)"
    }
}

private struct Nest: Decodable, Equatable, Sendable {
    var inner: [Nest]
}

/// Each array's `count` as its decoder says it, depth first.
private struct Counts: Decodable, Sendable, CustomStringConvertible {
    var description: String

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var parts = [list.count.map(String.init) ?? "nil"]
            while !list.isAtEnd { parts.append(try list.decode(Counts.self).description) }
            description = parts.filter { !$0.isEmpty }.joined(separator: " ")
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
            description = try object.allKeys.map { try object.decode(Counts.self, forKey: $0).description }.filter { !$0.isEmpty }.joined(separator: " ")
        } else {
            description = ""
        }
    }
}
