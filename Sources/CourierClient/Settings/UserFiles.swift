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

    /// A secret given as `-` (`--password -`): on a terminal, asked with echo off (as `ssh` asks) and never read from
    /// what is typed after it; from a pipe or file, its first line, so the commands a script types next are not taken
    /// for the secret. - Parameter prompt: what the terminal shows, e.g. `Value for --password: `.
    package static func readSecret(prompt: String) -> Result<String, UserFile.Failure> {
        guard Platform.isTerminal(0) else {
            return readStandardInput().map { text in String(text.prefix { $0 != "\n" && $0 != "\r\n" }) }
        }
        switch Platform.readSecretLine(prompt: prompt) {
        case .success(let line): return .success(line)
        case .failure(.interrupted): return .failure(.interrupted)
        case .failure(.ended): return .success("")
        case .failure(.noTerminal): return readStandardInput()
        }
    }

    package static func readStandardInput() -> Result<String, UserFile.Failure> {
        UserFile.readStandardInput(isInterrupted: { Interrupts.arrived })
            .flatMap { $0.text.map { .success($0) } ?? .failure(.notText) }
    }
}
