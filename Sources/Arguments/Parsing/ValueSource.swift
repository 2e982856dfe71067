#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `@path` and `-` values come from. Injected so tests can parse without touching files.
public struct ValueSource: Sendable {
    public var readFile: @Sendable (String) -> Result<String, ReadFailure>
    public var readStandardInput: @Sendable () -> Result<String, ReadFailure>

    public struct ReadFailure: Error, Sendable { public var reason: String
        public init(_ reason: String) { self.reason = reason }
    }

    public init(readFile: @escaping @Sendable (String) -> Result<String, ReadFailure>,
                readStandardInput: @escaping @Sendable () -> Result<String, ReadFailure>)
    {
        self.readFile = readFile
        self.readStandardInput = readStandardInput
    }

    /// Reads real files and the real standard input; one trailing newline is dropped (as `$(cat f)` would).
    public static let system = ValueSource(
        readFile: { path in
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return .failure(ReadFailure(String(cString: strerror(errno)))) }
            defer { close(fd) }
            return readAll(fd)
        },
        readStandardInput: { readAll(0) })

    /// Values larger than this are refused rather than read whole.
    static let limit = 64 << 20

    private static func readAll(_ fd: Int32) -> Result<String, ReadFailure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { return .failure(ReadFailure("larger than \(limit >> 20) MiB")) }
        }
        if bytes.last == 0x0A { bytes.removeLast() }
        if bytes.last == 0x0D { bytes.removeLast() }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(ReadFailure("not UTF-8 text")) }
        return .success(text)
    }
}
