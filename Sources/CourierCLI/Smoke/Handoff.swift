import CourierPlatform

/// Hands batches of items, in order, to a handler on one thread of its own.
///
/// Why: smoke's run loop is one thread, and everything it does between polls delays the next
/// request. Judging a finished case (decode, contract check, expectations, report, progress line) can
/// happen elsewhere whenever no later case waits for its outcome, so the loop hands those over.
final class Handoff<Item>: @unchecked Sendable {
    private let monitor = Monitor()
    private var queue: [Item] = []
    private var closed = false
    private let handler: ([Item]) -> Void
    private var thread: pthread_t?

    init(handler: @escaping ([Item]) -> Void) {
        self.handler = handler
    }

    /// Starts the thread; without one, ``send(_:)`` runs the handler itself.
    func start() {
        thread = BackgroundThread.start { [self] in work() }
    }

    /// Queues `items` for the handler (or, without a thread, handles them now).
    func send(_ items: [Item]) {
        guard !items.isEmpty else { return }
        guard thread != nil else { return handler(items) }
        monitor.locked {
            queue += items
            monitor.broadcast()
        }
    }

    /// Waits until every item sent has been handled, and ends the thread.
    func finish() {
        guard let thread else { return }
        monitor.locked {
            closed = true
            monitor.broadcast()
        }
        pthread_join(thread, nil)
        self.thread = nil
    }

    private func work() {
        while true {
            let (batch, last) = monitor.locked { () -> ([Item], Bool) in
                while queue.isEmpty, !closed { monitor.wait() }
                let batch = queue
                queue = []
                return (batch, closed)
            }
            if !batch.isEmpty { handler(batch) }
            if last { return }
        }
    }
}
