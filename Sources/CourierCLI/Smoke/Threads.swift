import CourierPlatform

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

/// Starts a pthread of its own (Dispatch's pool is sized to the cores and meant for short work items).
enum BackgroundThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// The running thread, to join; nil when no thread could be made.
    static func start(_ body: @escaping () -> Void) -> pthread_t? {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, box) == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return nil
        }
        return thread
    }
}

/// A fixed number of slots that threads fill each at their own index, with no lock: distinct
/// indices never share storage, and the owner reads them only after every writer has finished.
final class Slots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }
}
