import Foundation

/// Facts about the system the tests run on.
public enum HostSystem {
    /// Linux: `/proc`, `/dev/full`, network namespaces and GNOME Keyring's secret service on D-Bus are there.
    #if os(Linux)
    public static let isLinux = true
    #else
    public static let isLinux = false
    #endif

    /// `SOCK_STREAM` as `socket(2)` takes it: Glibc imports it as an enum, Darwin as an `Int32`.
    #if canImport(Glibc)
    static let socketStream = Int32(SOCK_STREAM.rawValue)
    #else
    static let socketStream = SOCK_STREAM
    #endif

    /// A process's command line as the system shows it to other users (`/proc/PID/cmdline` on Linux, `ps` elsewhere),
    /// arguments separated by NUL on Linux and by spaces elsewhere; empty when the process is gone.
    public static func commandLine(of pid: Int32) -> String {
        if isLinux { return (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? "" }
        return ((try? shell("ps", ["-ww", "-o", "args=", "-p", String(pid)])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
