import Foundation
import Testing
import TestSupport

/// Every fault of fault_server.py ends in the right category and exit code, ended by the fault or by the flag's
/// own time limit (no sooner than that limit, and before the 30 s default could act), with peak memory at most
/// the body cap plus 32 MiB, and no success envelope printed.
/// `COURIER_RECORD_RELIABILITY=1` rewrites docs/Reliability.md from what was observed.
@Suite(.serialized) struct FaultTests {
    struct Fault: Sendable, CustomTestStringConvertible {
        var path: String
        var flags: [String]
        var category: String?
        var exitCode: Int32
        /// The time limit the flags set, in seconds (the default 30 s when none is set).
        var limit: Double
        var cap: Int = 256 << 20
        var note: String
        var testDescription: String { "\(path) (\(note))" }
    }

    static let capped = ["--max-body", "8M"]
    static let faults: [Fault] = [
        Fault(path: "/never", flags: ["--timeout", "1"], category: "transport.timeout", exitCode: 8, limit: 1, note: "never answers"),
        Fault(path: "/drip", flags: ["--timeout", "2"], category: "transport.timeout", exitCode: 8, limit: 2, note: "1 byte every 0.5 s"),
        Fault(path: "/close-early", flags: [], category: "transport.io", exitCode: 7, limit: 30, note: "closes before any reply"),
        Fault(path: "/close-headers", flags: [], category: "transport.io", exitCode: 7, limit: 30, note: "closes mid-headers"),
        Fault(path: "/close-body", flags: [], category: "transport.io", exitCode: 7, limit: 30, note: "closes mid-body (Content-Length)"),
        Fault(path: "/close-chunked", flags: [], category: "transport.io", exitCode: 7, limit: 30, note: "closes mid-body (chunked)"),
        Fault(path: "/reset", flags: [], category: "transport.io", exitCode: 7, limit: 30, note: "TCP reset"),
        Fault(path: "/bad-status", flags: [], category: "transport.io", exitCode: 7, limit: 30, note: "malformed status line"),
        Fault(path: "/no-colon", flags: [], category: "transport.io", exitCode: 7, limit: 30, note: "header line without a colon"),
        Fault(path: "/nul-header", flags: [], category: "transport.io", exitCode: 7, limit: 30, note: "NUL in a header"),
        Fault(path: "/two-lengths", flags: [], category: "transport.io", exitCode: 7, limit: 30, note: "two different Content-Length values"),
        Fault(path: "/bad-chunk", flags: [], category: "transport.io", exitCode: 7, limit: 30, note: "bad chunk size"),
        Fault(path: "/huge-header", flags: [], category: "transport.io", exitCode: 7, limit: 30, note: "one 150 KB header"),
        Fault(path: "/many-headers", flags: [], category: "transport.io", exitCode: 7, limit: 30, note: "5,000 headers"),
        Fault(path: "/endless", flags: capped, category: "transport.io", exitCode: 7, limit: 30, cap: 8 << 20, note: "endless body, --max-body 8M"),
        Fault(path: "/big-length", flags: capped, category: "transport.io", exitCode: 7, limit: 30, cap: 8 << 20, note: "200 MB with a length, --max-body 8M"),
        Fault(path: "/big-close", flags: capped, category: "transport.io", exitCode: 7, limit: 30, cap: 8 << 20, note: "200 MB without a length, --max-body 8M"),
        Fault(path: "/gzip-bomb", flags: capped + ["--compressed"], category: "transport.io", exitCode: 7, limit: 30, cap: 8 << 20, note: "gzip bomb (1000:1), --compressed --max-body 8M"),
        Fault(path: "/loop", flags: ["--follow"], category: "transport.redirects", exitCode: 6, limit: 30, note: "redirect loop, --follow"),
        Fault(path: "/ok", flags: [], category: nil, exitCode: 0, limit: 30, note: "a valid response (control)"),
    ]

    /// The line after which docs/Reliability.md is hand-written and not regenerated.
    static let handWrittenMarker = "<!-- hand-written below: not regenerated -->"

    /// The default time limit: a call that lasts this long was ended by it, not by the fault or the flag's limit.
    static let defaultLimit = 30.0

    /// The time bound's words, for a row of docs/Reliability.md.
    static func bound(_ fault: Fault) -> String {
        (fault.limit < defaultLimit ? "≥ \(String(format: "%g", fault.limit)) s, " : "") + "< \(String(format: "%g", defaultLimit)) s"
    }

    /// One fault against `server`: its expectations, and its row of docs/Reliability.md.
    static func check(_ fault: Fault, server: LoopbackServer) -> String {
        let run = CourierRun.run(["--base-url", server.baseURL, "--no-retry"] + fault.flags + ["request", "GET", fault.path],
                                 timeout: 60, measuringMemory: true)
        let json = run.json
        let category = json?.at("error.category") as? String
        let peak = run.peakMemoryKB ?? Int.max
        let memoryBound = (fault.cap >> 10) + 32 * 1024
        #expect(run.exitCode == fault.exitCode, "\(fault.path): \(run.stderr)")
        #expect(category == fault.category, "\(fault.path)")
        #expect(run.elapsed < Self.defaultLimit, "\(fault.path) took \(run.elapsed) s")
        if fault.limit < Self.defaultLimit { #expect(run.elapsed >= fault.limit, "\(fault.path) took \(run.elapsed) s") }
        if !Paths.isSanitized { #expect(peak <= memoryBound, "\(fault.path) peaked at \(peak) KiB") }
        if fault.category != nil {
            #expect(json?["envelope"] == nil, "\(fault.path) printed a success envelope")
            #expect(run.stderr.hasPrefix("courier: \(fault.category ?? ""): "))
        }
        return "| `\(fault.path)` | \(fault.note) | \(fault.category ?? "ok") / \(fault.exitCode) | \(category ?? "ok") / \(run.exitCode) | "
            + "\(String(format: "%.2f", run.elapsed)) s (\(Self.bound(fault))) | \(peak / 1024) MiB (≤ \(memoryBound / 1024) MiB) |"
    }

    @Test(arguments: FaultTests.faults)
    func eachFaultEndsInTheRightCategoryWithinItsBounds(_ fault: Fault) throws {
        _ = Self.check(fault, server: try LoopbackServer(script: "fault_server.py"))
    }

    /// `make reliability`: every fault once more, and docs/Reliability.md rewritten from what was observed.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["COURIER_RECORD_RELIABILITY"] == "1"))
    func recordReliability() throws {
        let server = try LoopbackServer(script: "fault_server.py")
        let rows = Self.faults.map { Self.check($0, server: server) }
        do {
            let text = """
                # Reliability
                <!-- for Courier's developers: not a help topic -->

                Every fault of `Tests/Servers/fault_server.py` against the built `courier`, as observed by
                `Tests/EndToEndTests/FaultTests.swift` (regenerate: `make reliability`). Each call runs with `--no-retry`;
                the time bound says which limit ended the call, not how fast the machine is: no sooner than the flag's
                own limit, and before the default \(String(format: "%g", Self.defaultLimit)) s; the memory bound is the body cap plus 32 MiB.

                | path | fault | expected category / exit | observed | time | peak memory |
                | --- | --- | --- | --- | --- | --- |
                \(rows.joined(separator: "\n"))

                Also covered elsewhere in `make test`: TLS failures (unknown CA, wrong host, self-signed: `transport.tls`,
                exit 9) in `TLSTests`; cross-origin redirects dropping secrets and https → http refusal in
                `PipelineEndToEndTests` and `TLSTests`; refused input sending nothing (zero connections) in
                `PipelineEndToEndTests`, `ConfigTests` and `RandomArgvBinaryTests`; SIGINT, closed pipes, /dev/full and
                stdin in `ProcessDisciplineTests`.
                """
            // Everything from the marker line on is written by hand (the hostile-input classes) and kept as it is.
            let url = Paths.root.appendingPathComponent("docs/Reliability.md")
            let old = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            let kept = old.range(of: Self.handWrittenMarker).map { String(old[$0.lowerBound...]) } ?? Self.handWrittenMarker + "\n"
            try (text + "\n\n" + kept).write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func faultsSendTheRequestWeThinkTheySend() throws {
        let server = try LoopbackServer(script: "fault_server.py")
        _ = CourierRun.run(["--base-url", server.baseURL, "--no-retry", "-H", "X-Probe: 1", "request", "GET", "/ok"])
        let stats = try JSONSerialization.jsonObject(with: Data(try shell("curl", ["-s", server.baseURL + "/stats"]).utf8)) as? [String: Any]
        #expect(stats?["connections"] as? Int == 1)
        #expect((stats?["received"] as? String)?.contains("X-Probe: 1\r\n") == true)
    }

    /// RFC 9112 §5.2: a folded line continues the previous value; spaces and tabs around a value are not part of it.
    @Test func foldedAndPaddedHeadersArriveAsTheirValues() throws {
        let server = try LoopbackServer(script: "fault_server.py")
        let run = CourierRun.run(["--base-url", server.baseURL, "--no-retry", "request", "GET", "/folded"])
        #expect(run.exitCode == 0)
        #expect(run.json?.at("headers.X-Folded") as? String == "first second")
        #expect(run.json?.at("headers.X-Padded") as? String == "value")
    }

}
