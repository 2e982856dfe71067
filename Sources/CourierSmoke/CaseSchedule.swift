/// Hands out case indices to the run loop: a case is ready when every case it depends on has finished.
/// A state machine without I/O, so it is tested on its own.
///
/// Flags in arrays and a cursor past the started prefix: `next()` is O(1) for a plan without captures,
/// where a scan over sets made a 1,000-case run quadratic.
struct CaseSchedule {
    /// For each case, the cases it waits for.
    let dependencies: [[Int]]
    /// For each case, whether a later case waits for it.
    let isWaitedFor: [Bool]
    private var started: [Bool]
    private var finished: [Bool]
    private var finishedCount = 0
    /// Every case below this index has started.
    private var cursor = 0

    init(dependencies: [Set<Int>]) {
        self.dependencies = dependencies.map { $0.sorted() }
        var isWaitedFor = Array(repeating: false, count: dependencies.count)
        for waits in dependencies { for index in waits { isWaitedFor[index] = true } }
        self.isWaitedFor = isWaitedFor
        started = Array(repeating: false, count: dependencies.count)
        finished = started
    }

    var isComplete: Bool { finishedCount == dependencies.count }

    /// The lowest-numbered case whose dependencies are all finished, marked started.
    mutating func next() -> Int? {
        while cursor < started.count, started[cursor] { cursor += 1 }
        for index in cursor..<started.count where !started[index] && dependencies[index].allSatisfy({ finished[$0] }) {
            started[index] = true
            return index
        }
        return nil
    }

    mutating func finish(_ index: Int) {
        if !finished[index] { finishedCount += 1 }
        finished[index] = true
    }
}
