/// What is wrong with the command line beyond what the parser checks (category `usage`, exit 2).
package enum UsageReason: Sendable, Equatable {
    /// What holds standard input when an option's `-` would read it.
    package enum StandardInputOwner: Sendable, Equatable {
        /// `courier mcp`: its JSON-RPC messages arrive there.
        case mcp
        /// A smoke plan's line: a plan runs unattended, so nothing of it reads standard input.
        case smokePlan
        /// A route client's options (a team's own test): a call made from code reads nothing from its process's input.
        case routeClient
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
    /// `--user NAME` without `:PASSWORD`, and no `COURIER_PASSWORD` to take it from.
    case userWithoutPassword
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
    /// `courier init` checks.
    case invalidExecutableName(String)
    /// A `--name` that would make the package declare a name already taken (see ``NameClash``).
    case reservedName(String, NameClash)
    /// `courier init DIR` whose folder name is the Courier dependency's package identity (SwiftPM's, lowercased).
    case packageIdentity(directory: String, identity: String)
    case unusableDirectoryName(String)
    case notADirectory(String)
    case directoryNotEmpty(String)
    case notAURL(option: String, String)
    case noCourierPackage(path: String)
    /// `smoke` with an `--output` mode it does not print.
    case smokeOutput(mode: String)
    /// `--shard` that is not `I/N` with 1 ≤ I ≤ N (the text as given).
    case shard(String)
    /// A report path that names a plan (`--tap plan.smoke`, as `--tap` alone once was): writing would replace it.
    case reportOverPlan(option: String, path: String)
    /// Several reports asked for stdout (`-`).
    case reportsOnStdout([String])
    /// One path given to several report options.
    case sameReportFile(path: String, options: [String])
    /// `smoke --merge-reports` without a report to merge.
    case nothingToMerge
    /// A file given to `--merge-reports` that is not a JSON report `--report-json` wrote.
    case notASmokeReport(path: String, detail: String)
    /// Two merged reports hold the same case.
    case repeatedCase(location: String, first: String, again: String)
    /// `courier diff` with other than two `--env`s (how many were given).
    case diffEnvironments(Int)
    /// `courier diff`'s call cannot be made: why.
    case diffCall(String)
    /// `courier diff` with a value its routes read from standard input themselves (`@-`, `--password-file -`):
    /// the call is made twice, and standard input can be read once.
    case diffStandardInput(word: String)
    /// `--save` on an action whose route declares no session grant.
    case nothingToSave(action: String)
    /// `request` with a method and no path (only `-I PATH` leaves the method out).
    case requestNeedsPath
    /// `auth token` would print a secret onto a terminal without `--show`.
    case secretToTerminal
    /// stdout is closed, so the result has nowhere to go.
    case stdoutClosed
    /// An option given to a route client (`RouteClient`) that changes only how a call is printed or paged
    /// (`--output`, `--dry-run`, `--all`): the client hands back the reply itself.
    case notForRouteClient(option: String)
    /// A route client's options that do not parse: the parser's sentence.
    case routeClientOptions(String)
    /// `--keylog FILE` with a libcurl whose TLS library (`tls`, e.g. `LibreSSL/3.3.6`, macOS's) cannot write session keys.
    case keyLogUnsupported(tls: String)
}

/// A name a scaffolded package would declare (its executable, routes target or program type) and what already has it.
package struct NameClash: Sendable, Equatable {
    package enum Owner: Sendable, Equatable {
        /// A target or product of the Courier package, as it spells it.
        case courierPackage(String)
        /// A module of the Swift toolchain.
        case toolchain(String)
        /// A type of the scaffold's example router.
        case example(String)
    }

    package var declared: String
    package var owner: Owner

    package init(declared: String, owner: Owner) {
        self.declared = declared
        self.owner = owner
    }
}
