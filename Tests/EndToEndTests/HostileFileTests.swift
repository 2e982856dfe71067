import Foundation
import Testing
import TestSupport

/// Files and input the user names are hostile too: a FIFO never ends, stdin may never come, a token file
/// may be readable by everyone. Courier refuses or warns in one line, and Ctrl-C always works.
struct HostileFileTests {
    let server: LoopbackServer
    let directory: String

    init() throws {
        server = try LoopbackServer(script: "scripted_server.py")
        directory = NSTemporaryDirectory() + "courier-files-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func fifo(_ name: String) -> String {
        let path = directory + "/" + name
        mkfifo(path, 0o600)
        return path
    }

    enum Place: String, CaseIterable { case tokenFileFlag, tokenFileVariable, jsonAtFile, projectConfig, cacert }

    /// A FIFO with no writer: opening it blocking waits for ever, reading it never ends, so only a refusal
    /// exits 2; a wait would last until the 10 s watchdog kills the process (exit 137).
    @Test(arguments: Place.allCases, [false, true])
    func aFIFOIsRefusedAtOnceWhereverAFileIsRead(place: Place, dryRun: Bool) throws {
        let path = fifo("pipe-\(place.rawValue)")
        var arguments = ["--base-url", server.baseURL, "request", "POST", "/echo"]
        var environment: [String: String] = [:]
        switch place {
        case .tokenFileFlag: arguments += ["--token-file", path]
        case .tokenFileVariable: environment["COURIER_TOKEN_FILE"] = path
        case .jsonAtFile: arguments += ["--json", "@" + path]
        case .projectConfig: try FileManager.default.moveItem(atPath: path, toPath: directory + "/courier.json")
        case .cacert: arguments += ["--cacert", path]
        }
        if dryRun { arguments.append("--dry-run") }
        let run = CourierRun.run(arguments, environment: environment, timeout: 10, directory: directory)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("a FIFO, not a regular file"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count <= 3)
        #expect(try server.stats().connections == 0)
    }

    @Test(arguments: ["/dev/zero", "/dev/null", "/"])
    func aDeviceOrDirectoryIsNoTokenFile(path: String) throws {
        let run = CourierRun.run(["--base-url", server.baseURL, "--token-file", path, "users", "profile"], timeout: 10)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains("not a regular file"), "\(run.stderr)")
        #expect(try server.stats().connections == 0)
    }

    /// Waits (bounded) until the process's main thread sleeps in a read or poll of its input.
    static func waitUntilWaitingForInput(_ pid: Int32) {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let channel = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? ""
            if channel.contains("pipe_read") || channel.contains("poll") { return }
            usleep(10_000)
        }
    }

    /// stdin held open with nothing written: only the signal can end the wait, so exit 130 is the proof; had
    /// the signal not ended it, the 10 s watchdog would have killed the process (exit 137).
    @Test(.enabled(if: HostSystem.isLinux, "knows the read has begun from /proc/PID/wchan, which only Linux has"),
          arguments: [["--token", "-", "users", "profile"], ["request", "POST", "/echo", "--json", "-"]], [SIGINT, SIGTERM])
    func aSignalEndsAWaitForStandardInputWithExit130(arguments: [String], signal: Int32) throws {
        let run = CourierRun.run(["--base-url", server.baseURL] + arguments, timeout: 10, holdingStdinOpen: true) { pid in
            Self.waitUntilWaitingForInput(pid)
            kill(pid, signal)
        }
        #expect(run.exitCode == 130, "\(run.stderr)")
        #expect(run.stderr == "courier: cancelled: interrupted\n")
        #expect(try server.stats().connections == 0)
    }

    @Test(arguments: [(0o644, true), (0o640, true), (0o604, true), (0o600, false), (0o400, false)])
    func aTokenFileOthersCanReadWarnsAsSSHDoes(mode: Int, warns: Bool) throws {
        let path = directory + "/token"
        try "mode-token-8123\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, mode_t(mode))
        let run = CourierRun.run(["--base-url", server.baseURL, "--token-file", path, "request", "GET", "/echo"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let octal = "0" + String(mode, radix: 8)
        let warning = "courier: warning: token file '\(path)' is readable by other users (mode \(octal)); run chmod 600 on it\n"
        #expect(run.stderr == (warns ? warning : ""), "\(run.stderr)")
        #expect(!run.stdout.contains("mode-token-8123") && !run.stderr.contains("mode-token-8123"))
    }
}
