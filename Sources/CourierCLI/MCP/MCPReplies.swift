import CourierMCP
import CourierCore
import CourierPlatform
import Synchronization

/// `courier mcp`'s stdout and its tool calls in flight: each call runs on a thread of its own (so a slow one holds up
/// neither `ping` nor another call), each reply is written whole under one lock (so replies never interleave), and
/// a call the client cancels (`notifications/cancelled`) is stopped and gets no reply, as MCP asks.
final class MCPReplies: @unchecked Sendable {
    /// The most calls running at once; one more is refused with an internal error until one ends.
    static let maxRunning = 16

    let running = RunningCalls()
    private let calls: MCPToolCalls
    /// stdout (and stderr), and why it stopped taking replies, written under the lock.
    private let output: Mutex<(console: Console, ended: Console.WriteFailure?)>
    /// The calls in flight by their id (as compact JSON), each with the flag that stops it.
    private let inFlight = Mutex<[String: Cancellation]>([:])
    /// Each call's thread by its serial number, and the serials of those whose work has ended: joined at the next
    /// call and all at the end (``waitForAll()``), so no thread is still ending when the process exits.
    private let threads = Mutex<(started: [Int: JoinableThread], ended: [Int], next: Int)>(([:], [], 0))

    init(console: Console, calls: MCPToolCalls) {
        output = Mutex((console, nil))
        self.calls = calls
    }

    /// Whether stdout stopped taking replies (the client went away): serving ends.
    var isClosed: Bool { output.withLock { $0.ended != nil } }

    /// Writes one reply, scrubbed of every secret known by now; nothing once stdout stopped taking them.
    /// - Throws: stdout failed for another reason than the client going away.
    func write(_ reply: JSON) throws(CommandFailure) {
        let secrets = calls.secrets
        let failure = output.withLock { state -> Console.WriteFailure? in
            guard state.ended == nil else { return nil }
            state.console.secrets = secrets
            do throws(Console.WriteFailure) {
                try state.console.output(Array(JSONPrinter(layout: .compact).string(reply).utf8))
                return nil
            } catch {
                state.ended = error
                return error
            }
        }
        guard case .failed(let reason)? = failure else { return }
        throw .error(.internal(.outputUnwritable(reason)))
    }

    /// Runs a tool call on a thread of its own; its reply is written when it ends, unless it was cancelled.
    func start(_ id: JSON, _ work: @escaping () -> JSON) throws(CommandFailure) {
        let key = JSONPrinter(layout: .compact).string(id)
        guard running.enter() <= Self.maxRunning else {
            running.leave()
            return try write(MCPMessage.error(.internalError("\(Self.maxRunning) calls are running; send this one again when one has answered"), id: id))
        }
        joinEnded()
        let cancellation = Cancellation()
        inFlight.withLock { $0[key] = cancellation }
        let box = UncheckedWork(work)
        let serial = threads.withLock { state in
            defer { state.next += 1 }
            return state.next
        }
        let started = Platform.startThread { [self] in
            let reply = cancellation.bound { box.work() }
            inFlight.withLock { _ = $0.removeValue(forKey: key) }
            if !cancellation.isCancelled { try? write(reply) }
            running.leave()
            threads.withLock { $0.ended.append(serial) }
        }
        switch started {
        case .success(let thread):
            threads.withLock { $0.started[serial] = thread }
        case .failure(let problem):
            inFlight.withLock { _ = $0.removeValue(forKey: key) }
            running.leave()
            try write(MCPMessage.error(.internalError("no thread for the call: \(problem.description)"), id: id))
        }
    }

    /// Waits for every call to end, and for its thread with it.
    func waitForAll() {
        running.waitForAll()
        let all = threads.withLock { state -> [JoinableThread] in
            defer { state = ([:], [], state.next) }
            return Array(state.started.values)
        }
        for thread in all { thread.join() }
    }

    /// Joins the threads whose calls have ended (a moment from their end: each is past its reply).
    private func joinEnded() {
        let ready = threads.withLock { state -> [JoinableThread] in
            var ready: [JoinableThread] = []
            state.ended.removeAll { serial in
                guard let thread = state.started.removeValue(forKey: serial) else { return false }
                ready.append(thread)
                return true
            }
            return ready
        }
        for thread in ready { thread.join() }
    }

    /// Stops the call with this id, if it is still running; its reply is never written.
    func cancel(_ id: JSON) {
        let key = JSONPrinter(layout: .compact).string(id)
        inFlight.withLock { $0[key]?.cancel() }
    }
}

/// A call's work, carried to its thread (the server made it on the reading thread and never touches it again).
private struct UncheckedWork: @unchecked Sendable {
    let work: () -> JSON
    init(_ work: @escaping () -> JSON) { self.work = work }
}
