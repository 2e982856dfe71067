import Arguments
import CourierCore
import Testing
import TestSupport
@testable import CourierCLI
@testable import Routes

/// Random command lines through the real command tree, in process: never a trap, and every
/// outcome is either a parse error (exit 2) or a command that builds its route.
struct RandomArgvTests {
    static let vocabulary = ["orders", "list", "detail", "create", "cancel", "users", "login", "profile", "update", "files",
                             "upload", "routes", "completion", "bash", "help", "--uid", "--no", "--sku", "--qty", "--name",
                             "--username", "--password", "--file", "--mime", "--env", "--base-url", "--timeout", "-H", "-v",
                             "-vh", "--", "-", "=", "--=", "--uid=", "--uid=5", "5", "-5", "0", "1e3", "nan", "inf", "", " ",
                             "ordrs", "--ui", "--no-verbose", "--verbose=1", "@", "@/nonexistent", "é", "订单", "🚀", "\u{0}",
                             "\r\n", "--json", "--version", "--help", "-h", "--dry-run", "-e", "local", "prod", "x=y"]

    static func token(_ rng: inout SplitMix) -> String {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6: return vocabulary.randomElement(using: &rng)!
        case 6: return String(repeating: "a", count: Int.random(in: 1000...20_000, using: &rng))
        case 7: return "--" + String((0..<Int.random(in: 0...12, using: &rng)).map { _ in "abcdefghijklmnopqrstuvwxyz-=".randomElement(using: &rng)! })
        default:
            let scalars = (0..<Int.random(in: 0...8, using: &rng)).compactMap { _ in Unicode.Scalar(UInt32.random(in: 0...0x2FFFF, using: &rng)) }
            return String(String.UnicodeScalarView(scalars))
        }
    }

    /// Complete calls, so that a third of the lines reach the route branch: each is mutated by up to two
    /// random tokens (replaced, inserted or dropped).
    static let calls = [["orders", "list", "--uid", "5"], ["orders", "detail", "--no", "A1001"], ["orders", "cancel", "--no", "x"],
                        ["orders", "create", "--uid", "5", "--sku", "S", "--qty", "2"], ["users", "login", "--username", "a", "--password", "b"],
                        ["users", "update", "--name", "n"], ["users", "profile"], ["request", "GET", "/x", "-q", "a=b"]]

    static func argv(seed: UInt64) -> [String] {
        var rng = SplitMix(state: seed)
        guard seed % 3 == 0 else { return (0..<Int.random(in: 0...8, using: &rng)).map { _ in token(&rng) } }
        var line = calls.randomElement(using: &rng)!
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            let at = Int.random(in: 0...line.count, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where at < line.count: line[at] = token(&rng)
            case 1: line.insert(token(&rng), at: at)
            default: if at < line.count, line.count > 2 { line.remove(at: at) }
            }
        }
        return line
    }

    @Test func tenThousandRandomCommandLinesNeverTrap() {
        let tree = CommandTree(api: DemoAPI.api, groups: DemoAPI.commands)
        let root = tree.root
        let local = DemoAPI.api.environment(named: "local")!
        let builtins = Set(BuiltinCommands.all(offersScaffolding: false).map { $0.commandName })
        // Files and stdin are answered in memory: the point is the parser, not the disk.
        let parser = Parser(root: root, globals: GlobalOptions.all, source: ValueSource(
            readFile: { _ in .failure(.init("not in this test")) }, readStandardInput: { .success("stdin") }))
        var outcomes = [String: Int]()
        for seed in UInt64(1)...10_000 {
            let arguments = Self.argv(seed: seed)
            do {
                switch try parser.parse(arguments) {
                case .help(let path, _):
                    #expect(root.descendant(path) != nil, "seed \(seed)")
                    outcomes["help", default: 0] += 1
                case .run(let invocation):
                    let (path, values) = (invocation.path, invocation.values)
                    if let action = invocation.target as? Action<any Route> {
                        // A parsed action either builds a route whose request builds (or is refused as
                        // request.invalid, never anything else), or fails with a usage message.
                        do {
                            let route = try action.make(values)
                            do {
                                let request = try RequestBuilder().build(route, in: local)
                                Self.checkRequest(request, path: path, values: values, action: action, parser: parser, arguments: arguments, in: local, seed: seed)
                                outcomes["route", default: 0] += 1
                            } catch {
                                #expect(error.category == .requestInvalid, "seed \(seed): \(error)")
                                outcomes["refused", default: 0] += 1
                            }
                        } catch {
                            let message = ErrorMessage(root: root).render(error, command: path)
                            #expect(message.hasPrefix("Error: "), "seed \(seed): \(message)")
                            #expect(message.split(separator: "\n", omittingEmptySubsequences: false).count == 3, "seed \(seed): \(message)")
                            outcomes["invalid value", default: 0] += 1
                        }
                    } else {
                        // Not an action: a built-in command, or a terminal option (--version) anywhere.
                        #expect(root.descendant(path) != nil, "seed \(seed): \(path)")
                        #expect(path.first.map(builtins.contains) == true || values.flag(GlobalOptions.version), "seed \(seed): \(path) \(arguments)")
                        outcomes["builtin", default: 0] += 1
                    }
                }
            } catch {
                let message = ErrorMessage(root: root).render(error)
                #expect(message.hasPrefix("Error: "), "seed \(seed)")
                #expect(message.split(separator: "\n", omittingEmptySubsequences: false).count == 3, "seed \(seed): \(message)")
                // The usage line is the command the parser had reached, which exists.
                #expect(root.descendant(error.command) != nil, "seed \(seed): \(error.command)")
                outcomes["usage", default: 0] += 1
            }
        }
        // The generator must reach every kind of outcome in proportion, or it is not testing much: a third
        // of the lines are mutated complete calls, so many must reach a route (the bounds are about half
        // of what the 10,000 seeds give).
        let least = ["usage": 4000, "route": 600, "help": 50, "builtin": 10, "invalid value": 3]
        for (kind, count) in least { #expect(outcomes[kind, default: 0] > count, "too few \(kind) outcomes: \(outcomes)") }
    }

    /// What a request built from random values must be: the same on a second parse, the action's own
    /// method (the typed one for `request`), and bound for the environment unless given an absolute URL.
    static func checkRequest(_ request: HTTPRequest, path: [String], values: ParsedValues, action: Action<any Route>, parser: Parser,
                             arguments: [String], in environment: Environment, seed: UInt64)
    {
        if case .run(let again)? = try? parser.parse(arguments), let route = try? action.make(again.values) {
            #expect((try? RequestBuilder().build(route, in: environment)) == request, "seed \(seed): a second parse built another request")
        } else {
            Issue.record("seed \(seed): a second parse of \(arguments) failed")
        }
        if path == ["request"] {
            // A lone path or URL is GET, as `gh api` takes it; otherwise the typed method.
            let method = values.positional("path") == nil && values.positional("method").map(AdHocRoute.isTarget) == true
                ? "GET" : values.positional("method")?.uppercased()
            #expect(request.method.rawValue == method, "seed \(seed)")
        } else if let sample = try? action.make(ParsedValues.placeholders(for: action.command)),
                  let expected = try? RequestBuilder().build(sample, in: environment)
        {
            #expect(request.method == expected.method, "seed \(seed): \(path)")
        } else {
            Issue.record("seed \(seed): \(path) builds no request from placeholders")
        }
        let bases = [environment.baseURL] + environment.services.values
        #expect(request.origin == .foreign || bases.contains { request.url.hasPrefix($0) }, "seed \(seed): \(request.url)")
    }
}
