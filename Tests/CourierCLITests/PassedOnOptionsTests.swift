import Arguments
import Testing
@testable import CourierCLI
import Routes

/// `courier smoke` passes on the globals marked `.passedOn()` where they are declared, and no others.
struct PassedOnOptionsTests {
    static let parser = Parser(root: CommandTree(api: DemoAPI.api, groups: DemoAPI.commands).root, globals: GlobalOptions.all,
                               source: ValueSource(readFile: { _ in .success("x") }, readStandardInput: { .success("x") }))

    /// A value that fits the option's kind, so only whether smoke uses it decides.
    static func line(for option: OptionDeclaration) -> [String] {
        if option.isFlag { return ["smoke", "--\(option.name)"] }
        if option.valueIsOptional { return ["smoke", "--\(option.name)=x"] }
        return ["smoke", "--\(option.name)", ParsedValues.placeholder(option.kind, name: option.name, range: option.range)]
    }

    /// What smoke accepts on its line: each global it passes on (the list below), and its own --output/--help/--version.
    @Test(arguments: GlobalOptions.all.filter { !$0.isTerminal })
    func smokeAcceptsAGlobalExactlyWhenItIsPassedOn(option: OptionDeclaration) {
        let outcome = Result { try Self.parser.parse(Self.line(for: option)) }
        if Self.passedOn.contains(option.name) || option.name == "output" {
            if case .failure(let error) = outcome { Issue.record("smoke refused --\(option.name): \(error)") }
        } else {
            #expect(throws: ParseError(.unusedOption(option), command: ["smoke"])) { try outcome.get() }
        }
    }

    /// Each global, decided here by name and not read back from the marks: smoke passes it on to every case,
    /// or keeps it to its own line (it shapes one call's printing, or stops a call from being sent).
    static let passedOn: Set<String> = [
        "env", "account", "base-url", "service-url", "token", "token-file", "session-store", "user", "login-file", "netrc", "netrc-file", "header", "timeout", "connect-timeout", "retry",
        "no-retry", "follow", "cacert", "cert", "cert-type", "key", "key-type", "pass", "insecure", "proxy", "no-proxy", "max-body", "compressed", "no-envelope",
        "no-contract", "stub", "stub-dir", "record", "record-overwrite", "verbose",
    ]
    static let keptBySmoke: Set<String> = [
        "keylog", "save", "password-file", "cookie-jar", "output", "select", "color", "download", "dry-run", "curl", "show-secrets", "help", "help-all", "version",
        // A case pages only when its own line says so.
        "all", "max-pages", "max-items",
    ]

    /// What smoke hands its cases is the list above, and a new global fails here until it is put in one of the two.
    @Test func theMarkedSetIsWhatSmokePassesOn() {
        #expect(Set(SmokeCommand.passedOn.map(\.rawValue)) == Self.passedOn)
        #expect(Self.passedOn.isDisjoint(with: Self.keptBySmoke))
        #expect(Set(GlobalOptions.all.map(\.name)) == Self.passedOn.union(Self.keptBySmoke))
        #expect(SmokeCommand.command.usedGlobals == Self.passedOn.union(["output", "help", "version"]))
    }
}
