import Arguments
import CourierCore
import Testing
@testable import CourierCLI

/// Mistakes in a team's declarations are found before the first call, with the action's name.
struct CommandTreeTests {
    enum Billing: Route {
        case invoices
        case health
        var method: HTTPMethod { .get }
        var path: [PathSegment] { ["x"] }
        var service: String? {
            switch self {
            case .invoices: "billing"
            case .health: nil
            }
        }
    }

    static let group = ActionGroup<any Route>("billing", summary: "", actions: [
        Action(command: Command(name: "invoices", summary: "")) { _ in Billing.invoices },
        Action(command: Command(name: "health", summary: "")) { _ in Billing.health },
    ])

    @Test func aRouteOnAServiceNoEnvironmentDefinesIsNamed() {
        let api = APIDescription(name: "t", environments: [Environment(name: "a", baseURL: "http://127.0.0.1:1", services: ["orders": "http://127.0.0.1:2"])],
                                 defaultEnvironment: "a")
        #expect(CommandTree.serviceProblems([Self.group], api: api).map(ErrorWording.message(for:))
            == ["'billing invoices' uses service 'billing', which no environment defines (defined: orders)"])
        var fixed = api
        fixed.environments[0].services["billing"] = "http://127.0.0.1:3"
        #expect(CommandTree.serviceProblems([Self.group], api: fixed).isEmpty)
    }

    @Test func duplicateGroupsActionsAndBuiltinNamesAreProblems() {
        let twice = ActionGroup<any Route>("smoke", summary: "", actions: Self.group.actions + Self.group.actions)
        let problems = CommandTree.problems([Self.group, Self.group, twice]).map(ErrorWording.message(for:))
        #expect(problems.contains("command group 'billing' is declared twice or names a built-in command"))
        #expect(problems.contains("command group 'smoke' is declared twice or names a built-in command"))
        #expect(problems.contains("action 'smoke invoices' is declared twice"))
        #expect(CommandTree.problems([Self.group]).isEmpty)
    }

    /// `--help`, `--help-all` and `-h` mean help after every command, so a hand-written command cannot take them (the
    /// build tool refuses them in routers); any other global's name is the action's own, shadowing the global there.
    @Test func anOptionSpelledLikeAReservedGlobalIsAProblemAndAnyOtherGlobalNameIsNot() {
        func group(_ options: [OptionDeclaration]) -> [ActionGroup<any Route>] {
            [ActionGroup<any Route>("billing", summary: "", actions: [Action(command: Command(name: "invoices", summary: "", options: options)) { _ in Billing.invoices }])]
        }
        let help = OptionDeclaration(name: "help", kind: .flag, help: "")
        let helpAll = OptionDeclaration(name: "help-all", kind: .string, help: "")
        let shortH = OptionDeclaration(name: "height", short: "h", kind: .int, help: "")
        #expect(CommandTree.problems(group([help])).map(ErrorWording.message(for:)) == ["action 'billing invoices' declares --help, which every command keeps for help"])
        #expect(CommandTree.problems(group([helpAll])).map(ErrorWording.message(for:)) == ["action 'billing invoices' declares --help-all, which every command keeps for help"])
        #expect(CommandTree.problems(group([shortH])).map(ErrorWording.message(for:)) == ["action 'billing invoices' declares -h, which every command keeps for help"])
        let shadowing = ["all", "env", "token", "verbose", "version", "retry"].map { OptionDeclaration(name: $0, kind: .string, help: "") }
        #expect(CommandTree.problems(group(shadowing)).isEmpty)
    }
}
