#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Running a helper program (`secret-tool`) to its end: its input written to a pipe, never to argv; its output read
/// into a bounded buffer; killed when it outlives its time, prints too much, or Ctrl-C arrives (part of the one
/// platform file set).
///
/// Why not `posix_spawnp` and a blocking read: a helper that hangs (a keyring waiting on a prompt nobody answers, a
/// bus that never replies) or floods its pipe must end as an error Courier words, never as Courier hanging with it.
extension Platform {
    /// How a child ended.
    package enum ChildEnd: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)
        /// It outlived its time and was killed.
        case timedOut
        /// It printed more than the limit on standard output and was killed.
        case tooMuchOutput
        /// SIGINT, SIGTERM or SIGHUP arrived while it ran; it was killed.
        case interrupted
    }

    /// What a child printed and how it ended. `stderr` keeps only its first 4 KiB.
    package struct ChildResult: Sendable {
        package var end: ChildEnd
        package var stdout: [UInt8]
        package var stderr: [UInt8]
    }

    /// The first executable regular file called `name` in the `:`-separated directories of `searchPath`, as a shell
    /// finds a command (an empty entry is the working directory, as POSIX says); `nil` when none is.
    package static func findExecutable(_ name: String, searchPath: String) -> String? {
        for directory in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
            let path = (directory.isEmpty ? "." : String(directory)) + "/" + name
            if kind(followingLinks: path) == .regular, access(path, X_OK) == 0 { return path }
        }
        return nil
    }

    /// Runs `executable` with `arguments` (argv[0] is the executable's path) and this process's environment but the
    /// variables whose names start with one of `withheldPrefixes` (a program's own, which may hold its secrets: `SHOP_TOKEN`, `COURIER_TOKEN`),
    /// `input` on its standard input, until it exits or `timeout` seconds pass. Signals Courier ignores or handles
    /// are reset to their defaults in the child, so it dies of a closed pipe or Ctrl-C as a shell's child would.
    /// - Parameter outputLimit: the most bytes of standard output kept; past it, the child is killed.
    /// - Returns: how it ended and what it printed, or why it could not be started.
    package static func runChild(_ executable: String, arguments: [String], input: [UInt8], timeout: Double, outputLimit: Int,
                                 withholding withheldPrefixes: [String], isInterrupted: () -> Bool) -> Result<ChildResult, PlatformError>
    {
        guard !(([executable] + arguments).contains { $0.utf8.contains(0) }) else { return .failure(PlatformError(code: EINVAL)) }
        var pipes: [(read: Int32, write: Int32)] = []
        for _ in 0..<3 {
            guard let pair = closeOnExecPipe() else {
                let error = PlatformError(code: errno)
                for pair in pipes { close(pair.read); close(pair.write) }
                return .failure(error)
            }
            pipes.append(pair)
        }
        let (stdin, stdout, stderr) = (pipes[0], pipes[1], pipes[2])
        // A parent that ignores SIGCHLD hands that on through exec, and the kernel would then reap the child before
        // waitpid sees how it ended: the default is restored first (Courier handles no SIGCHLD of its own).
        signal(SIGCHLD, SIG_DFL)
        let spawned = spawn(executable, arguments: arguments, withholding: withheldPrefixes, stdin: stdin.read, stdout: stdout.write, stderr: stderr.write)
        close(stdin.read); close(stdout.write); close(stderr.write)
        guard case .success(let pid) = spawned else {
            close(stdin.write); close(stdout.read); close(stderr.read)
            if case .failure(let error) = spawned { return .failure(error) }
            return .failure(PlatformError(code: EINVAL))
        }
        _ = fcntl(stdin.write, F_SETFL, fcntl(stdin.write, F_GETFL) | O_NONBLOCK)
        var exchange = ChildExchange(input: input, stdin: stdin.write, stdout: stdout.read, stderr: stderr.read, outputLimit: outputLimit)
        let deadline = monotonicSeconds() + timeout
        let end = exchange.run(pid: pid, deadline: deadline, isInterrupted: isInterrupted)
        return .success(ChildResult(end: end, stdout: exchange.output, stderr: exchange.errors))
    }

    /// Seconds on a clock that never jumps (`CLOCK_MONOTONIC`), for deadlines.
    package static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private static func closeOnExecPipe() -> (read: Int32, write: Int32)? {
        // Glibc's module does not show pipe2: a child spawned by another thread between the two calls may inherit an end for
        // its life, which delays this one's end of file, never past the deadline.
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return (fds[0], fds[1])
    }

    /// `posix_spawn(3)` with the three pipe ends as the child's standard streams (every other descriptor Courier
    /// opens is close-on-exec), an empty signal mask and default actions for the signals Courier ignores or handles.
    private static func spawn(_ executable: String, arguments: [String], withholding withheldPrefixes: [String], stdin: Int32, stdout: Int32,
                              stderr: Int32) -> Result<pid_t, PlatformError>
    {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        // Only those three: a descriptor Courier inherited without close-on-exec (a parent's socket, another pipe)
        // is not the helper's to hold, nor a process the helper leaves behind, which would keep it open for its life.
        // (glibc's module does not show posix_spawn_file_actions_addclosefrom_np: each open one is closed by name; a
        // close that finds one already gone is no error to glibc. Darwin closes all but these with CLOEXEC_DEFAULT.)
        #if canImport(Glibc)
        for entry in directoryEntries("/proc/self/fd") ?? [] {
            if let fd = Int32(entry), fd > 2 { posix_spawn_file_actions_addclose(&actions, fd) }
        }
        #else
        // Darwin: POSIX_SPAWN_CLOEXEC_DEFAULT, set with the flags below, closes every other descriptor.
        #endif
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        #if canImport(Glibc)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        #else
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_CLOEXEC_DEFAULT))
        #endif

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        #if canImport(Glibc)
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #else
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = processEnvironment().pointee
        #endif
        var kept: [UnsafeMutablePointer<CChar>?] = []
        while let pointer = entry?.pointee {
            let name = String(cString: pointer)
            if !withheldPrefixes.contains(where: name.hasPrefix) { kept.append(strdup(pointer)) }
            entry = entry?.advanced(by: 1)
        }
        kept.append(nil)
        defer { for pointer in kept { free(pointer) } }
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, kept)
        return code == 0 ? .success(pid) : .failure(PlatformError(code: code))
    }
}

/// The parent's side of a child's three pipes: writes its input as the pipe takes it, reads both outputs as they
/// come, and waits for the child, all against one deadline (poll(2) in short slices, so Ctrl-C is seen).
private struct ChildExchange {
    var input: [UInt8]
    var written = 0
    var stdin: Int32?
    var stdout: Int32?
    var stderr: Int32?
    let outputLimit: Int
    var output: [UInt8] = []
    var errors: [UInt8] = []
    static let errorLimit = 4096

    init(input: [UInt8], stdin: Int32, stdout: Int32, stderr: Int32, outputLimit: Int) {
        self.input = input
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr
        self.outputLimit = outputLimit
        if input.isEmpty { closeInput() }
    }

    mutating func run(pid: pid_t, deadline: Double, isInterrupted: () -> Bool) -> Platform.ChildEnd {
        defer {
            closeInput()
            if let stdout { close(stdout) }
            if let stderr { close(stderr) }
        }
        var status: Int32 = 0
        while stdout != nil || stderr != nil {
            if isInterrupted() { return kill(pid, .interrupted) }
            // The child has exited though a pipe is still open (a process it started holds it): what it wrote is
            // read now, not waited for until the deadline.
            if waitpid(pid, &status, WNOHANG) == pid {
                drain(stdout, into: &output, keeping: outputLimit + 1)
                drain(stderr, into: &errors, keeping: Self.errorLimit)
                return output.count > outputLimit ? .tooMuchOutput : Self.end(status)
            }
            let remaining = deadline - Platform.monotonicSeconds()
            if remaining <= 0 { return kill(pid, .timedOut) }
            var entries: [pollfd] = []
            if let stdin { entries.append(pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0)) }
            if let stdout { entries.append(pollfd(fd: stdout, events: Int16(POLLIN), revents: 0)) }
            if let stderr { entries.append(pollfd(fd: stderr, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&entries, nfds_t(entries.count), Int32(min(remaining, 0.1) * 1000) + 1)
            if ready < 0, errno != EINTR { return kill(pid, .timedOut) }
            guard ready > 0 else { continue }
            for entry in entries where entry.revents != 0 {
                if entry.fd == stdin {
                    writeInput()
                } else if entry.fd == stdout {
                    if !readSome(from: entry.fd, into: &output, keeping: outputLimit + 1) { close(entry.fd); self.stdout = nil }
                    if output.count > outputLimit { return kill(pid, .tooMuchOutput) }
                } else if !readSome(from: entry.fd, into: &errors, keeping: Self.errorLimit) {
                    close(entry.fd)
                    self.stderr = nil
                }
            }
        }
        closeInput()
        // Both outputs are closed: the child is ending, or has handed them on and hangs; either way, within the deadline.
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { return .exited(-1) }
            if isInterrupted() { return kill(pid, .interrupted) }
            if Platform.monotonicSeconds() >= deadline { return kill(pid, .timedOut) }
            _ = Platform.nap(0.005)
        }
        return Self.end(status)
    }

    /// How a child that `waitpid` reported with `status` ended.
    private static func end(_ status: Int32) -> Platform.ChildEnd {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// Reads what `fd` holds now without waiting, keeping `limit` bytes in `buffer`; bounded, so a process that
    /// goes on writing to it cannot keep this loop going.
    private func drain(_ fd: Int32?, into buffer: inout [UInt8], keeping limit: Int) {
        guard let fd else { return }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var total = 0
        while total <= limit {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            total += count
            buffer.append(contentsOf: chunk[0..<min(count, max(0, limit - buffer.count))])
        }
    }

    /// Writes what the pipe takes now; closes it when all is written or the child stopped reading.
    private mutating func writeInput() {
        guard let fd = stdin else { return }
        while written < input.count {
            let count = input[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count > 0 { written += count; continue }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return }
            break
        }
        closeInput()
    }

    private mutating func closeInput() {
        if let stdin { close(stdin) }
        stdin = nil
        input = []
    }

    /// One read into `buffer`, kept to `limit` bytes (the rest drained and dropped); `false` at the end or on an error.
    private func readSome(from fd: Int32, into buffer: inout [UInt8], keeping limit: Int) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        if count == 0 { return false }
        buffer.append(contentsOf: chunk[0..<min(count, max(0, limit - buffer.count))])
        return true
    }

    private mutating func kill(_ pid: pid_t, _ end: Platform.ChildEnd) -> Platform.ChildEnd {
        _ = killProcess(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return end
    }
}

// libc's `kill`, before ``ChildExchange``'s own method of that name shadows it.
private func killProcess(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }

#if !canImport(Glibc)
/// Darwin's `_NSGetEnviron()`, declared here: its header (crt_externs.h) is not part of the SDK's Darwin module, so
/// `import Darwin` does not show it (the Swift standard library's own test support declares it the same way).
@_silgen_name("_NSGetEnviron")
private func processEnvironment() -> UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
#endif
