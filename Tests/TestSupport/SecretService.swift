import Foundation

/// A private D-Bus session bus and GNOME Keyring's secret service on it, for the keyring session store's tests: free
/// of the user's own bus and keyring (its own socket, HOME and XDG directories under one temporary directory), the
/// login keyring created and unlocked with a password given on standard input, and both daemons killed on every path.
///
/// Readiness is waited on, never slept for: the bus prints its address when it listens, and `gdbus wait` returns when
/// `org.freedesktop.secrets` has an owner (bounded at 20 s either way).
public final class SecretService: @unchecked Sendable {
    static let tools = ["secret-tool", "gnome-keyring-daemon", "dbus-daemon", "gdbus"]

    /// Whether every tool is on PATH (on Linux, `make test-deps` installs them).
    public static var isAvailable: Bool { Tool.allOnPath(tools) }
    /// For `.enabled(if:)`: on Linux, the tools are there, or this is CI, where their absence must fail the test. GNOME Keyring
    /// on a session bus is the secret service of Linux desktops only: elsewhere (macOS) these tests do not run.
    public static var availableOrCI: Bool { HostSystem.isLinux && (isAvailable || TestTools.isCI) }
    public static var skipReason: String {
        HostSystem.isLinux ? "needs secret-tool, gnome-keyring-daemon, dbus-daemon and gdbus: run make test-deps"
            : "GNOME Keyring on a private D-Bus session bus is a Linux desktop's secret service; this is not Linux"
    }

    /// The temporary directory everything lives in.
    public let root: String
    /// The variables that reach this bus (and nothing of the user's).
    public let environment: [String: String]
    private let bus: Process
    private var keyring: Process?

    public enum StartError: Error, CustomStringConvertible {
        case bus(String), keyring(String)
        public var description: String {
            switch self {
            case .bus(let text): "the private D-Bus session bus did not start: \(text)"
            case .keyring(let text): "gnome-keyring-daemon did not take org.freedesktop.secrets: \(text)"
            }
        }
    }

    /// Starts the bus, and the keyring daemon on it unless `keyring` is false (a bus with no secret service).
    public init(keyring startsKeyring: Bool = true, password: String = "keyring-test-password") throws {
        root = NSTemporaryDirectory() + "courier-keyring-\(UUID().uuidString.prefix(8))"
        let manager = FileManager.default
        for directory in ["run", "services", "keyring-home", "keyring-data"] {
            try manager.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        // Only this socket, and no service files: nothing is activated behind the test's back.
        let config = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:path=\(root)/run/bus</listen>
              <auth>EXTERNAL</auth>
              <servicedir>\(root)/services</servicedir>
              <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>
            </busconfig>
            """
        try config.write(toFile: root + "/bus.conf", atomically: true, encoding: .utf8)
        bus = Process()
        bus.executableURL = URL(fileURLWithPath: try Tool.path("dbus-daemon"))
        bus.arguments = ["--config-file=" + root + "/bus.conf", "--nofork", "--print-address=1"]
        let output = Pipe()
        bus.standardOutput = output
        bus.standardError = FileHandle.nullDevice
        bus.standardInput = FileHandle.nullDevice
        try bus.run()
        guard let address = LoopbackServer.readLine(output.fileHandleForReading, timeout: 20), address.hasPrefix("unix:") else {
            Self.kill(bus)
            try? manager.removeItem(atPath: root)
            throw StartError.bus("no address within 20 s")
        }
        environment = ["DBUS_SESSION_BUS_ADDRESS": address, "XDG_RUNTIME_DIR": root + "/run"]
        guard startsKeyring else { return }
        do {
            try startKeyring(password: password)
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    private func startKeyring(password: String) throws {
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: try Tool.path("gnome-keyring-daemon"))
        daemon.arguments = ["--unlock", "--components=secrets", "--foreground"]
        daemon.environment = environment.merging(["HOME": root + "/keyring-home", "XDG_DATA_HOME": root + "/keyring-data",
                                                  "XDG_CONFIG_HOME": root + "/keyring-home/.config", "PATH": "/usr/bin:/bin"]) { $1 }
        let input = Pipe()
        daemon.standardInput = input
        daemon.standardOutput = FileHandle.nullDevice
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        keyring = daemon
        input.fileHandleForWriting.write(Data(password.utf8))
        try? input.fileHandleForWriting.close()
        let waited = try run("gdbus", ["wait", "--session", "--timeout", "20", "org.freedesktop.secrets"])
        guard waited.status == 0 else { throw StartError.keyring(waited.stderr.isEmpty ? "gdbus wait exited \(waited.status)" : waited.stderr) }
    }

    /// Kills both daemons and removes the directory.
    public func stop() {
        if let keyring { Self.kill(keyring) }
        keyring = nil
        Self.kill(bus)
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Runs `secret-tool ARGS` against this bus (killed after 30 s): its stdout, stderr and exit status.
    public func secretTool(_ arguments: [String], input: String? = nil) throws -> (stdout: String, stderr: String, status: Int32) {
        try run("secret-tool", arguments, input: input)
    }

    /// Locks the login collection as a user's screen lock would (through the Secret Service API itself).
    public func lockLogin() throws -> Int32 {
        try run("gdbus", ["call", "--session", "--dest", "org.freedesktop.secrets", "--object-path", "/org/freedesktop/secrets",
                                   "--method", "org.freedesktop.Secret.Service.Lock", "['/org/freedesktop/secrets/collection/login']"]).status
    }

    /// Runs a tool (found on PATH) with this bus's variables only, killed after 30 s by ``CourierRun``'s watchdog (exit 137).
    public func run(_ tool: String, _ arguments: [String], input: String? = nil) throws -> (stdout: String, stderr: String, status: Int32) {
        let run = CourierRun.run(arguments, environment: environment.merging(["PATH": "/usr/bin:/bin", "HOME": root + "/keyring-home"]) { $1 },
                                 input: input, timeout: 30, binary: try Tool.path(tool))
        return (run.stdout, run.stderr, run.exitCode)
    }

    /// SIGKILL (see ``LoopbackServer/stop()``: a SIGTERM may be blocked in a child Foundation started).
    private static func kill(_ process: Process) {
        if process.isRunning {
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
