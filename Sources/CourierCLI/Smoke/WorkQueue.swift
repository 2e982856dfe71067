#if canImport(Glibc)
import Glibc
#endif

/// A mutex and condition variable (pthread), owned by a class so they are never copied.
final class Monitor: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    deinit {
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }

    /// Waits for a broadcast; call with the lock held (inside `locked`).
    func wait() { pthread_cond_wait(&condition, &mutex) }
    func broadcast() { pthread_cond_broadcast(&condition) }
}

/// Hands out case indices to workers: a case is ready when every case it depends on has finished.
/// A state machine without I/O, so it is tested on its own.
struct CaseSchedule {
    /// For each case, the cases it waits for.
    let dependencies: [Set<Int>]
    private(set) var finished = Set<Int>()
    private(set) var started = Set<Int>()

    init(dependencies: [Set<Int>]) { self.dependencies = dependencies }

    var isComplete: Bool { finished.count == dependencies.count }

    /// The lowest-numbered case whose dependencies are all finished, marked started.
    mutating func next() -> Int? {
        for index in dependencies.indices where !started.contains(index) && dependencies[index].isSubset(of: finished) {
            started.insert(index)
            return index
        }
        return nil
    }

    mutating func finish(_ index: Int) { finished.insert(index) }

    /// Marks a case finished without running it (skipped, or after --bail).
    mutating func drop(_ index: Int) {
        started.insert(index)
        finished.insert(index)
    }
}
