#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CourierCore

/// Writes the result to stdout and diagnostics to stderr, with every secret scrubbed from both.
///
/// stdout carries only the JSON result. A closed pipe (`| head -c1`) ends quietly; a full disk is an error.
struct Console {
    var secrets: [String] = []

    enum WriteFailure: Error {
        /// The reader went away: not worth a message.
        case closedPipe
        case failed(String)
    }

    /// Writes `bytes` and (unless `raw`) a newline to stdout.
    func output(_ bytes: [UInt8], raw: Bool = false) throws(WriteFailure) {
        var bytes = Self.scrub(bytes, secrets: secrets)
        if !raw { bytes.append(0x0A) }
        try Self.write(bytes, to: 1)
    }

    /// Writes a plain text line to stdout (help, version, completion scripts).
    func outputText(_ text: String) throws(WriteFailure) {
        try Self.write(Array((text.hasSuffix("\n") ? text : text + "\n").utf8), to: 1)
    }

    /// One diagnostic line (or a few, for usage errors) to stderr; failures to write it are ignored.
    func diagnostic(_ text: String) {
        let line = Redaction.scrub(text, secrets: secrets)
        try? Self.write(Array((line.hasSuffix("\n") ? line : line + "\n").utf8), to: 2)
    }

    static func write(_ bytes: [UInt8], to fd: Int32) throws(WriteFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { throw .closedPipe }
                throw .failed(String(cString: strerror(errno)))
            }
            offset += written
        }
    }

    /// Replaces each secret's bytes with `[redacted]`, wherever it stands (also inside server echoes).
    static func scrub(_ bytes: [UInt8], secrets: [String]) -> [UInt8] {
        var bytes = bytes
        for secret in secrets where secret.utf8.count >= 4 {
            let needle = Array(secret.utf8)
            guard let first = needle.first else { continue }
            var out: [UInt8] = []
            var index = 0
            var changed = false
            while index < bytes.count {
                if bytes[index] == first, index + needle.count <= bytes.count, bytes[index..<index + needle.count].elementsEqual(needle) {
                    out.append(contentsOf: Redaction.placeholder.utf8)
                    index += needle.count
                    changed = true
                } else {
                    out.append(bytes[index])
                    index += 1
                }
            }
            if changed { bytes = out }
        }
        return bytes
    }
}
