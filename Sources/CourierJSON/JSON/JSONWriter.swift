/// The one walk behind ``JSONPrinter``: every value, a tree or a container kept as its bytes, is printed by
/// ``walk(_:level:_:)`` from the tokens its ``JSONPrintSource`` hands out. Brackets, commas, new lines, colours
/// (the status key's too) and escapes are decided here alone; a source only says what comes next.
///
/// Output is gathered in a block of its own and appended to `out` a block at a time (then `flush` may take
/// it): appending each token to the array cost more than finding it.
struct JSONWriter {
    private let pretty: Bool
    private let terminal: Bool
    private let colors: JSONColors?
    /// Whether there are `colors`: asked first on every token, so that the plain path never copies the optional.
    private let isPainted: Bool
    private let flush: JSONPrinter.Flush?
    /// Output not yet in `out`.
    private let block: UnsafeMutablePointer<UInt8>
    private var used = 0
    /// Per byte inside a string: 0 to copy, 1 for a quote or backslash (where an encoded string stops; escaped in
    /// text), 2 for the escaper (controls, DEL, and for a terminal the first byte of a C1 control or a
    /// bidirectional mark).
    private let classes: UnsafePointer<UInt8>
    /// The open containers of the one ``ByteSource`` walked at a time.
    private let stack: UnsafeMutablePointer<UInt8>
    /// One decoded escape.
    private var scratch: [UInt8] = []

    private static let blockSize = 32 << 10

    /// Appends `value` to `out` as `printer` prints it at `level`.
    static func write(_ value: JSON, printer: JSONPrinter, level: Int, flush: JSONPrinter.Flush?, into out: inout [UInt8]) throws {
        // The string classes, the open containers of a byte source, then the block with room for a word written past its end.
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256 + ByteSource.stackSize + blockSize + 8) { memory in
            let classes = memory.baseAddress!
            let stack = classes + 256
            let block = stack + ByteSource.stackSize
            for byte in 0..<256 {
                let stops = byte == 0x22 || byte == 0x5C
                let escapes = byte < 0x20 || byte == 0x7F || printer.escapesTerminalControls && (byte == 0xC2 || byte == 0xE2)
                classes[byte] = stops ? 1 : escapes ? 2 : 0
            }
            var writer = JSONWriter(pretty: printer.layout == .pretty, terminal: printer.escapesTerminalControls, colors: printer.colors,
                                    flush: flush, block: block, classes: UnsafePointer(classes), stack: stack)
            var source = TreeSource(value)
            try writer.walk(&source, level: level, &out)
            try writer.drain(into: &out)
        }
    }

    private init(pretty: Bool, terminal: Bool, colors: JSONColors?, flush: JSONPrinter.Flush?, block: UnsafeMutablePointer<UInt8>,
                 classes: UnsafePointer<UInt8>, stack: UnsafeMutablePointer<UInt8>)
    {
        (self.pretty, self.terminal, self.colors, self.flush, isPainted) = (pretty, terminal, colors, flush, colors != nil)
        (self.block, self.classes, self.stack) = (block, classes, stack)
    }

    /// Writes the value `source` starts with, its own brackets at `level`.
    private mutating func walk<Source: JSONPrintSource>(_ source: inout Source, level: Int, _ out: inout [UInt8]) throws {
        var depth = 0  // open containers
        var paintsStatus = false
        while true {
            // A value starts: the first, an element, or a member's value.
            let isStatus = paintsStatus
            paintsStatus = false
            switch source.enter() {
            case .open(let isObject, let isEmpty):
                try room(2, &out)
                put(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
                if isEmpty {
                    put(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                } else {
                    depth += 1
                    try newline(level + depth, &out)
                    if isObject { paintsStatus = try key(&source, isTop: level == 0 && depth == 1, &out) }
                    continue
                }
            case .string:
                if isPainted, let colors { try put(colors.string, &out) }
                try source.writeString(&self, &out)
                if isPainted, let colors { try put(colors.reset, &out) }
            case .number:
                try source.writeScalar(&self, isNumber: true, isStatus: isStatus, &out)
            case .literal:
                try source.writeScalar(&self, isNumber: false, isStatus: false, &out)
            case .bytes:
                // Straight from its validated bytes: no tree, not even one child's.
                let raw = source.takeRaw()
                try raw.source.withUnsafeBufferPointer { buffer in
                    var bytes = ByteSource(buffer, at: raw.range.lowerBound, stack: stack)
                    try walk(&bytes, level: level + depth, &out)
                }
            case .base64:
                let raw = source.takeRaw()
                if let colors { try put(colors.string, &out) }
                try drain(into: &out)
                try JSONPrinter.writeBase64(raw.source, into: &out, flush: flush)
                if let colors { try put(colors.reset, &out) }
            }
            // After a value: closing brackets until a comma, which starts the next value (or the end).
            while true {
                guard depth > 0 else { return }
                let step = source.next()
                if case .end(let isObject) = step {
                    depth -= 1
                    try newline(level + depth, &out)
                    try room(1, &out)
                    put(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                    continue
                }
                try room(1, &out)
                put(UInt8(ascii: ","))
                try newline(level + depth, &out)
                if case .member = step { paintsStatus = try key(&source, isTop: level == 0 && depth == 1, &out) }
                break
            }
        }
    }

    /// Writes a member's key and colon, leaving the source at its value. Returns whether the value, if a number,
    /// is the status painted by class: the status key of a top-level object.
    private mutating func key<Source: JSONPrintSource>(_ source: inout Source, isTop: Bool, _ out: inout [UInt8]) throws -> Bool {
        var isStatus = false
        if isPainted, let colors {
            isStatus = isTop && source.keyIs(colors.statusKey)
            try put(colors.key, &out)
            try source.writeKey(&self, &out)
            try put(colors.reset, &out)
        } else {
            try source.writeKey(&self, &out)
        }
        try room(2, &out)
        put(UInt8(ascii: ":"))
        if pretty { put(UInt8(ascii: " ")) }
        return isStatus
    }

    /// A number or literal as received, in its colour: a number by its class when it is the status.
    @inline(__always)
    mutating func writeScalar(_ literal: UnsafeBufferPointer<UInt8>, isNumber: Bool, isStatus: Bool, _ out: inout [UInt8]) throws {
        guard isPainted, let colors else { return try put(literal, &out) }
        try put(!isNumber ? colors.literal : isStatus ? colors.status(String(decoding: literal, as: UTF8.self)) : colors.number, &out)
        try put(literal, &out)
        try put(colors.reset, &out)
    }

    // MARK: Strings

    /// A string's decoded text, quoted and escaped.
    mutating func writeText(_ text: String, _ out: inout [UInt8]) throws {
        var text = text
        try text.withUTF8 { utf8 in
            var escaping = false
            for byte in utf8 where classes[Int(byte)] != 0 {
                escaping = true
                break
            }
            guard escaping || utf8.count + 2 > Self.blockSize - used else {
                block[used] = UInt8(ascii: "\"")
                if !utf8.isEmpty { (block + used + 1).update(from: utf8.baseAddress!, count: utf8.count) }
                block[used + 1 + utf8.count] = UInt8(ascii: "\"")
                used += utf8.count + 2
                return
            }
            try room(1, &out)
            put(UInt8(ascii: "\""))
            try writeRun(utf8, escaping: escaping, &out)
            try room(1, &out)
            put(UInt8(ascii: "\""))
        }
    }

    /// The string encoded in `source` at `index` (its opening quote), quoted and escaped as its decoded text is;
    /// `index` moves past it. A run without a backslash is its own decoded text, so it is copied when no byte of it
    /// needs escaping; an escape is decoded by the parser's own ``Reader/parseEscape(into:)`` and escaped again.
    mutating func writeEncoded(_ source: UnsafeBufferPointer<UInt8>, at index: inout Int, _ out: inout [UInt8]) throws {
        let bytes = source.baseAddress!
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
        scanRun(bytes, &index, &escaping)
        try room(1, &out)
        put(UInt8(ascii: "\""))
        while true {
            try writeRun(UnsafeBufferPointer(start: bytes + start, count: index - start), escaping: escaping, &out)
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
            scanRun(bytes, &index, &escaping)
        }
        try room(1, &out)
        put(UInt8(ascii: "\""))
    }

    /// Moves `index` to the string's next quote or backslash, noting whether a byte on the way needs the escaper.
    @inline(__always)
    private func scanRun(_ bytes: UnsafePointer<UInt8>, _ index: inout Int, _ escaping: inout Bool) {
        while true {
            let kind = classes[Int(bytes[index])]
            if kind == 1 { return }
            if kind == 2 { escaping = true }
            index += 1
        }
    }

    /// Decoded text, in pieces of at most a block, each cut before a character's first byte so that a terminal's
    /// escapes judge each sequence whole.
    private mutating func writeRun(_ run: UnsafeBufferPointer<UInt8>, escaping: Bool, _ out: inout [UInt8]) throws {
        var start = 0
        while start < run.count {
            var end = min(run.count, start + Self.blockSize / 6)
            while end < run.count, end > start + 1, run[end] & 0xC0 == 0x80 { end -= 1 }
            let piece = UnsafeBufferPointer(rebasing: run[start..<end])
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
        guard let base = piece.baseAddress else { return }
        (block + used).update(from: base, count: piece.count)
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
