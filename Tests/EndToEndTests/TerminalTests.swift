import Foundation
import Testing
import TestSupport

/// What reaches a terminal (issue 15, items 13 and 14, and the `-o body` rule of item 5): the binary
/// against terminal_server.py, whose answers carry ESC sequences and line breaks where a server's
/// words are printed, and with its standard streams closed.
struct TerminalTests {
    let server: LoopbackServer
    init() throws { server = try LoopbackServer(script: "terminal_server.py") }

    static func hex(_ text: String) -> String { Array(text.utf8).map { String(format: "%02x", $0) }.joined() }

    /// Hostile text in each place a server's words reach stderr: the reason phrase, the envelope's
    /// message, a `Location` (shown for an unfollowed redirect, and in a refused one).
    static let hostile = [
        "reason=\(hex("Bad\u{1B}]0;pwned\u{7}\u{1B}[2J"))",
        "reason=\(hex("Oops\rcourier: all good"))",
        "message=\(hex("m\u{1B}[31m\ncourier: forged line\r\u{1B}[K"))",
        "message=\(hex("bidi \u{202E}desrever\u{202C} and C1 \u{9B}31m"))",
        "status=302&location=\(hex("/next\u{1B}[2J\rcourier: forged"))",
    ]

    /// (Cases by index: Swift Testing's log would print the escapes themselves.)
    @Test(arguments: hostile.indices)
    func serverTextReachesStderrWithItsControlCharactersEscaped(index: Int) throws {
        for flags in [[String](), ["--follow"], ["-v"]] {
            let run = CourierRun.run(["--base-url", server.baseURL, "--no-retry"] + flags + ["request", "GET", "/x?\(Self.hostile[index])"])
            let shown = Comment(rawValue: run.stderr.debugDescription)
            #expect(run.exitCode != 0 && run.exitCode < 64, shown)
            #expect(run.stderr.hasPrefix("courier: "), shown)
            #expect(run.stderr.split(separator: "\n").count == 1, shown)
            #expect(run.stderr.hasSuffix("\n"), shown)
            #expect(!run.stderr.unicodeScalars.dropLast().contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }, shown)
            // The words are still there, escaped, for the reader.
            #expect(run.stderr.contains("\\x1b") || run.stderr.contains("\\x0d") || run.stderr.contains("\\u{202e}"), shown)
        }
    }

    /// A smoke run prints each case's failure on a progress line and again in the summary: both escaped.
    @Test func smokeProgressAndSummaryLinesAreEscaped() throws {
        let directory = NSTemporaryDirectory() + "courier-terminal-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plan = directory + "/hostile.smoke"
        try Self.hostile.map { "request GET /x?\($0) => ok" }.joined(separator: "\n").write(toFile: plan, atomically: true, encoding: .utf8)
        let run = CourierRun.run(["smoke", plan, "--base-url", server.baseURL, "--no-retry", "--jobs", "1"])
        #expect(run.exitCode == 13)
        let shown = Comment(rawValue: run.stderr.debugDescription)
        #expect(!run.stderr.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }, shown)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("FAIL ") }.count == 2 * Self.hostile.count, shown)
        // The one line under the program's name is smoke's own closing reason; a forged one would be another.
        let count = Self.hostile.count
        #expect(lines.filter { $0.hasPrefix("courier: ") } == ["courier: smoke: \(count) of \(count) case\(count == 1 ? "" : "s") failed"],
                "no forged courier: line")
    }

    /// `>&-`: the document must not land in whatever fd 1 becomes (libcurl's socketpair); the call is
    /// refused before anything is sent, exit 2.
    @Test func aClosedStdoutIsRefusedBeforeAnythingIsSent() throws {
        let scripted = try LoopbackServer(script: "scripted_server.py")
        let run = CourierRun.run(["-c", #"exec "$0" "$@" >&-"#, Paths.courier, "--base-url", scripted.baseURL, "request", "GET", "/echo"],
                                 binary: try Tool.path("sh"))
        #expect(run.exitCode == 2, Comment(rawValue: run.stderr))
        #expect(run.stderr == "courier: usage: standard output is closed; the result has nowhere to go (redirect it: > FILE or > /dev/null)\n")
        #expect(try scripted.stats().connections == 0)
    }

    /// A closed stdin or stderr is opened on /dev/null: the call works, and nothing else takes their place.
    @Test func aClosedStdinOrStderrStillGivesTheDocument() throws {
        let scripted = try LoopbackServer(script: "scripted_server.py")
        for redirect in ["<&-", "2>&-", "<&- 2>&-"] {
            let run = CourierRun.run(["-c", #"exec "$0" "$@" "# + redirect, Paths.courier, "--base-url", scripted.baseURL, "--no-retry", "request", "GET", "/status/500"],
                                     binary: try Tool.path("sh"))
            #expect(run.exitCode == 5, "\(redirect)")
            #expect(run.json?.at("error.category") as? String == "http.server", "\(redirect)")
        }
        let stdin = CourierRun.run(["-c", #"exec "$0" "$@" <&-"#, Paths.courier, "--base-url", scripted.baseURL, "request", "POST", "/echo", "--json", "-"],
                                   binary: try Tool.path("sh"))
        #expect(stdin.exitCode == 2, Comment(rawValue: stdin.stderr))
        #expect(stdin.stderr.hasPrefix("Error: --json is not valid JSON"), Comment(rawValue: stdin.stderr))
    }

    /// `-o body` replays the exact bytes into a pipe or a file, secrets and escapes included; on a
    /// terminal it shows them with secrets scrubbed and control characters escaped.
    @Test func bodyOutputIsExactIntoAPipeAndSafeOnATerminal() throws {
        let token = "canary-body-tty-31"
        let body = Array("start \u{1B}]0;owned\u{7} \(token) \u{1B}[2J end\n".utf8) + [0xFF]
        let query = "/x?status=200&body=" + body.map { String(format: "%02x", $0) }.joined()
        let piped = CourierRun.run(["--base-url", server.baseURL, "-o", "body", "request", "GET", query], environment: ["COURIER_TOKEN": token])
        #expect(piped.stdoutBytes == body)

        let command = "COURIER_TOKEN='\(token)' '\(Paths.courier)' --base-url '\(server.baseURL)' -o body request GET '\(query)'"
        let (output, _) = try PseudoTerminal.run(command)
        let shown = Comment(rawValue: output.debugDescription)
        #expect(output.contains("start \\x1b]0;owned\\x07 [redacted] \\x1b[2J end"), shown)
        #expect(!output.contains(token), shown)
        #expect(!output.contains("\u{1B}"), shown)
    }

    /// The JSON document on a terminal spells out C1 controls and bidi overrides from a server's strings
    /// (valid JSON, the same value); into a pipe the document keeps the characters as they were sent.
    @Test func theDocumentOnATerminalEscapesC1AndBidiControls() throws {
        let message = "bidi \u{202E}desrever\u{202C} isolate \u{2066}x\u{2069} and C1 \u{9B}31m \u{85}"
        let query = "/x?message=" + Self.hex(message)
        let piped = CourierRun.run(["--base-url", server.baseURL, "--no-retry", "request", "GET", query])
        #expect(piped.stdout.contains("\u{202E}") && piped.stdout.contains("\u{9B}"), Comment(rawValue: piped.stdout.debugDescription))

        let command = "'\(Paths.courier)' --base-url '\(server.baseURL)' --no-retry request GET '\(query)'"
        let (output, _) = try PseudoTerminal.run(command)
        let shown = Comment(rawValue: output.debugDescription)
        for escape in ["\\u202e", "\\u202c", "\\u2066", "\\u2069", "\\u009b", "\\u0085"] {
            #expect(output.contains(escape), "\(escape) missing: \(shown)")
        }
        #expect(!output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }, shown)
    }
}
