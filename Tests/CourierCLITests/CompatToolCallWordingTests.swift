@testable import CourierCLI
import Arguments
import CourierCore
import CourierMCP
import KioskRoutes
import Testing
@testable import CourierClient

/// A tool call's refusals name what its caller wrote: the argument `params-json`, not the command line's `--params`.
struct CompatToolCallWordingTests {
    static let root = Command(name: "kiosk-cli", summary: "", subcommands: KioskProgram.commands.map(\.command))

    static func refusal(_ action: String, _ arguments: [JSON.Member]) throws -> String? {
        let api = KioskProgram.api
        guard case .run(let invocation) = try Parser(root: root, globals: GlobalOptions.all, source: .literal).parse(["kiosk", "artwork", "--id", "1"]) else {
            return nil
        }
        let settings = try Settings.resolve(invocation.values, api: api, environment: ProcessEnvironment([:]))
        let found = try #require(KioskProgram.commands.first { $0.name == "kiosk" }?.action(named: action))
        let description = ActionDescription(group: "kiosk", action: found, api: api, environment: settings.target.environment,
                                            secretHeaders: settings.credentials.secretHeaders)
        let calls = MCPToolCalls(api: api, root: root, settings: settings, allowsWrites: true, maxResultBytes: 256 << 10, console: Console())
        do throws(JSONRPCError) {
            _ = try calls.call(MCPTool(group: "kiosk", action: found, description: description), arguments: arguments, structured: false)
            return "called"
        } catch {
            return error.message
        }
    }

    @Test func aBadJSONObjectIsNamedAsTheToolsArgument() throws {
        #expect(try Self.refusal("search", [.init("params-json", "[]")]) == "Invalid params: params-json expects a JSON object, got '[]'.")
        #expect(try Self.refusal("track", [.init("event", "e"), .init("properties-json", #"{"a":1}"#)])
                == #"Invalid params: properties-json expects a JSON object of strings, got '{"a":1}'."#)
    }

    @Test func aKeyGivenTwiceIsRefusedNamingTheArgument() throws {
        #expect(try Self.refusal("search", [.init("params", ["n=5", "n=6"])])
                == "Invalid params: params gives the key 'n' more than once; give each key once (entries with distinct keys are merged).")
    }
}
