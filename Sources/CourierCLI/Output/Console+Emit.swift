import CourierCore

/// How a command prints its result: a write that fails is the command's failure (exit 1, or 130 when Ctrl-C
/// cut the output short); a closed pipe (`| head -c1`) is not: the reader had what it wanted.
extension Console {
    /// Prints help, a version, a completion script, a table.
    func emitText(_ text: String) throws(CommandFailure) {
        do {
            try outputText(text)
        } catch {
            try Self.fail(error)
        }
    }

    /// Streams a JSON value (``stream(_:printer:)``).
    func emitStream(_ value: JSON, printer: JSONPrinter) throws(CommandFailure) {
        do {
            try stream(value, printer: printer)
        } catch {
            try Self.fail(error)
        }
    }

    /// Streams a JSON document made piece by piece (``stream(printer:_:)``).
    func emitStream(printer: JSONPrinter, _ write: (JSONPrinter, inout [UInt8], (inout [UInt8]) throws -> Void) throws -> Void) throws(CommandFailure) {
        do {
            try stream(printer: printer, write)
        } catch {
            try Self.fail(error)
        }
    }

    /// Prints a rendered document (``output(_:raw:)``).
    func emit(_ bytes: [UInt8], raw: Bool = false) throws(CommandFailure) {
        do {
            try output(bytes, raw: raw)
        } catch {
            try Self.fail(error)
        }
    }

    private static func fail(_ failure: WriteFailure) throws(CommandFailure) {
        switch failure {
        case .closedPipe: return
        case .interrupted: throw .error(.interrupted())
        case .failed(let reason): throw .error(.internal(.outputUnwritable(reason)))
        }
    }
}
