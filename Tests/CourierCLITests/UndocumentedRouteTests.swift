@testable import CourierCLI
import Arguments
import CourierCore
import CourierMCP
import KioskRoutes
import Testing
@testable import CourierClient
@testable import CourierDescribe

/// A case without a doc comment (`KioskAPI.health`, as most of a real app's cases are) has no summary: nothing
/// shows an empty one (an `OVERVIEW:` with nothing after it, `kiosk health:`, a tool description opening on blank lines).
struct UndocumentedRouteTests {
    static let api = KioskProgram.api
    static let root = Command(name: "kiosk-cli", summary: "", subcommands: KioskProgram.commands.map(\.command))

    static func description() throws -> ActionDescription {
        let action = try #require(KioskProgram.commands.first { $0.name == "kiosk" }?.action(named: "health"))
        #expect(action.command.summary.isEmpty, "the fixture's case has no doc comment")
        return ActionDescription(group: "kiosk", action: action, api: api, environment: api.environments[0], secretHeaders: SecretHeaders(api: api))
    }

    @Test func helpHasNoEmptyOverview() {
        let help = HelpFormatter(root: Self.root, globals: [], width: 100).help(for: ["kiosk", "health"], listingGlobals: false)
        #expect(!help.contains("OVERVIEW:"), "\(help)")
        #expect(help.hasPrefix("USAGE: "), "\(help)")
    }

    @Test func describeHasNoTrailingColon() throws {
        let text = try Self.description().text()
        #expect(text.split(separator: "\n").first == "kiosk health", "\(text)")
    }

    @Test func theToolDescriptionStartsWithWhatItSends() throws {
        let description = try Self.description()
        let tool = MCPTool(group: "kiosk", action: description.action, description: description)
        #expect(tool.listing["description"] == "Sends GET /health.")
    }

    @Test func theOperationHasNoEmptySummary() throws {
        let document = OpenAPIDocument(api: Self.api, groups: KioskProgram.commands, environment: Self.api.environments[0],
                                       secretHeaders: SecretHeaders(api: Self.api)).document()
        let operation = try #require(document["paths"]?["/health"]?["get"])
        #expect(operation["summary"] == nil)
    }
}
