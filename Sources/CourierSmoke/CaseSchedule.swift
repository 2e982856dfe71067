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
    /// With cases in file order: for each case, the first case after its file's (files are runs of cases). A case
    /// that is not ready holds back the rest of its file, so ``next()`` looks on from the next file: a scan case by
    /// case made a 100,000-line plan quadratic. `nil`: cases wait only for their dependencies.
    private let fileEnds: [Int]?

    /// - Parameter files: each case's plan file, when each file's cases run in the order written (each waits for
    ///   the one above it); `nil` when they may run side by side.
    init(dependencies: [Set<Int>], files: [String]? = nil) {
        var dependencies = dependencies
        var fileEnds: [Int]?
        if let files {
            var ends = Array(repeating: files.count, count: files.count)
            var start = 0
            for index in files.indices.dropFirst() {
                if files[index] == files[index - 1] {
                    dependencies[index].insert(index - 1)
                } else {
                    for member in start..<index { ends[member] = index }
                    start = index
                }
            }
            fileEnds = ends
        }
        self.fileEnds = fileEnds
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
        var index = cursor
        while index < started.count {
            if !started[index] {
                if dependencies[index].allSatisfy({ finished[$0] }) {
                    started[index] = true
                    return index
                }
                if let fileEnds {
                    index = fileEnds[index]
                    continue
                }
            }
            index += 1
        }
        return nil
    }

    mutating func finish(_ index: Int) {
        if !finished[index] { finishedCount += 1 }
        finished[index] = true
    }
}
