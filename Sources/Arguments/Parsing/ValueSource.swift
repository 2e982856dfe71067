/// Where `@path` and `-` values come from. Injected: the CLI passes its one file reader (which refuses
/// FIFOs and devices and honours Ctrl-C), tests pass tables, and Arguments itself does no file I/O.
public struct ValueSource: Sendable {
    package var readFile: @Sendable (String) -> Result<String, ReadFailure>
    package var readStandardInput: @Sendable () -> Result<String, ReadFailure>
    /// A secret option's `-` (`--password -`, `--token -`), given the option's name as written: asked on the terminal
    /// with echo off when standard input is one, as `--user NAME` asks; one line when it is a pipe.
    package var readSecret: @Sendable (_ option: String) -> Result<String, ReadFailure>

    /// Why `@path` or `-` could not be read, in the reader's words (the parser's usage error quotes them).
    public struct ReadFailure: Error, Sendable { package var reason: String
        package init(_ reason: String) { self.reason = reason }
    }

    /// - Parameter readSecret: how a secret option's `-` is read; by default as any other `-`.
    package init(readFile: @escaping @Sendable (String) -> Result<String, ReadFailure>,
                readStandardInput: @escaping @Sendable () -> Result<String, ReadFailure>,
                readSecret: (@Sendable (_ option: String) -> Result<String, ReadFailure>)? = nil)
    {
        self.readFile = readFile
        self.readStandardInput = readStandardInput
        self.readSecret = readSecret ?? { _ in readStandardInput() }
    }
}

extension ValueSource {
    /// Nothing read: values as written (`@notes.txt` is that text, `-` is a dash). `courier mcp`'s arguments are read
    /// so, so a client can never make the server read a file and standard input stays the protocol's; and `match`'s
    /// command read back from a captured request, whose values are the request's own text.
    package static let literal = ValueSource(readFile: { path in .success("@" + path) }, readStandardInput: { .success("-") })
}
