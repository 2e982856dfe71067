import Synchronization
import Arguments
import CourierCore
import CourierClient

extension ValueSource {
    /// `@file` and `-` values through ``UserFiles``.
    static let courier = ValueSource(
        readFile: { path in UserFiles.readText(path).mapError { ReadFailure($0.reason) } },
        readStandardInput: { UserFiles.readStandardInput().mapError { ReadFailure($0.reason) } },
        readSecret: { option in UserFiles.readSecret(prompt: "Value for \(option): ").mapError { ReadFailure($0.reason) } })

    /// Files only: a smoke plan's lines never read standard input.
    static let filesOnly = ValueSource(readFile: courier.readFile, readStandardInput: { .failure(ReadFailure("a smoke plan never reads stdin")) })

    /// Files only: a route client's options (a call made from code) never read standard input, the process's own.
    static let routeClient = ValueSource(readFile: courier.readFile,
                                         readStandardInput: { .failure(ReadFailure("a route client never reads stdin")) })

    /// As ``courier``, but standard input is read once and every later `-` gets the same text: `courier diff`
    /// parses its one call line once per environment, and `--token -` must be the same token on both sides, not
    /// the input on one and nothing on the other.
    static func standardInputOnce() -> ValueSource {
        let read = OnceRead()
        return ValueSource(readFile: courier.readFile, readStandardInput: { read.text(courier.readStandardInput) },
                           readSecret: { option in read.text { courier.readSecret(option) } })
    }

    /// The first read of standard input, kept.
    private final class OnceRead: Sendable {
        private let kept = Mutex<Result<String, ReadFailure>?>(nil)

        /// What the first `read` gave, whichever asked first.
        func text(_ first: () -> Result<String, ReadFailure>) -> Result<String, ReadFailure> {
            kept.withLock { kept in
                if let kept { return kept }
                let read = first()
                kept = read
                return read
            }
        }
    }
}
