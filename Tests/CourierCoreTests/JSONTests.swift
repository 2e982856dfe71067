import Testing
@testable import CourierCore

struct JSONTests {
    /// Input → compact output: order, literals, escapes and unicode survive.
    @Test(arguments: [
        (#"{"b":1,"a":2}"#, #"{"b":1,"a":2}"#),
        (#"{"a":1,"a":2}"#, #"{"a":1,"a":2}"#),
        (#"[1.10, 1e400, 12345678901234567890, -0, 0.5E-3]"#, #"[1.10,1e400,12345678901234567890,-0,0.5E-3]"#),
        (#""\u00e9\n\t\"\\\/""#, "\"é\\n\\t\\\"\\\\/\""),
        (#""\ud83d\ude80""#, "\"🚀\""),
        (#""订单""#, "\"订单\""),
        (#""\u0001\u007f""#, #""\u0001\u007f""#),
        ("  {\n}  ", "{}"),
        ("[]", "[]"),
        ("[[],{},[{}]]", "[[],{},[{}]]"),
        ("true", "true"),
        ("null", "null"),
        (#"{"x":{"y":{"z":[false,null,"s"]}}}"#, #"{"x":{"y":{"z":[false,null,"s"]}}}"#),
    ])
    func roundTripsCompactly(input: String, expected: String) throws {
        let value = try JSONParser.parse(input)
        #expect(JSONPrinter(layout: .compact).string(value) == expected)
        // Printing and parsing again is stable.
        #expect(try JSONParser.parse(expected) == value)
    }

    /// Numbers written straight to bytes (smoke's document) read as `String(value)` spells them, at both ends of Int.
    @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345_678, -1, -10, 1_000_000_000_000, Int.max, Int.min, Int.min + 1])
    func decimalsAreWrittenAsStringSpellsThem(value: Int) {
        var out: [UInt8] = [UInt8(ascii: "x")]
        JSONPrinter.appendDecimal(value, into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "x" + String(value))
    }

    @Test func prettyPrintsWithTwoSpacesAndEmptyContainersInline() throws {
        let value = try JSONParser.parse(#"{"a":[1,{"b":null}],"c":{},"d":[]}"#)
        let expected = """
            {
              "a": [
                1,
                {
                  "b": null
                }
              ],
              "c": {},
              "d": []
            }
            """
        #expect(JSONPrinter().string(value) == expected)
    }

    @Test(arguments: [
        ("", "unexpected end of input"),
        ("{", "unexpected end of input inside an object"),
        ("{,}", "expected a string key"),
        (#"{"a" 1}"#, "expected ':'"),
        ("[1,]", "unexpected character ']'"),
        ("01", "leading zero"),
        ("1.", "expected a digit after '.'"),
        ("-", "expected a digit"),
        ("1e", "exponent"),
        ("tru", "expected 'true'"),
        ("\"abc", "unterminated string"),
        ("\"a\u{01}\"", "control character"),
        (#""\x""#, "invalid escape"),
        (#""\ud800""#, "unpaired surrogate"),
        ("[1] 2", "unexpected data after"),
        ("NaN", "unexpected character"),
    ])
    func rejectsInvalidJSONWithAReason(input: String, reason: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(input) }
        do {
            _ = try JSONParser.parse(input)
        } catch {
            #expect(error.reason.contains(reason), "\(error.reason)")
        }
    }

    /// Strings are scanned eight bytes at a time (WordScan): a quote, an escape, a control byte or a byte that is
    /// not ASCII reads as it did byte by byte wherever it falls in or around a word, errors at the same offset.
    @Test(arguments: 0..<20)
    func readsSpecialBytesAtAnyPositionOfAString(position: Int) throws {
        let plain = String(repeating: "a", count: position)
        let tail = "bcdefghijklmnop"
        #expect(try JSONParser.parse("\"\(plain)\"") == .string(plain))
        #expect(try JSONParser.parse("[\"\(plain)\",\"\(tail)\"]") == .array([.string(plain), .string(tail)]))
        #expect(try JSONParser.parse("\"\(plain)\\n\\\"\(tail)\"") == .string(plain + "\n\"" + tail))
        #expect(try JSONParser.parse("\"\(plain)é\(tail)\"") == .string(plain + "é" + tail))
        do {
            _ = try JSONParser.parse("\"\(plain)\u{01}\(tail)\"")
            Issue.record("accepted a control byte")
        } catch {
            #expect(error.reason.contains("control character"))
            #expect(error.offset == position + 1)
        }
        let invalid = Array("\"\(plain)".utf8) + [0xFF] + Array("\(tail)\"".utf8)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(invalid) }
    }

    @Test func rejectsInvalidUTF8InStrings() {
        let bytes: [UInt8] = [0x22, 0xFF, 0xFE, 0x22]
        #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
    }

    @Test func reportsLineAndColumn() {
        do {
            _ = try JSONParser.parse("{\n  \"a\": tru\n}")
            Issue.record("parsed invalid JSON")
        } catch {
            #expect(error.line == 2)
            #expect(error.column == 8)
        }
    }

    @Test func boundsNestingInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect((try? JSONParser.parse(fine)) != nil)
    }

    @Test func dictionaryLiteralsKeepWrittenOrder() {
        let value: JSON = ["z": 1, "a": "x", "m": [true, nil]]
        #expect(JSONPrinter(layout: .compact).string(value) == #"{"z":1,"a":"x","m":[true,null]}"#)
    }
}
