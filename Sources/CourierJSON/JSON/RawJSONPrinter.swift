/// Prints a ``RawJSON`` array or object straight from its validated bytes, byte for byte as ``JSONPrinter``
/// prints the tree those bytes stand for: the structure re-indented, numbers and literals copied as sent,
/// strings re-escaped.
///
/// Parsing each child into a tree and printing that tree was too slow for a large body (issue 24); this
/// builds nothing. What keeps it identical to the tree printer: a string's run without a backslash is its own
/// decoded text, so it is copied when no byte of it needs escaping and goes through the printer's own escaper
/// otherwise; an escape is decoded by the parser's own ``Reader/parseEscape(into:)`` and escaped again; every
/// bracket, comma, newline and colour is written by the rules of ``JSONPrinter``, the status key's colour too.
/// `RawPrintingTests` and the JSON fuzz target compare the two printers on every layout, colour and chunking.
///
/// Output is gathered in a block of its own and appended to `out` a block at a time (then `flush` may take
/// it): appending each token to the array cost more than finding it.
struct RawJSONPrinter {
    /// The raw value's source; the value is validated, so a scan finds its end without checking the count.
    private let source: UnsafeBufferPointer<UInt8>
    private let bytes: UnsafePointer<UInt8>
    private var index: Int
    /// The printer's level of the raw value's own brackets.
    private let level: Int
    private let pretty: Bool
    private let terminal: Bool
    private let colors: JSONColors?
    private let flush: JSONPrinter.Flush?
    /// Output not yet in `out`.
    private let block: UnsafeMutablePointer<UInt8>
    private var used = 0
    /// Per byte inside a string: 0 to copy, 1 to stop at (quote, backslash), 2 for the escaper (controls, DEL,
    /// and for a terminal the first byte of a C1 control or a bidirectional mark).
    private let classes: UnsafePointer<UInt8>
    /// Whether each open container is an object (1) or an array (0), outermost first: the value's own brackets.
    private let stack: UnsafeMutablePointer<UInt8>
    /// One decoded escape.
    private var scratch: [UInt8] = []

    private static let blockSize = 32 << 10
    /// Deeper than anything validated: the parser's limit, and a root array's own level.
    private static let stackSize = JSONParser.maximumDepth + 8

    /// Appends `raw` (an array or object) to `out` as `printer` prints its tree at `level`.
    static func print(_ raw: RawJSON, printer: JSONPrinter, level: Int, flush: JSONPrinter.Flush?, into out: inout [UInt8]) throws {
        try raw.source.withUnsafeBufferPointer { source in
            // The string classes, the open containers (validated, so at most the parser's depth), then the block
            // with room for a word written past its end.
            try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256 + stackSize + blockSize + 8) { memory in
                let classes = memory.baseAddress!
                let stack = classes + 256
                let block = stack + stackSize
                for byte in 0..<256 {
                    let stops = byte == 0x22 || byte == 0x5C
                    let escapes = byte < 0x20 || byte == 0x7F || printer.escapesTerminalControls && (byte == 0xC2 || byte == 0xE2)
                    classes[byte] = stops ? 1 : escapes ? 2 : 0
                }
                var walker = RawJSONPrinter(source: source, index: raw.range.lowerBound, level: level, pretty: printer.layout == .pretty,
                                            terminal: printer.escapesTerminalControls, colors: printer.colors, flush: flush,
                                            block: block, classes: UnsafePointer(classes), stack: stack)
                try walker.print(into: &out)
                try walker.drain(into: &out)
            }
        }
    }

    private init(source: UnsafeBufferPointer<UInt8>, index: Int, level: Int, pretty: Bool, terminal: Bool, colors: JSONColors?,
                 flush: JSONPrinter.Flush?, block: UnsafeMutablePointer<UInt8>, classes: UnsafePointer<UInt8>, stack: UnsafeMutablePointer<UInt8>)
    {
        self.stack = stack
        (self.source, bytes, self.index, self.level, self.pretty, self.terminal) = (source, source.baseAddress!, index, level, pretty, terminal)
        (self.colors, self.flush, self.block, self.classes) = (colors, flush, block, classes)
    }

    private mutating func print(into out: inout [UInt8]) throws {
        var depth = 0  // open containers
        var paintsStatus = false
        while true {
            // A value starts: the raw value itself, an element, or a member's value.
            let isStatus = paintsStatus
            paintsStatus = false
            skipWhitespace()
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                let isObject = byte == UInt8(ascii: "{")
                index += 1
                skipWhitespace()
                try room(2, &out)
                put(byte)
                if bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    put(bytes[index])
                    index += 1
                } else {
                    stack[depth] = isObject ? 1 : 0
                    depth += 1
                    try newline(level + depth, &out)
                    if isObject { paintsStatus = try writeKey(depth: depth, &out) }
                    continue
                }
            } else if byte == UInt8(ascii: "\"") {
                try paint(colors?.string, &out) { this, out in try this.writeString(&out) }
            } else {
                let start = index
                while true {
                    let next = bytes[index]
                    guard next != UInt8(ascii: ","), next != UInt8(ascii: "]"), next != UInt8(ascii: "}"), next > 0x20 else { break }
                    index += 1
                }
                let literal = UnsafeBufferPointer(start: bytes + start, count: index - start)
                let color = colors.map { colors in
                    !(byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10) ? colors.literal
                        : isStatus ? colors.status(String(decoding: literal, as: UTF8.self)) : colors.number
                }
                try paint(color, &out) { this, out in try this.put(literal, &out) }
            }
            // After a value: closing brackets until a comma, which starts the next value (or the end).
            while true {
                guard depth > 0 else { return }
                let isObject = stack[depth - 1] == 1
                skipWhitespace()
                let next = bytes[index]
                index += 1
                if next == UInt8(ascii: ",") {
                    try room(1, &out)
                    put(next)
                    try newline(level + depth, &out)
                    if isObject { paintsStatus = try writeKey(depth: depth, &out) }
                    break
                }
                depth -= 1
                try newline(level + depth, &out)
                try room(1, &out)
                put(next)
            }
        }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while true {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Writes a member's key and colon, leaving the cursor at its value. Returns whether the value, if a
    /// number, is the status the tree printer paints by class (the status key of a top-level object).
    private mutating func writeKey(depth: Int, _ out: inout [UInt8]) throws -> Bool {
        skipWhitespace()
        var isStatus = false
        if level == 0, depth == 1, let colors {
            var reader = Reader(bytes: source)
            reader.index = index
            isStatus = (try? reader.parseString()) == colors.statusKey
        }
        try paint(colors?.key, &out) { this, out in try this.writeString(&out) }
        skipWhitespace()
        index += 1  // ':', checked when the value was validated
        try room(2, &out)
        put(UInt8(ascii: ":"))
        if pretty { put(UInt8(ascii: " ")) }
        return isStatus
    }

    /// `body`'s output between `color` and the reset, or alone without a colour.
    @inline(__always)
    private mutating func paint(_ color: String?, _ out: inout [UInt8], _ body: (inout Self, inout [UInt8]) throws -> Void) throws {
        guard let color, let colors else { return try body(&self, &out) }
        try put(color, &out)
        try body(&self, &out)
        try put(colors.reset, &out)
    }

    /// The string at the cursor, quoted and escaped as the printer escapes its decoded text.
    private mutating func writeString(_ out: inout [UInt8]) throws {
        index += 1
        var start = index
        // Whether a byte of the run needs the escaper.
        var escaping = false
        // The usual string (no escape, no byte to escape, room in the block) is copied as it is.
        var end = start
        while classes[Int(bytes[end])] == 0 { end += 1 }
        let length = end - start
        if bytes[end] == UInt8(ascii: "\""), length + 2 <= Self.blockSize - used {
            let target = block + used
            target[0] = UInt8(ascii: "\"")
            if length <= 16 {
                for offset in 0..<length { target[1 + offset] = bytes[start + offset] }
            } else {
                (target + 1).update(from: bytes + start, count: length)
            }
            target[1 + length] = UInt8(ascii: "\"")
            used += length + 2
            index = end + 1
            return
        }
        index = end
        scanRun(&escaping)
        try room(1, &out)
        put(UInt8(ascii: "\""))
        while true {
            try writeRun(start..<index, escaping: escaping, &out)
            index += 1
            if bytes[index - 1] == UInt8(ascii: "\"") { break }
            scratch.removeAll(keepingCapacity: true)
            var reader = Reader(bytes: source)
            reader.index = index
            try? reader.parseEscape(into: &scratch)  // validated: it cannot fail
            index = reader.index
            try drain(into: &out)
            scratch.withUnsafeBufferPointer { escape($0, into: &out) }
            start = index
            escaping = false
            scanRun(&escaping)
        }
        try room(1, &out)
        put(UInt8(ascii: "\""))
    }

    /// Moves the cursor to the string's next quote or backslash, noting whether a byte on the way needs the escaper.
    @inline(__always)
    private mutating func scanRun(_ escaping: inout Bool) {
        while true {
            let kind = classes[Int(bytes[index])]
            if kind == 1 { return }
            if kind == 2 { escaping = true }
            index += 1
        }
    }

    /// A run of a string without escapes, which is its decoded text, in pieces of at most a block, each cut
    /// before a character's first byte so that a terminal's escapes judge each sequence whole.
    private mutating func writeRun(_ run: Range<Int>, escaping: Bool, _ out: inout [UInt8]) throws {
        var start = run.lowerBound
        while start < run.upperBound {
            var end = min(run.upperBound, start + Self.blockSize / 6)
            while end < run.upperBound, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            let piece = UnsafeBufferPointer(start: bytes + start, count: end - start)
            if escaping {
                try drain(into: &out)
                escape(piece, into: &out)
            } else {
                try put(piece, &out)
            }
            start = end
        }
    }

    private func escape(_ text: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        if terminal {
            JSONPrinter.appendEscapedForTerminal(text, into: &out)
        } else {
            JSONPrinter.appendEscaped(text, into: &out)
        }
    }

    // MARK: The block

    private mutating func newline(_ level: Int, _ out: inout [UInt8]) throws {
        guard pretty else { return }
        let count = 1 + 2 * level
        guard count <= Self.blockSize else {
            try drain(into: &out)
            JSONPrinter.appendNewline(level: level, into: &out)
            return
        }
        try room(count, &out)
        block[used] = 0x0A
        // Spaces a word at a time; the last word may write past them, into room the block keeps for it.
        let spaces = UnsafeMutableRawPointer(block + used + 1)
        var offset = 0
        while offset < count - 1 {
            spaces.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        used += count
    }

    /// Makes room for `count` bytes (at most a block) in the block.
    @inline(__always)
    private mutating func room(_ count: Int, _ out: inout [UInt8]) throws {
        if used + count > Self.blockSize { try drain(into: &out) }
    }

    /// A byte there is room for.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        block[used] = byte
        used += 1
    }

    private mutating func put(_ piece: UnsafeBufferPointer<UInt8>, _ out: inout [UInt8]) throws {
        if piece.count > Self.blockSize - used {
            try drain(into: &out)
            if piece.count > Self.blockSize {
                out.append(contentsOf: piece)
                if let flush, out.count >= flush.threshold { try flush.body(&out) }
                return
            }
        }
        (block + used).update(from: piece.baseAddress!, count: piece.count)
        used += piece.count
    }

    private mutating func put(_ text: String, _ out: inout [UInt8]) throws {
        var text = text
        try text.withUTF8 { try put($0, &out) }
    }

    /// Appends the block to `out`, which `flush` takes once it holds a chunk.
    private mutating func drain(into out: inout [UInt8]) throws {
        out.append(contentsOf: UnsafeBufferPointer(start: block, count: used))
        used = 0
        if let flush, out.count >= flush.threshold { try flush.body(&out) }
    }
}
