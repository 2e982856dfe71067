/// An array of a large body, read in place: each element is stepped over as it is handed out, and none is
/// parsed unless the model reads it (through ``RawValueDecoder``).
struct RawUnkeyedContainer: ElementForwardingContainer {
    let bytes: RawBytes
    let path: Path
    /// Counted ahead unless the tree would hold the array raw (the tree's raw arrays were never counted ahead).
    let count: Int?
    /// Whether the array is raw in the tree: its large elements are raw too (what ``RawJSON/Cursor`` makes of them).
    private let isRaw: Bool
    private(set) var currentIndex = 0
    /// Where the element at `currentIndex` starts; `nil` past the last.
    private var current: Int?

    init(bytes: RawBytes, array offset: Int, isRaw: Bool, path: Path) {
        self.bytes = bytes
        self.isRaw = isRaw
        self.path = path
        current = bytes.firstElement(ofArrayAt: offset)
        if isRaw {
            count = nil
        } else {
            var count = 0
            var element = current
            while let start = element {
                count += 1
                element = bytes.step(overElementAt: start).next
            }
            self.count = count
        }
    }

    var codingPath: [any CodingKey] { path.keys }
    var isAtEnd: Bool { current == nil }

    mutating func next(expected: @autoclosure () -> String) throws -> RawValueDecoder {
        let elementPath = path.appending(IndexKey(currentIndex))
        guard let start = current else {
            throw ContractViolation(path: elementPath.rendered, expected: expected(), found: "the end of the array")
        }
        currentIndex += 1
        // An object's members are listed now, which finds its end too: the element is stepped over once.
        if bytes[start] == UInt8(ascii: "{") {
            let object = RawObject(bytes: bytes, at: start, path: elementPath.settled())
            current = bytes.element(after: object.end)
            // Whether the tree holds it raw tells only an array's count, so an object is never marked raw.
            return RawValueDecoder(bytes: bytes, offset: start, isRaw: false, path: elementPath, object: object)
        }
        let (end, following) = bytes.step(overElementAt: start)
        current = following
        let isRawArray = isRaw && bytes[start] == UInt8(ascii: "[") && end - start > bytes.threshold
        return RawValueDecoder(bytes: bytes, offset: start, isRaw: isRawArray, path: elementPath)
    }

    mutating func decodeNil() throws -> Bool {
        guard let start = current, bytes[start] == UInt8(ascii: "n") else { return false }
        current = bytes.step(overElementAt: start).next
        currentIndex += 1
        return true
    }
}
