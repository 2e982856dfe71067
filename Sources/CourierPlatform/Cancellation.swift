#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A flag that stops the call running on one thread, as Ctrl-C stops every call: what MCP's
/// `notifications/cancelled` sets for the tool call it names, while other calls run on.
///
/// Why a thread's: libcurl's progress callback and the pipeline's wait between retries are plain functions with no
/// context of the call, so they read the flag of the thread they run on (a tool call has a thread of its own).
package final class Cancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    package init() {}

    package func cancel() { flag.store(true, ordering: .relaxed) }
    package var isCancelled: Bool { flag.load(ordering: .relaxed) }

    /// Runs `body` with this flag as the current thread's.
    package func bound<T>(_ body: () -> T) -> T {
        pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.key, nil) }
        return body()
    }

    /// Whether the call on this thread was cancelled (false on a thread no flag is bound to).
    package static var currentIsCancelled: Bool {
        guard let raw = pthread_getspecific(key) else { return false }
        return Unmanaged<Cancellation>.fromOpaque(raw).takeUnretainedValue().isCancelled
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}

/// Calls running on threads of their own, counted so the server can wait for the last before it exits.
package final class RunningCalls: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var count = 0

    package init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    deinit {
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    /// Counts one call in; returns the number running, this one included.
    package func enter() -> Int {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        count += 1
        return count
    }

    package func leave() {
        pthread_mutex_lock(&mutex)
        count -= 1
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
    }

    /// Blocks until no call runs.
    package func waitForAll() {
        pthread_mutex_lock(&mutex)
        while count > 0 { pthread_cond_wait(&condition, &mutex) }
        pthread_mutex_unlock(&mutex)
    }
}
