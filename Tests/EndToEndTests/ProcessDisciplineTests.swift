import Foundation
import Testing
import TestSupport

/// Signals, pipes, full disks and stdin: Courier never hangs, never dies mid-write, always says why.
struct ProcessDisciplineTests {
    let server: LoopbackServer
    init() throws { server = try LoopbackServer(script: "scripted_server.py") }

    /// Waits (bounded) until the scripted server has seen `count` requests.
    func waitForRequests(_ count: Int) throws {
        let deadline = Date().addingTimeInterval(10)
        while try server.stats().requests < count {
            guard Date() < deadline else { throw CancellationError() }
            usleep(20_000)
        }
    }

    /// The waits a signal cuts short here: a drip with 60 s to go, a `Retry-After` of 20 s. Exiting within half of
    /// the shortest one shows the signal ended the wait, not the wait itself; a slow machine only shortens the margin.
    static let shortestWait = 20.0

    @Test func sigintDuringASlowRequestExits130BeforeTheTransferEnds() throws {
        var signalled = Date.distantFuture
        var cmdline = ""
        let run = CourierRun.run(["--base-url", server.baseURL, "request", "GET", "/drip?every=10&count=6"],
                                 environment: ["COURIER_TOKEN": "cmdline-canary-42"]) { pid in
            try? waitForRequests(1)
            cmdline = HostSystem.commandLine(of: pid)
            signalled = Date()
            kill(pid, SIGINT)
        }
        #expect(run.exitCode == 130)
        #expect(Date().timeIntervalSince(signalled) < Self.shortestWait / 2)
        #expect(run.json?.at("error.category") as? String == "cancelled")
        #expect(run.stderr.contains("cancelled: interrupted"))
        #expect(!cmdline.isEmpty && !cmdline.contains("cmdline-canary-42"))
    }

    /// The signal may land before the wait starts, during it, or on a thread other than the one that waits.
    @Test(arguments: [0, 20_000, 100_000])
    func sigintWhileWaitingToRetryExits130(delayMicroseconds: UInt32) throws {
        var signalled = Date.distantFuture
        let run = CourierRun.run(["--base-url", server.baseURL, "request", "GET", "/flaky?key=wait&fail=5&status=503&after=20"]) { pid in
            try? waitForRequests(1)
            usleep(delayMicroseconds)
            signalled = Date()
            kill(pid, SIGINT)
        }
        #expect(run.exitCode == 130)
        #expect(Date().timeIntervalSince(signalled) < Self.shortestWait / 2)
        #expect(try server.stats().requests == 1)  // and the retry it was waiting for was never sent
    }

    /// Smoke drives every transfer from one loop: Ctrl-C stops the ones in flight, the waiting retries and
    /// the cases not yet started, and the report still comes out whole.
    @Test func sigintDuringASmokeRunExits130AtOnceAndReportsEveryCase() throws {
        let plan = NSTemporaryDirectory() + "courier-sigint-\(UUID().uuidString).smoke"
        let lines = ["request GET '/drip?every=10&count=6'", "request GET '/flaky?key=sigint-smoke&fail=5&status=503&after=20'"]
            + Array(repeating: "request GET '/drip?every=10&count=6'", count: 6)
        try lines.joined(separator: "\n").write(toFile: plan, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: plan) }
        var signalled = Date.distantFuture
        let run = CourierRun.run(["--base-url", server.baseURL, "smoke", plan, "--jobs", "3"]) { pid in
            try? waitForRequests(3)
            signalled = Date()
            kill(pid, SIGINT)
        }
        #expect(run.exitCode == 130)
        #expect(Date().timeIntervalSince(signalled) < Self.shortestWait / 2)
        let cases = try #require(run.json?["cases"] as? [[String: Any]])
        #expect(cases.count == lines.count)
        #expect(cases.allSatisfy { ($0["result"] as? String) != "pass" })
        #expect(cases.contains { ($0["category"] as? String) == "cancelled" })
        #expect(cases.contains { ($0["reason"] as? String)?.contains("interrupted") == true })
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let script = "set -o pipefail; '\(Paths.courier)' --base-url \(server.baseURL) request GET '/items?count=50000' | head -c1 >/dev/null; echo \"status=${PIPESTATUS[0]}\" >&2"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Tool.path("bash"))
        process.arguments = ["-c", script]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(stderr == "status=0\n")
    }

    @Test(.enabled(if: HostSystem.isLinux, "writes to /dev/full, a device only Linux has"))
    func aFullDiskIsAClearError() {
        let run = CourierRun.run(["--base-url", server.baseURL, "request", "GET", "/small.json"], stdoutPath: "/dev/full")
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("cannot write the output: No space left on device"))
    }

    /// A read of the stdin held open would wait until the 10 s watchdog kills the process (exit 137).
    @Test func stdinIsNeverReadUnlessAnOptionAsks() {
        let run = CourierRun.run(["--base-url", server.baseURL, "request", "GET", "/small.json"], timeout: 10, holdingStdinOpen: true)
        #expect(run.exitCode == 0, "\(run.exitCode) \(run.stderr)")
    }
}
