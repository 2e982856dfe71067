import CourierPlatform
import CourierCore
import CurlTransport

/// Writes the result to stdout and diagnostics to stderr, with every secret scrubbed from both.
///
/// stdout carries only the JSON result. A closed pipe (`| head -c1`) ends quietly; a full disk is an error.
/// Everything for stderr passes ``diagnostic(_:)``, ``diagnostic(lines:)`` or ``progress(_:final:)``, which
/// escape control characters, so no server text (a reason phrase, an envelope message, a `Location`) can
/// drive the terminal or forge a `courier:` line, whichever call site prints it.
struct Console {
    var secrets: [String] = []
    /// Courier's own sentences in the document, left whole by the scrub: the message and hint of an error whose
    /// evidence holds no secret (``CourierError/carriedSecrets(of:)``), where any secret found is one of their words.
    var ownWords: [String] = []
    /// The program's name, which starts every diagnostic line (`shop: http.not_found: …` in a team's CLI).
    var program = "courier"

    enum WriteFailure: Error {
        /// The reader went away: not worth a message.
        case closedPipe
        /// Ctrl-C (or SIGTERM) while printing: stop, exit 130.
        case interrupted
        case failed(String)
    }

    /// Writes `bytes` and (unless `raw`) a newline to stdout.
    ///
    /// `raw` bytes (`--output body`) go out exactly as received when stdout is a file or a pipe; on a
    /// terminal they are shown, not replayed: secrets scrubbed and control characters escaped. Text
    /// (a selected string) always has its secrets scrubbed, and its control characters escaped on a terminal.
    func output(_ bytes: [UInt8], raw: Bool = false) throws(WriteFailure) {
        let terminal = Platform.isTerminal(1)
        if raw {
            try Self.write(terminal ? Self.forTerminal(SecretScrubber(secrets).scrub(bytes)) : bytes, to: 1)
            return
        }
        let scrubbed = SecretScrubber(secrets).scrub(bytes)
        try Self.write(terminal ? Self.forTerminal(scrubbed) : scrubbed, to: 1)
        try Self.write([0x0A], to: 1)
    }

    /// Bytes as a terminal may show them: invalid UTF-8 as U+FFFD, every control character but
    /// newline and tab escaped (``Redaction/printable(_:)``).
    static func forTerminal(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        return Array(text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map { Redaction.printable(String($0)) }.joined(separator: "\t") }
            .joined(separator: "\n").utf8)
    }

    /// Prints a JSON value in 64 KiB chunks, so memory stays flat however large the document.
    func stream(_ value: JSON, printer: JSONPrinter) throws(WriteFailure) {
        try stream(printer: printer) { printer, buffer, flush in
            try printer.write(value, into: &buffer, flushingAt: Self.chunk, flush: flush)
        }
    }

    /// Prints a JSON document that `write` makes piece by piece into the buffer it is given, calling the flush it is
    /// given whenever the buffer holds ``chunk`` bytes or more (a smoke run's document, one case at a time).
    func stream(printer: JSONPrinter, _ write: (JSONPrinter, inout [UInt8], (inout [UInt8]) throws -> Void) throws -> Void) throws(WriteFailure) {
        // On a terminal, strings spell out the controls it would act on (C1, bidi overrides) as `\u` escapes.
        var printer = printer
        if Platform.isTerminal(1) { printer.escapesTerminalControls = true }
        var stream = ScrubbingStream(fd: 1, secrets: secrets, keeping: ownWords.flatMap { Self.printedForms(of: $0, printer: printer) })
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.chunk + 4096)
        // An interrupt before the document started (the report of a smoke run Ctrl-C ended) lets it finish;
        // one that arrives while it streams stops it.
        let interruptsBefore = Interrupts.count
        do {
            try write(printer, &buffer) { chunk in
                if Interrupts.count != interruptsBefore { throw WriteFailure.interrupted }
                try stream.write(&chunk)
            }
            buffer.append(0x0A)
            try stream.write(&buffer)
            try stream.finish()
        } catch let failure as WriteFailure {
            throw failure
        } catch {
            throw .failed("\(error)")
        }
    }

    static let chunk = 64 << 10

    /// `text` as it may stand in the document's bytes: as it is, and as `printer` writes it inside a JSON string.
    private static func printedForms(of text: String, printer: JSONPrinter) -> [[UInt8]] {
        let quoted = Array(printer.string(.string(text)).utf8)
        let inside = Array(quoted.dropFirst().dropLast())
        return inside == Array(text.utf8) ? [inside] : [Array(text.utf8), inside]
    }

    /// Writes a plain text line to stdout (help, version, completion scripts, a TAP report), secrets scrubbed.
    func outputText(_ text: String) throws(WriteFailure) {
        try Self.write(Array(Redaction.scrub(text.hasSuffix("\n") ? text : text + "\n", secrets: secrets).utf8), to: 1)
    }

    /// One diagnostic line to stderr, secrets scrubbed and every control character escaped (a newline
    /// in it shows as `\x0a`: it cannot start a line of its own); failures to write it are ignored.
    func diagnostic(_ text: String) {
        diagnostic(lines: [text])
    }

    /// Several diagnostic lines (a usage error, a summary), each scrubbed and escaped on its own; `secrets` names
    /// fewer than ``secrets`` for lines whose values were scrubbed as they were worded (``warning(_:)``), or that can
    /// show only some (``report(_:)``), so Courier's own words stay.
    func diagnostic(lines: [String], secrets: [String]? = nil) {
        let scrubber = SecretScrubber(secrets ?? self.secrets)
        // Straight into bytes: joining the lines into one String first cost as much again (a smoke run's progress lines).
        var bytes: [UInt8] = []
        for line in lines {
            var printable = Redaction.printable(scrubber.scrub(line))
            printable.withUTF8 { bytes.append(contentsOf: $0) }
            bytes.append(0x0A)
        }
        try? Self.write(bytes, to: 2)
    }

    /// A usage error as ``ErrorMessage`` renders it: its three lines (the input it echoes is already escaped there).
    func diagnostic(usage rendered: String) {
        diagnostic(lines: rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// A live progress line on a terminal: it replaces the previous one (`\r`, erase line), and `final`
    /// ends it with a newline. The line itself is scrubbed and escaped like any diagnostic.
    func progress(_ line: String, final: Bool) {
        let text = "\r\u{1B}[K" + Redaction.printable(Redaction.scrub(line, secrets: secrets)) + (final ? "\n" : "")
        try? Self.write(Array(text.utf8), to: 2)
    }

    /// Writes every byte to `fd` (short writes and `EINTR` are retried by ``Platform/writeAll(_:_:)``).
    static func write(_ bytes: some Collection<UInt8>, to fd: Int32) throws(WriteFailure) {
        let problem: PlatformError?
        if let written = bytes.withContiguousStorageIfAvailable({ Platform.writeAll(fd, UnsafeRawBufferPointer($0)) }) {
            problem = written
        } else {
            problem = Platform.writeAll(fd, Array(bytes))
        }
        guard let problem else { return }
        if problem.isBrokenPipe { throw .closedPipe }
        throw .failed(problem.text)
    }
}

/// stdout in chunks with secrets scrubbed (``SecretScrubber``), also where a secret straddles two chunks:
/// the last (longest secret − 1) bytes are held back until the next chunk or the end.
struct ScrubbingStream {
    let fd: Int32
    let scrubber: SecretScrubber
    /// Texts whose secrets stay (``Console/ownWords``).
    let kept: [[UInt8]]
    /// Bytes held back: a secret, or a kept text, split between two chunks is still found whole.
    let holdBack: Int
    var held: [UInt8] = []

    init(fd: Int32, secrets: [String], keeping kept: [[UInt8]] = []) {
        self.fd = fd
        scrubber = SecretScrubber(secrets)
        self.kept = kept
        holdBack = max(0, max(scrubber.longest, kept.map(\.count).max() ?? 0) - 1)
    }

    /// Writes what is safe to write of `chunk` and empties it.
    mutating func write(_ chunk: inout [UInt8]) throws(Console.WriteFailure) {
        defer { chunk.removeAll(keepingCapacity: true) }
        guard !scrubber.isEmpty else {
            try Console.write(chunk, to: fd)
            return
        }
        let data = scrubber.scrub(held + chunk, keeping: kept)
        let keep = min(holdBack, data.count)
        try Console.write(data[..<(data.count - keep)], to: fd)
        held = Array(data[(data.count - keep)...])
    }

    mutating func finish() throws(Console.WriteFailure) {
        try Console.write(scrubber.scrub(held, keeping: kept), to: fd)
        held = []
    }
}
