/// Counts the samples of one run by route and name, so several calls of the same line (`cancel`, then `cancel`
/// again) are recorded as `NAME`, `NAME~2`, `NAME~3`… and replayed in that same order.
///
/// A class because every call of a run shares it; a run's calls are all made on one thread (smoke's loop is
/// single-threaded), so it needs no lock.
package final class SampleBook {
    private var recorded: [String: Int] = [:]
    private var replayed: [String: Int] = [:]

    package init() {}

    /// The file name (without `.json`) for the next recording of `name` under `route`.
    package func nextRecording(route: String, name: String) -> String { Self.numbered(name, count(&recorded, route + "/" + name)) }

    /// The file name (without `.json`) to answer the next replay of `name` under `route` from.
    package func nextReplay(route: String, name: String) -> String { Self.numbered(name, count(&replayed, route + "/" + name)) }

    private func count(_ counts: inout [String: Int], _ key: String) -> Int {
        let next = (counts[key] ?? 0) + 1
        counts[key] = next
        return next
    }

    package static func numbered(_ name: String, _ occurrence: Int) -> String { occurrence == 1 ? name : "\(name)~\(occurrence)" }
}
