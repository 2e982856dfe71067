#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The libc calls about the process's standard streams (part of the one platform file set).
extension Platform {
    /// Whether `fd` is open (`fcntl(F_GETFD)` fails with EBADF on a closed one).
    package static func isOpen(_ fd: Int32) -> Bool {
        fcntl(fd, F_GETFD) != -1 || errno != EBADF
    }

    /// Whether `fd` is a terminal.
    package static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

    /// Opens /dev/null on `fd` (the lowest free descriptor is `fd` itself when it is closed and the ones
    /// below are open, which ``checkStandardStreams()`` ensures by going from 0 up). Returns whether it did.
    @discardableResult
    package static func openNull(on fd: Int32) -> Bool {
        let null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
        guard null >= 0 else { return false }
        if null == fd { return true }
        defer { close(null) }
        return dup2(null, fd) == fd
    }

    /// Makes sure fds 0, 1 and 2 are open before anything else opens a descriptor: a closed one would
    /// be reused by the next `open`/`socketpair` (libcurl's), and the document or a diagnostic would be
    /// written into a socket or a file. Each closed one is opened on /dev/null.
    /// - Returns: the standard streams that were closed (0 = stdin, 1 = stdout, 2 = stderr).
    package static func checkStandardStreams() -> [Int32] {
        var closed: [Int32] = []
        for fd: Int32 in 0...2 where !isOpen(fd) {
            closed.append(fd)
            openNull(on: fd)
        }
        return closed
    }

    /// Ends the process with `code`. Courier writes everything through write(2) as it goes, so what exit(3)
    /// would add is C streams (libcurl's TLS key log), flushed here, and the libraries' atexit handlers, which
    /// only free memory the kernel is about to take back: OpenSSL's alone is work at every exit (curl's "exit"
    /// phase in bench/RESULTS.md). `_exit` skips them. A LeakSanitizer build (`make
    /// sanitize` compiles with `COURIER_LEAK_CHECK`) keeps exit(3): its leak check is an atexit handler.
    package static func exit(_ code: Int32) -> Never {
        #if COURIER_LEAK_CHECK
        #if canImport(Glibc)
        Glibc.exit(code)
        #elseif canImport(Darwin)
        Darwin.exit(code)
        #endif
        #else
        fflush(nil)
        _exit(code)
        #endif
    }
}
