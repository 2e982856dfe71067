/// A strict RFC 8259 parser that produces ordered ``JSON`` values and keeps number literals.
///
/// It works on raw bytes so that a large body is parsed once, without copies into `String` first.
/// Strings must be valid UTF-8; nesting is bounded so a hostile body cannot exhaust the stack.
package struct JSONParser {
    /// The deepest nesting accepted; deeper input is an error rather than a stack overflow.
    package static let maximumDepth = 512

    /// Parses one JSON text, surrounded by optional white space.
    /// - Throws: ``JSONParseError`` with the offset, line and column of the first problem.
    package static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSON {
        let result: Result<JSON, JSONParseError>? = bytes.withContiguousStorageIfAvailable { buffer in
            Self.parseBuffer(buffer)
        }
        if let result { return try result.get() }
        let copy = Array(bytes)
        return try copy.withUnsafeBufferPointer { Self.parseBuffer($0) }.get()
    }

    /// Parses one JSON text held in an array: a body, the common case. Not generic, so no generic
    /// `Result` is made at run time: the generic overload's first call scans every protocol conformance in
    /// the program for `JSONParseError: Error`.
    package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSON {
        try bytes.withUnsafeBufferPointer { Self.parseBuffer($0) }.get()
    }

    /// Parses a large body lazily: the root's container children (and a root array) longer than
    /// `threshold` bytes are validated but kept as ``RawJSON``, so a 50 MB envelope becomes a small
    /// tree over the body's own bytes instead of a tree several times the body's size.
    package static func parse(_ bytes: [UInt8], keepingRawAbove threshold: Int) throws(JSONParseError) -> JSON {
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            reader.raw = (source: bytes, threshold: threshold)
            return Self.parse(with: &reader)
        }.get()
    }

    /// Parses a JSON text held in a string.
    package static func parse(_ text: String) throws(JSONParseError) -> JSON {
        try parse(Array(text.utf8))
    }

    private static func parseBuffer(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<JSON, JSONParseError> {
        var reader = Reader(bytes: buffer)
        return parse(with: &reader)
    }

    private static func parse(with reader: inout Reader) -> Result<JSON, JSONParseError> {
        do throws(JSONParseError) {
            reader.skipWhitespace()
            let value = try reader.parseValue(depth: 0)
            reader.skipWhitespace()
            if reader.index != reader.bytes.count { throw reader.error("unexpected data after the JSON value") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }
}
