import CourierCore

/// A response's header block as libcurl hands it over, line by line: the last status line, the fields, whether the
/// block ended, and why it is refused when it is hostile (too many fields, a fold before the first field, a
/// Content-Length that is not one number). A state machine without I/O.
struct HeaderBlock {
    private(set) var status = 0
    /// Whether a status line arrived (its code may still be unreadable).
    private(set) var sawStatusLine = false
    private(set) var reason = ""
    private(set) var headers = HTTPHeaders()
    /// The final block's Content-Length when it is one plain number: a hint to stop growing the body buffer
    /// at, never a size to reserve (a server may announce 100 GB and send 16 bytes).
    private(set) var announcedLength: Int?
    /// Whether the final block ended with its blank line (a close mid-headers leaves it false).
    private(set) var isComplete = false
    /// Why the block is refused: a malformed or hostile header block.
    private(set) var problem: String?
    /// Continuation lines in the current block, counted with its fields against the limit.
    private var foldedLines = 0
    /// The current block's Content-Length fields as they arrived: the first value, and whether every one so far was
    /// that same plain number (and none was folded), so the common block is judged without reading its fields again.
    private var firstLength: String?
    private var lengthsPlain = true
    /// More header fields than this is a hostile response, not an API.
    static let maxHeaderFields = 1000

    /// One header line from libcurl, CRLF included. A new status line starts a new header block
    /// (after 1xx interim responses or a followed redirect), so only the final block is kept.
    /// Returns false to abort the transfer (the reason is in ``problem``).
    mutating func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        let line = UnsafeRawBufferPointer(rebasing: bytes[0..<end])
        if Self.isStatusLine(line) {
            // HTTP/1.1 200 OK: the code after the version, the reason after the code (extra spaces skipped,
            // as libcurl skips them; libcurl's own reading of the code is the one reported).
            var codeStart = line.firstIndex(of: Self.space) ?? line.count
            while codeStart < line.count, line[codeStart] == Self.space { codeStart += 1 }
            let codeEnd = line[codeStart...].firstIndex(of: Self.space) ?? line.count
            status = Int(String(decoding: UnsafeRawBufferPointer(rebasing: line[codeStart..<codeEnd]), as: UTF8.self)) ?? 0
            reason = codeEnd < line.count
                ? String(decoding: UnsafeRawBufferPointer(rebasing: line[(codeEnd + 1)...]), as: UTF8.self) : ""
            sawStatusLine = true
            headers = HTTPHeaders()
            // One allocation for a usual block (an API's responses carry 5 to 15 fields), not four as it grows.
            headers.reserveCapacity(adding: 16)
            foldedLines = 0
            firstLength = nil
            lengthsPlain = true
            announcedLength = nil
            isComplete = false
            return true
        }
        guard !line.isEmpty else {
            isComplete = true
            return checkContentLength()
        }
        if headers.count + foldedLines >= Self.maxHeaderFields {
            problem = "more than \(Self.maxHeaderFields) response header fields"
            return false
        }
        if line[0] == Self.space || line[0] == Self.tab, headers.count == 0, !isComplete {
            problem = Self.leadingWhitespace
            return false
        }
        if line[0] == Self.space || line[0] == Self.tab, let last = headers.fields.last {
            // obs-fold (RFC 9112 §5.2): a continuation of the previous value. Counted as a field: each fold
            // copies the value, so a flood of one-byte folds would otherwise cost quadratic time.
            foldedLines += 1
            if HTTPHeaders.sameName(last.name, "Content-Length") { lengthsPlain = false }
            headers.remove(last.name)
            headers.add(last.name, last.value + " " + Self.trimmed(line))
            return true
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return true }
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: line[..<colon]), as: UTF8.self)
        let value = Self.trimmed(UnsafeRawBufferPointer(rebasing: line[(colon + 1)...]))
        headers.add(name, value)
        if HTTPHeaders.sameName(name, "Content-Length") {
            if !isComplete { announcedLength = Int(value) }
            if let firstLength { lengthsPlain = lengthsPlain && value == firstLength } else { lengthsPlain = Self.length(value) != nil }
            if firstLength == nil { firstLength = value }
        }
        return true
    }

    /// Whether `line` starts with `HTTP/` (a status line): five bytes compared.
    private static func isStatusLine(_ line: UnsafeRawBufferPointer) -> Bool {
        line.count >= 5 && line[0] == UInt8(ascii: "H") && line[1] == UInt8(ascii: "T") && line[2] == UInt8(ascii: "T")
            && line[3] == UInt8(ascii: "P") && line[4] == UInt8(ascii: "/")
    }

    /// RFC 9112 §2.2: a recipient must reject whitespace between the start line and the first field (or skip
    /// such lines unread). libcurl 7.88 reports it as CURLE_BAD_FUNCTION_ARGUMENT, before calling us.
    static let leadingWhitespace = "whitespace before the first header field (RFC 9112 §2.2)"

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    /// The bytes without leading and trailing spaces and tabs, as a string.
    private static func trimmed(_ bytes: UnsafeRawBufferPointer) -> String {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == space || bytes[start] == tab { start += 1 }
        while end > start, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// RFC 9112 §6.3: a Content-Length that is not a number (or a list of one number) leaves the body's end
    /// unknown, and two different values make it ambiguous (request smuggling's classic). Both are malformed.
    private mutating func checkContentLength() -> Bool {
        // The common case (none, or one plain number, maybe repeated), as the fields arrived.
        guard !lengthsPlain else { return true }
        var distinct: [Int] = []
        for value in headers.values(for: "Content-Length") {
            for element in value.split(separator: ",", omittingEmptySubsequences: false) {
                guard let length = Self.length(String(element).trimmingSpaces) else {
                    problem = "Content-Length '\(Redaction.printable(value))' is not a length: the body's end is unknown"
                    return false
                }
                if !distinct.contains(length) { distinct.append(length) }
            }
        }
        guard distinct.count > 1 else { return true }
        problem = "conflicting Content-Length headers (\(distinct.sorted().map(String.init).joined(separator: ", "))): the body's end is ambiguous"
        return false
    }

    /// 1*DIGIT that fits in 63 bits.
    private static func length(_ text: some StringProtocol) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(text)
    }
}
