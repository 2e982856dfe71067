import CourierPlatform
import CourierCore

/// The CLI's one way to read a file the user named, or standard input: ``UserFile`` with Ctrl-C and SIGTERM
/// wired in, so no read of user input can outlive an interrupt.
package enum UserFiles {
    package static func read(_ path: String) -> Result<UserFile.Contents, UserFile.Failure> {
        UserFile.read(path, isInterrupted: { Interrupts.arrived })
    }

    package static func readText(_ path: String) -> Result<String, UserFile.Failure> {
        UserFile.readText(path, isInterrupted: { Interrupts.arrived })
    }

    /// Standard input as bytes, for a body (`--data-binary @-`) that need not be text.
    package static func readStandardInputBytes() -> Result<UserFile.Contents, UserFile.Failure> {
        UserFile.readStandardInput(isInterrupted: { Interrupts.arrived })
    }

    package static func readStandardInput() -> Result<String, UserFile.Failure> {
        UserFile.readStandardInput(isInterrupted: { Interrupts.arrived })
            .flatMap { $0.text.map { .success($0) } ?? .failure(.notText) }
    }
}
