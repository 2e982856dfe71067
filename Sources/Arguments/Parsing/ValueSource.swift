/// Where `@path` and `-` values come from. Injected: the CLI passes its one file reader (which refuses
/// FIFOs and devices and honours Ctrl-C), tests pass tables, and Arguments itself does no file I/O.
public struct ValueSource: Sendable {
    package var readFile: @Sendable (String) -> Result<String, ReadFailure>
    package var readStandardInput: @Sendable () -> Result<String, ReadFailure>

    /// Why `@path` or `-` could not be read, in the reader's words (the parser's usage error quotes them).
    public struct ReadFailure: Error, Sendable { package var reason: String
        package init(_ reason: String) { self.reason = reason }
    }

    package init(readFile: @escaping @Sendable (String) -> Result<String, ReadFailure>,
                readStandardInput: @escaping @Sendable () -> Result<String, ReadFailure>)
    {
        self.readFile = readFile
        self.readStandardInput = readStandardInput
    }
}
