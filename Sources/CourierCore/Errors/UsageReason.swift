/// What is wrong with the command line beyond what the parser checks (category `usage`, exit 2).
package enum UsageReason: Sendable, Equatable {
    /// What holds standard input when an option's `-` would read it, as the front end that holds it words it: the
    /// words that finish "which …" (`carries mcp's JSON-RPC messages`).
    package struct StandardInputOwner: Sendable, Equatable {
        package var words: String

        package init(_ words: String) { self.words = words }
    }

    /// Two options that exclude each other, e.g. `--token` and `--token-file`.
    case exclusive(String, String)
    /// An option's value is not of its form: `--query expects 'name=value', got 'x'`.
    case malformedValue(option: String, expected: String, got: String)
    /// A `-H` line without a colon; `shown` is the line up to its first space, so no credential is echoed.
    case headerLine(shown: String)
    /// `courier request METHOD URL` with a method that is not a token.
    case method(String)
    /// `courier request METHOD URL` with a URL that is not absolute.
    case notAbsoluteURL(String)
    /// Several body options at once (their names without `--`).
    case severalBodies([String])
    case contentTypeWithoutData
    /// An option that only changes another one, given without it: `--record-overwrite` without `--record`.
    case withoutOption(String, needs: String)
    /// A `-` value (`--token -`, `--password-file -`) where standard input is not the user's to give.
    case standardInputTaken(word: String, owner: StandardInputOwner)
    /// `--user NAME` without `:PASSWORD`, and no password `variable` (the program's: `COURIER_PASSWORD`) to take it from.
    case userWithoutPassword(variable: String)
    /// `--json` that does not parse; the parser's words.
    case invalidJSON(String)
    /// `--form name=@` with nothing after `@`.
    case formNamesNoFile(field: String)
    case selectWithBodyOutput
    /// `--stub` on an action with no samples, or a sample name it does not have.
    case noSamples(action: String)
    /// `--stub-dir`: no recording of this call in the directory, and no sample of the route to fall back on.
    case noRecording(action: String, name: String, directory: String)
    case unknownSample(String, action: String, known: [String])
    /// `--save` on an action whose route declares no session grant.
    case nothingToSave(action: String)
    /// stdout is closed, so the result has nowhere to go.
    case stdoutClosed
    /// `--keylog FILE` with a libcurl whose TLS library (`tls`, e.g. `LibreSSL/3.3.6`, macOS's) cannot write session keys.
    case keyLogUnsupported(tls: String)
}

