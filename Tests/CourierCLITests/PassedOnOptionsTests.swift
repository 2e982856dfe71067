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

    /// The declarations' marks are what smoke accepts: each marked global, and its own --output/--help/--version.
    @Test(arguments: GlobalOptions.all.filter { !$0.isTerminal })
    func smokeAcceptsAGlobalExactlyWhenItIsPassedOn(option: OptionDeclaration) {
        let outcome = Result { try Self.parser.parse(Self.line(for: option)) }
        if option.isPassedOn || option.name == "output" {
            if case .failure(let error) = outcome { Issue.record("smoke refused --\(option.name): \(error)") }
        } else {
            #expect(throws: ParseError(.unusedOption(option), command: ["smoke"])) { try outcome.get() }
        }
    }

    /// What smoke hands its cases is the options given on its own line, read through the marks.
    @Test func theMarkedSetIsWhatSmokePassesOn() {
        #expect(SmokeCommand.passedOn == Set(GlobalOptions.all.filter(\.isPassedOn).map(\.name)))
        #expect(SmokeCommand.command.usedGlobals == SmokeCommand.passedOn.union(["output", "help", "version"]))
        // Options that shape one call's printing or stop it from sending stay with smoke's own line.
        for name in ["dry-run", "curl", "select", "download", "keylog"] {
            #expect(!SmokeCommand.passedOn.contains(name), "--\(name)")
        }
    }
}
