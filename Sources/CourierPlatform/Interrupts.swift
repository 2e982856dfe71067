#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import Synchronization

/// Ctrl-C, `kill` and a closed terminal, as a flag the long-running parts poll (transfers, retry waits,
/// reads of standard input, writes to a slow pipe) so they end as `cancelled` instead of the process dying
/// mid-write with a temporary file left behind (SIGHUP's default action would do that).
///
/// Why a counter: a signal handler may only do async-signal-safe work. The handler adds one to a lock-free
/// atomic and returns; everything else happens on the threads that poll ``arrived`` or ``count``.
package enum Interrupts {
    /// How many have arrived. Touched by ``install()`` before any handler can run, so the handler never runs
    /// the lazy initialiser.
    private static let received = Atomic<Int>(0)
    private static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers and unblocks the signals (a parent, or libdispatch's threads, may have blocked
    /// them). Call once, early in `main`.
    package static func install() {
        _ = received.load(ordering: .relaxed)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for number in handled {
            var action = sigaction()
            Platform.setHandler(&action) { _ in Interrupts.received.wrappingAdd(1, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
            sigaddset(&unblock, number)
        }
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Whether SIGINT, SIGTERM or SIGHUP arrived.
    package static var arrived: Bool { count != 0 }

    /// How many interrupts have arrived so far: a step that must finish after the first (the report of a
    /// run Ctrl-C ended) stops only when this grows past what it was when the step began.
    package static var count: Int { received.load(ordering: .relaxed) }
}

extension Platform {
    /// Sets `sigaction`'s handler field, which Glibc and Darwin name differently.
    static func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
        #if canImport(Glibc)
        action.__sigaction_handler = .init(sa_handler: handler)
        #else
        action.__sigaction_u = .init(__sa_handler: handler)
        #endif
    }
}
