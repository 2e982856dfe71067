import CourierCore

/// Where a config file's key paths stand, for their origins (`courier config` names the line): found with a cursor that
/// only moves forward through the environments, which stand in the file's order, and lines counted by a binary search
/// over the newlines found once. Searching each path from the start of the file, and counting its lines again, made a
/// file of a few thousand environments take minutes to load, before every command.
struct ConfigKeyLines {
    private let bytes: [UInt8]
    /// The offset of every newline, ascending.
    private let newlines: [Int]
    /// Where the last environment's name was found: the next one is looked for after it.
    private var cursor = 0

    init(_ text: String) {
        let bytes = Array(text.utf8)
        self.bytes = bytes
        newlines = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
    }

    /// The line of `keys` under `environments.NAME` (e.g. `["baseURL"]`), each key searched after the one before.
    mutating func line(ofEnvironment name: String, keys: [String]) -> Int {
        if cursor == 0, let start = find("environments", from: 0) { cursor = start }
        guard let named = find(name, from: cursor) else { return line(at: cursor) }
        cursor = named
        var found = named
        for key in keys {
            guard let at = find(key, from: found) else { break }
            found = at
        }
        return line(at: found)
    }

    /// The 1-based line of the byte at `offset`.
    private func line(at offset: Int) -> Int {
        var low = 0, high = newlines.count
        while low < high {
            let middle = (low + high) / 2
            if newlines[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }

    /// Where `key`, as a JSON string (quoted, escaped as the printer writes it), first stands at or after `start`.
    private func find(_ key: String, from start: Int) -> Int? {
        let needle = Array(JSONPrinter(layout: .compact).string(.string(key)).utf8)
        guard let first = needle.first, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
