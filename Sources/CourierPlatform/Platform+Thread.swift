#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own for work that blocks (part of the one platform file set).
///
/// Why: a route called from Swift concurrency (a team's `async` test) is sent by libcurl's blocking easy interface.
/// Run on the cooperative pool, each call would hold one of its few threads until the server answered, and enough of
/// them at once would stall every task of the process. A detached POSIX thread keeps the pool free without linking
/// Dispatch, which the program itself never needs.
extension Platform {
    /// Runs `body` on a new detached thread with an 8 MiB stack (as a main thread has; Darwin's secondary threads
    /// get 512 KiB, too little for a deeply nested JSON body).
    /// - Returns: why the thread could not be started; `body` then never runs.
    package static func detachThread(_ body: @escaping @Sendable () -> Void) -> PlatformError? {
        if case .failure(let problem) = create(body, detached: true) { return problem }
        return nil
    }

    /// Runs `body` on a new thread (8 MiB stack) that ``JoinableThread/join()`` waits for: a process that exits while
    /// such a thread is still ending (its thread-local destructors, where OpenSSL frees its per-thread state) would
    /// leave that state behind.
    package static func startThread(_ body: @escaping @Sendable () -> Void) -> Result<JoinableThread, PlatformError> {
        create(body, detached: false).map(JoinableThread.init)
    }

    private static func create(_ body: @escaping @Sendable () -> Void, detached: Bool) -> Result<pthread_t, PlatformError> {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(detached ? PTHREAD_CREATE_DETACHED : PTHREAD_CREATE_JOINABLE))
        pthread_attr_setstacksize(&attributes, 8 << 20)
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let code = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        #else
        var created: pthread_t?
        let code = pthread_create(&created, &attributes, { context in
            Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        #endif
        guard code == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return .failure(PlatformError(code: code))
        }
        #if canImport(Glibc)
        return .success(thread)
        #else
        guard let thread = created else { return .failure(PlatformError(code: EAGAIN)) }
        return .success(thread)
        #endif
    }
}

/// A thread ``Platform/startThread(_:)`` started, to be joined once (never detached, never joined twice).
package struct JoinableThread: @unchecked Sendable {
    fileprivate let thread: pthread_t

    /// Waits until the thread has ended, its thread-local destructors run.
    package func join() { pthread_join(thread, nil) }
}

/// The closure a thread runs, boxed so one pointer carries it through `pthread_create`.
private final class ThreadBody: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
