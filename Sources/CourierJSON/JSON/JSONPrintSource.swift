/// What ``JSONWriter`` walks: one value's tokens, in order, whatever holds them. ``TreeSource`` reads a tree,
/// ``ByteSource`` a container kept as its validated bytes (``RawJSON``); the writer decides everything that is
/// written around them (brackets, commas, new lines, colours), so both print alike by construction.
protocol JSONPrintSource {
    /// Starts the value at the cursor: a container is entered (and left again when it is empty).
    mutating func enter() -> JSONPrintToken
    /// After a child of the innermost open container: the next child, or the container's end (which leaves it).
    mutating func next() -> JSONPrintStep
    /// At an object's member: whether its key is `name`.
    mutating func keyIs(_ name: String) -> Bool
    /// At an object's member: writes its key, quoted and escaped, and moves to its value.
    mutating func writeKey(_ writer: inout JSONWriter, _ out: inout [UInt8]) throws
    /// At a string (``JSONPrintToken/string``): writes it, quoted and escaped, and moves past it.
    mutating func writeString(_ writer: inout JSONWriter, _ out: inout [UInt8]) throws
    /// At a number or a literal: writes its text as received (``JSONWriter/writeScalar(_:isNumber:isStatus:_:)``),
    /// and moves past it.
    mutating func writeScalar(_ writer: inout JSONWriter, isNumber: Bool, isStatus: Bool, _ out: inout [UInt8]) throws
    /// At ``JSONPrintToken/bytes`` or ``JSONPrintToken/base64``: the value kept as bytes, moving past it.
    mutating func takeRaw() -> RawJSON
}

/// The value a ``JSONPrintSource`` starts.
enum JSONPrintToken {
    /// An array or object, entered unless it is empty.
    case open(isObject: Bool, isEmpty: Bool)
    case string
    case number
    /// `true`, `false` or `null`.
    case literal
    /// A container of a tree kept as its bytes (``JSONPrintSource/takeRaw()``), which the writer walks with a ``ByteSource``.
    case bytes
    /// A string that is the base64 of bytes (``JSONPrintSource/takeRaw()``), encoded as it is written.
    case base64
}

/// What follows a child of a container.
enum JSONPrintStep {
    case member, element
    /// The container ends; `isObject` says which bracket closes it.
    case end(isObject: Bool)
}

/// A tree's tokens, its open containers on a stack.
struct TreeSource: JSONPrintSource {
    private enum Container {
        case array([JSON])
        case object([JSON.Member])
    }

    private var containers: [Container] = []
    private var indices: [Int] = []
    private var current: JSON
    private var key = ""

    init(_ value: JSON) { current = value }

    mutating func enter() -> JSONPrintToken {
        switch current {
        case .null, .bool: return .literal
        case .number: return .number
        case .string: return .string
        case .array(let items):
            guard let first = items.first else { return .open(isObject: false, isEmpty: true) }
            containers.append(.array(items))
            indices.append(0)
            current = first
            return .open(isObject: false, isEmpty: false)
        case .object(let members):
            guard let first = members.first else { return .open(isObject: true, isEmpty: true) }
            containers.append(.object(members))
            indices.append(0)
            (key, current) = (first.key, first.value)
            return .open(isObject: true, isEmpty: false)
        case .raw(let raw):
            return raw.isBase64 ? .base64 : .bytes
        }
    }

    mutating func next() -> JSONPrintStep {
        let index = indices[indices.count - 1] + 1
        switch containers[containers.count - 1] {
        case .array(let items):
            if index < items.count {
                indices[indices.count - 1] = index
                current = items[index]
                return .element
            }
            containers.removeLast()
            indices.removeLast()
            return .end(isObject: false)
        case .object(let members):
            if index < members.count {
                indices[indices.count - 1] = index
                (key, current) = (members[index].key, members[index].value)
                return .member
            }
            containers.removeLast()
            indices.removeLast()
            return .end(isObject: true)
        }
    }

    mutating func keyIs(_ name: String) -> Bool { key == name }

    mutating func writeKey(_ writer: inout JSONWriter, _ out: inout [UInt8]) throws { try writer.writeText(key, &out) }

    mutating func writeString(_ writer: inout JSONWriter, _ out: inout [UInt8]) throws {
        guard case .string(let text) = current else { return }
        try writer.writeText(text, &out)
    }

    mutating func writeScalar(_ writer: inout JSONWriter, isNumber: Bool, isStatus: Bool, _ out: inout [UInt8]) throws {
        let word: StaticString
        switch current {
        case .number(var literal):
            return try literal.withUTF8 { try writer.writeScalar($0, isNumber: true, isStatus: isStatus, &out) }
        case .bool(true): word = "true"
        case .bool(false): word = "false"
        default: word = "null"
        }
        try writer.writeScalar(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount), isNumber: false, isStatus: false, &out)
    }

    mutating func takeRaw() -> RawJSON {
        guard case .raw(let raw) = current else { preconditionFailure("takeRaw() at \(current.kindName)") }
        return raw
    }
}

/// The tokens of a ``RawJSON`` array or object, read from its validated bytes: a scan finds each token's end
/// without checking the count, and nothing is built.
struct ByteSource: JSONPrintSource {
    private let source: UnsafeBufferPointer<UInt8>
    private let bytes: UnsafePointer<UInt8>
    private var index: Int
    /// Whether each open container is an object (1) or an array (0), outermost first.
    private let stack: UnsafeMutablePointer<UInt8>
    private var depth = 0

    /// Deeper than anything validated: the parser's limit, and a root array's own level.
    static let stackSize = JSONParser.maximumDepth + 8

    /// The value starting at `index` of `source`; `stack` holds ``stackSize`` bytes.
    init(_ source: UnsafeBufferPointer<UInt8>, at index: Int, stack: UnsafeMutablePointer<UInt8>) {
        (self.source, bytes, self.index, self.stack) = (source, source.baseAddress!, index, stack)
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

    @inline(__always)
    mutating func enter() -> JSONPrintToken {
        skipWhitespace()
        let byte = bytes[index]
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
            let isObject = byte == UInt8(ascii: "{")
            index += 1
            skipWhitespace()
            if bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                index += 1
                return .open(isObject: isObject, isEmpty: true)
            }
            stack[depth] = isObject ? 1 : 0
            depth += 1
            return .open(isObject: isObject, isEmpty: false)
        }
        if byte == UInt8(ascii: "\"") { return .string }
        return byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10 ? .number : .literal
    }

    @inline(__always)
    mutating func next() -> JSONPrintStep {
        let isObject = stack[depth - 1] == 1
        skipWhitespace()
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: ",") { return isObject ? .member : .element }
        depth -= 1
        return .end(isObject: isObject)
    }

    mutating func keyIs(_ name: String) -> Bool {
        skipWhitespace()
        var reader = Reader(bytes: source)
        reader.index = index
        return (try? reader.parseString()) == name
    }

    @inline(__always)
    mutating func writeKey(_ writer: inout JSONWriter, _ out: inout [UInt8]) throws {
        skipWhitespace()
        try writer.writeEncoded(source, at: &index, &out)
        skipWhitespace()
        index += 1  // ':', checked when the value was validated
    }

    @inline(__always)
    mutating func writeString(_ writer: inout JSONWriter, _ out: inout [UInt8]) throws {
        try writer.writeEncoded(source, at: &index, &out)
    }

    @inline(__always)
    mutating func writeScalar(_ writer: inout JSONWriter, isNumber: Bool, isStatus: Bool, _ out: inout [UInt8]) throws {
        let start = index
        while true {
            let next = bytes[index]
            guard next != UInt8(ascii: ","), next != UInt8(ascii: "]"), next != UInt8(ascii: "}"), next > 0x20 else { break }
            index += 1
        }
        try writer.writeScalar(UnsafeBufferPointer(start: bytes + start, count: index - start), isNumber: isNumber, isStatus: isStatus, &out)
    }

    /// Bytes hold no value kept as bytes.
    mutating func takeRaw() -> RawJSON { preconditionFailure("a validated text holds no raw value") }
}
