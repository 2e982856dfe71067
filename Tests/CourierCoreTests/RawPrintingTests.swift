import Testing
import TestSupport
@testable import CourierJSON

/// A large body's containers print from their bytes (JSONWriter over a ByteSource), a small body's from its tree
/// (over a TreeSource): every body must print the same bytes either way, in every layout, with and without colours
/// and terminal escapes, whole or handed out in chunks.
struct RawPrintingTests {
    static let colors = JSONColors(key: "<k>", string: "<s>", number: "<n>", literal: "<l>", reset: "</>",
                                   success: "<2xx>", redirect: "<3xx>", failure: "<other>")
    static let printers: [JSONPrinter] = [JSONPrinter.Layout.pretty, .compact].flatMap { layout in
        [nil, colors].flatMap { colors in
            [false, true].map { JSONPrinter(layout: layout, colors: colors, escapesTerminalControls: $0) }
        }
    }

    /// What `printer` writes of `value` at `level`, whole, or (with `chunk`) through a flush at that size.
    static func printed(_ value: JSON, _ printer: JSONPrinter, level: Int = 0, chunk: Int? = nil) -> [UInt8] {
        var out: [UInt8] = []
        guard let chunk else {
            printer.write(value, into: &out, level: level)
            return out
        }
        var collected: [UInt8] = []
        try? printer.write(value, into: &out, flushingAt: chunk) { piece in
            collected += piece
            piece.removeAll(keepingCapacity: true)
        }
        return collected + out
    }

    /// A long string handed out in small chunks still escapes a terminal's bidirectional mark (three bytes) and C1
    /// control (two) whole: a piece never ends inside a character, however small the chunk (the fuzzer's 7 did).
    @Test(arguments: [1, 2, 7, 13])
    func aChunkedStringEscapesForATerminalAsAWholeOneDoes(chunk: Int) {
        let value = JSON.string("Sezt*0\u{202A}**=*sok \u{9B}x \u{2112}\u{202E}\u{1F600}!")
        let printer = JSONPrinter(layout: .compact, escapesTerminalControls: true)
        let whole = Self.printed(value, printer)
        #expect(String(decoding: whole, as: UTF8.self).contains("\\u202a"))
        #expect(Self.printed(value, printer, chunk: chunk) == whole, "chunk \(chunk)")
    }

    /// The text as one raw value (its root container), as a large body's `data` is kept, or `nil` for a scalar.
    static func rawRoot(_ text: String) -> JSON? {
        let bytes = Array(text.utf8)
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        guard let start = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }),
              bytes[start] == UInt8(ascii: "[") || bytes[start] == UInt8(ascii: "{") else { return nil }
        return .raw(RawJSON(source: bytes, range: start..<(last + 1), threshold: 0))
    }

    /// Prints `text` from its tree and from its bytes (the whole text raw, and lazy parses at several thresholds)
    /// with every printer, at two levels, whole and in chunks; all must be equal.
    static func expectSamePrints(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let tree = try JSONParser.parse(text)
        var raws: [JSON] = try [0, 8, 64].map { try JSONParser.parse(Array(text.utf8), keepingRawAbove: $0) }
        if let root = rawRoot(text) { raws.append(root) }
        for printer in printers {
            for (level, chunk) in [(0, nil), (2, nil), (0, 16), (0, 4096)] {
                let expected = printed(tree, printer, level: level, chunk: chunk)
                for raw in raws where printed(raw, printer, level: level, chunk: chunk) != expected {
                    let shown = String(decoding: printed(raw, printer, level: level, chunk: chunk), as: UTF8.self)
                    Issue.record("\(printer.layout), colors \(printer.colors != nil), terminal \(printer.escapesTerminalControls), level \(level), chunk \(chunk ?? 0): \(text.prefix(200))\nexpected \(String(decoding: expected, as: UTF8.self).prefix(400))\nprinted  \(shown.prefix(400))", sourceLocation: sourceLocation)
                    return
                }
            }
        }
    }

    @Test(arguments: [
        // Every escape JSON has, and what each decodes to printed back.
        #"["\" \\ \/ \b \f \n \r \t", "\u0000\u0001\u001f\u001F\u0020\u007f\u007F", "\u0080\u0085\u009b\u009f\u00a0\u00e9\u00E9"]"#,
        #"["\u2028\u2029\u202a\u202A\u202e\u202f\u2066\u2069\u206a\u2065", "\ud83d\ude80\uD83D\uDE80\udbff\udfff\ud800\udc00", "\uffff\ufeff\u0041"]"#,
        // The same characters sent as UTF-8: DEL, C1 controls, bidirectional marks, four-byte characters.
        "[\"\u{7F}\", \"\u{80}\u{85}\u{9B}\u{9F}\u{A0}é\", \"\u{202A}\u{202E}\u{202F}\u{2066}\u{2069}\u{206A}\u{2029}\", \"🚀订单\u{10FFFF}\"]",
        "[\"a\u{9B}\\n\u{202E}\\u202e\u{85}\\\"\", \"\\\\\u{2066}\"]",
        // Keys escaped too, and the status key of a top-level object painted by class.
        #"{"status": 200, "st\u0061tus": 301, "\u00e9\n": "x", "": null}"#,
        #"{"status":404,"data":{"status":200}}"#,
        #"{"status":[200],"other":-1.5e3}"#,
        #"{"status":"200"}"#,
        #"{"status":{"status":200}}"#,
        #"{"a":1,"status":299.5}"#,
        // Empty containers and white space of every kind, anywhere.
        "[ ]", "{ \n\t\r }", "[[],{},[{}],{\"a\":[]}, [ [ ] ] ]",
        " \n\t\r[ \n\t\r1 \n\t\r, \n\t\r{ \n\t\r\"k\" \n\t\r: \n\t\r\"v\" \n\t\r} \n\t\r] \n\t\r",
        // Numbers and literals as sent.
        "[-0, 0, 1.10, 1e400, 1E+5, 0.5e-3, -12345678901234567890123, true, false, null]",
        #"{"t":true,"f":false,"n":null,"x":[true,[false,[null]]]}"#,
        // Repeated keys kept in order.
        #"{"a":1,"a":2,"b":{"a":3,"a":[4]}}"#,
    ])
    func aRawValuePrintsAsItsTree(text: String) throws {
        try Self.expectSamePrints(text)
    }

    @Test func deepNestingPrintsAsItsTree() throws {
        let depth = JSONParser.maximumDepth - 2
        try Self.expectSamePrints(String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth))
        try Self.expectSamePrints(String(repeating: #"{"a\"":"#, count: 100) + "[]" + String(repeating: "}", count: 100))
        try Self.expectSamePrints(String(repeating: #"[{"k":["#, count: 60) + "{}" + String(repeating: "]}]", count: 60))
    }

    /// Strings longer than a chunk are handed out in pieces: cuts must fall between characters, and an escape,
    /// a multi-byte character or a terminal control at a piece's edge must come out whole.
    @Test func hugeStringsPrintAsTheirTree() throws {
        let plain = String(repeating: "abcdefghij", count: 1_000)
        let mixed = String(repeating: "é\u{85}x\u{202E}🚀\u{7F}\\n\\u0085\\ud83d\\ude80\\\"", count: 300)
        let escapes = String(repeating: #"\u0001"#, count: 2_000)
        for body in [plain, mixed, escapes] {
            try Self.expectSamePrints("[\"\(body)\", {\"\(body)\": \"\(body)\"}]")
        }
    }

    /// Random documents, written with random white space and random spellings of each character (as sent,
    /// or as a `\u` escape in either case), from pieces chosen to be hostile.
    @Test func randomDocumentsPrintAsTheirTrees() throws {
        var random = SplitMix(state: 24)
        for _ in 0..<300 {
            var text = ""
            RandomDocument.write(depth: 0, into: &text, using: &random)
            try Self.expectSamePrints(text)
        }
    }
}

/// Writes random JSON for ``RawPrintingTests``.
enum RandomDocument {
    static let characters: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "/", "\u{0}", "\u{8}", "\u{9}", "\u{A}", "\u{C}", "\u{D}",
                                               "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{A0}", "é", "\u{2028}",
                                               "\u{202A}", "\u{202E}", "\u{202F}", "\u{2066}", "\u{2069}", "订", "🚀", "\u{10FFFF}", "\u{FEFF}"]
    static let numbers = ["0", "-0", "7", "-12.50", "1e400", "2E-3", "123456789012345678901234567890"]
    static let spaces = ["", "", "", " ", "\n", "\t", "\r\n  "]

    static func write(depth: Int, into text: inout String, using random: inout SplitMix) {
        text += spaces.randomElement(using: &random)!
        switch Int.random(in: 0..<(depth > 6 ? 5 : 8), using: &random) {
        case 0: text += numbers.randomElement(using: &random)!
        case 1: text += ["true", "false", "null"].randomElement(using: &random)!
        case 2, 3, 4: writeString(into: &text, using: &random)
        case 5, 6:
            text += "["
            for index in 0..<Int.random(in: 0..<5, using: &random) {
                if index > 0 { text += "," }
                write(depth: depth + 1, into: &text, using: &random)
            }
            text += spaces.randomElement(using: &random)! + "]"
        default:
            text += "{"
            for index in 0..<Int.random(in: 0..<5, using: &random) {
                if index > 0 { text += "," }
                text += spaces.randomElement(using: &random)!
                if Int.random(in: 0..<4, using: &random) == 0 { text += "\"status\"" } else { writeString(into: &text, using: &random) }
                text += spaces.randomElement(using: &random)! + ":"
                write(depth: depth + 1, into: &text, using: &random)
            }
            text += spaces.randomElement(using: &random)! + "}"
        }
        text += spaces.randomElement(using: &random)!
    }

    static func writeString(into text: inout String, using random: inout SplitMix) {
        text += "\""
        for _ in 0..<Int.random(in: 0..<12, using: &random) {
            let scalar = characters.randomElement(using: &random)!
            let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !mustEscape: text.unicodeScalars.append(scalar)
            case 1 where scalar == "\"" || scalar == "\\" || scalar == "/": text += "\\" + String(scalar)
            case 2 where scalar == "\u{A}": text += "\\n"
            default: text += escaped(scalar, uppercase: Bool.random(using: &random))
            }
        }
        text += "\""
    }

    /// `\uXXXX`, a surrogate pair above the basic plane.
    static func escaped(_ scalar: Unicode.Scalar, uppercase: Bool) -> String {
        let units = Array(String(scalar).utf16)
        return units.map { unit in
            let hex = String(unit, radix: 16, uppercase: uppercase)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }
}
