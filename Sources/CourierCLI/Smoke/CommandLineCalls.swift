import Arguments
import CourierCore
import CourierSmoke
import CurlTransport
import CourierClient

/// Smoke's cases as this program's calls: a plan line is parsed against the command tree, resolved into
/// settings, and judged by ``Call`` exactly as the same words typed after `courier` would be.
/// Everything smoke needs from the CLI crosses here (``SmokeCalls``).
final class CommandLineCalls: SmokeCalls {
    let api: APIDescription
    let parser: Parser
    let environment: ProcessEnvironment
    /// Config files, read once for the whole run.
    let configs: [ConfigFile]
    /// Settings depend only on the global and secret options a case gives (and on the environment and config
    /// files, fixed for the run); the cases of a plan mostly share them, so each set is resolved once.
    private var settingsByGlobals: [String: Resolved] = [:]
    /// The last line whose settings were looked up, and those settings: the lines of a plan mostly give the same
    /// options (those smoke passes on), and comparing them with the last line's costs less than making the key.
    private var lastSettings: (values: ParsedValues, resolved: Resolved)?
    /// Recordings and replays of the whole run, counted per name (`cancel`, then `cancel` again).
    let samples = SampleBook()

    /// - Parameter root: the program's command tree, made once at start (the one a single call parses against).
    /// - Parameter source: how `@file` and `-` values are read: files only for a plan; `courier diff` reads its one
    ///   line's standard input once (``ValueSource/standardInputOnce()``).
    /// - Throws: why the config files cannot be read.
    init(api: APIDescription, root: Command, environment: ProcessEnvironment, source: ValueSource = .filesOnly) throws(CourierError) {
        self.api = api
        self.parser = Parser(root: root, globals: GlobalOptions.all, source: source)
        self.environment = environment
        configs = try Settings.loadConfigs(environment, secretHeaders: SecretHeaders(api: api))
    }

    /// Where smoke's transfers go: one libcurl multi handle for the whole run.
    static func transport() -> Result<any ConcurrentTransport, CourierError> {
        Result { () throws(CourierError) in try CurlMulti() }
    }

    /// Checks a capture's path as `--select` would.
    static func pathProblem(_ path: String) -> SelectionReason? {
        do throws(Rendering.Failure) {
            _ = try Selection.parse(path)
            return nil
        } catch {
            guard case .selectsNothing(let reason) = error else { return nil }
            return reason
        }
    }

    func globalsGiven(in words: [String]) -> Set<String>? {
        guard case .run(let invocation)? = try? parser.parse(words) else { return nil }
        return Set(invocation.values.global.elements.keys)
    }

    /// `words` sent in `environment`: the global `--env` the line gives (`--env X`, `--env=X`, `-e X`, `-eX`, found by
    /// the parser, so a route's own `--env` after its action's name stays) taken out, and `--env=environment` first.
    func words(_ words: [String], in environment: String) -> [String] {
        var dropped = Set<Int>()
        var kept = words
        if case .run(let invocation)? = try? parser.parse(words) {
            for element in invocation.values.global.elements[GlobalOptions.env.declaration.name] ?? [] {
                guard case .argument(let index) = element.origin, words.indices.contains(index) else { continue }
                dropped.insert(index)
                // The value was a word of its own: its option is the word before (`--env`, `-e`, or `-ve`).
                guard words[index] == element.text || !words[index].hasPrefix("-"), index > 0 else { continue }
                let option = words[index - 1]
                if option.hasPrefix("--") || option.count <= 2 { dropped.insert(index - 1) } else { kept[index - 1] = String(option.dropLast()) }
            }
        }
        return ["--env=" + environment] + kept.indices.filter { !dropped.contains($0) }.map { kept[$0] }
    }

    /// The line's call (``SmokeCalls/prepare(_:)``); also `courier diff`'s two sides.
    func prepare(_ words: [String]) -> Result<Call, SmokePlanProblem> {
        resolve(words)
    }

    func check(_ words: [String]) -> SmokePlanProblem? {
        guard case .failure(let problem) = resolve(words) else { return nil }
        return problem
    }

    /// The line parsed, its settings resolved and its route built, and made into a call through the client's one entry
    /// point; or why it cannot run.
    private func resolve(_ words: [String]) -> Result<Call, SmokePlanProblem> {
        func problem(_ reason: PlanReason) -> Result<Call, SmokePlanProblem> { .failure(SmokePlanProblem(reason)) }
        do throws(ParseError) {
            switch try parser.parse(words) {
            case .help:
                return problem(.help)
            case .run(let invocation):
                let (path, values) = (invocation.path, invocation.values)
                // The node the line reached is a route's action (a router's, or `request`), or not a call at all.
                guard let action = invocation.target as? Action<any Route> else {
                    return problem(.notARouteCall(path.joined(separator: " ")))
                }
                let route = try action.make(values)
                // Most lines give none of the options refused below: one look at the options given, not four reads.
                if !values.noValue(for: Self.refusedInPlans) {
                    // Smoke exists to send: a line that asks to send nothing would pass without testing anything.
                    for flag in [GlobalOptions.dryRun, GlobalOptions.curl] where values.flag(flag) {
                        return problem(.sendsNothing(option: flag.declaration.name))
                    }
                    if let refused = GlobalOptions.standardInputPassword(in: values, owner: .smokePlan) { return problem(.call(refused)) }
                    if values.flag(GlobalOptions.save) { return problem(.savesNothing) }
                }
                do throws(CourierError) {
                    let resolved = try settings(for: values)
                    // (Most paths are one word: joining them made a string a line.)
                    let name = path.count == 1 ? path[0] : path.joined(separator: " ")
                    var call = try Call.prepare(route, named: name, values: values, api: api, settings: resolved.shared, samples: samples)
                    call.sharedPlugins = resolved.plugins
                    return .success(call)
                } catch {
                    return problem(.call(error))
                }
            }
        } catch {
            // A route's own CourierError keeps its category in the report; the parser's words otherwise.
            if let inner = error.underlying as? CourierError { return problem(.call(inner)) }
            return problem(.commandLine(ErrorMessage(root: parser.root).sentence(error.kind, path: error.command)))
        }
    }

    /// The global options a plan line may not give (or may not give so): ``resolve(_:then:)`` refuses them.
    private static let refusedInPlans = ParsedValues.Names([GlobalOptions.dryRun.declaration, GlobalOptions.curl.declaration,
                                                            GlobalOptions.passwordFile.declaration, GlobalOptions.save.declaration])

    private func settings(for values: ParsedValues) throws(CourierError) -> Resolved {
        if let last = lastSettings, Self.giveSameSettings(values, last.values) { return last.resolved }
        let resolved = try settingsByKey(for: values)
        lastSettings = (values, resolved)
        return resolved
    }

    /// Whether two lines give the same global options and the same secret options, text for text: everything
    /// ``settingsByKey(for:)`` makes its key of, so the same key.
    private static func giveSameSettings(_ one: ParsedValues, _ other: ParsedValues) -> Bool {
        func sameTexts(_ first: [ParsedValues.Element], _ second: [ParsedValues.Element]) -> Bool {
            guard first.count == second.count else { return false }
            for index in first.indices where first[index].text != second[index].text { return false }
            return true
        }
        // The globals compared in the order given: the same ones given in another order count as different here, and
        // are found the same by their key (``settingsByKey(for:)``), which sorts them.
        guard one.global.givenNames == other.global.givenNames, sameTexts(one.global.givenElements, other.global.givenElements),
              one.command.secretNames == other.command.secretNames else { return false }
        for name in one.command.secretNames where !sameTexts(one.command.given(name) ?? [], other.command.given(name) ?? []) {
            return false
        }
        return true
    }

    private func settingsByKey(for values: ParsedValues) throws(CourierError) -> Resolved {
        // The key is everything Settings reads from a line: its global options, and its secret options
        // (their values join the secrets every report is scrubbed of).
        // A route's own option that shadows a global is the route's, not a setting: only the global scope and the
        // command's secrets count.
        var given: [(String, [ParsedValues.Element])] = []
        for (name, elements) in values.global.elements { given.append(("-" + name, elements)) }
        for name in values.command.secretNames { given.append((name, values.command.elements[name] ?? [])) }
        given.sort { $0.0 < $1.0 }
        var key = ""
        for (name, elements) in given {
            key += name
            for element in elements {
                key += "\u{0}"
                key += element.text
            }
            key += "\u{1}"
        }
        if let cached = settingsByGlobals[key] { return cached }
        let settings = try Settings.resolve(values, api: api, environment: environment, loaded: configs)
        let resolved = Resolved(settings: settings, plugins: Call.plugins(settings, api: api))
        settingsByGlobals[key] = resolved
        return resolved
    }

    /// Settings and the plugins made from them, shared by every case with the same global options.
    private final class Resolved {
        let settings: Settings
        /// The same settings for the calls built from them to share (a call holds a reference, not a copy). Held
        /// beside ``settings``: read through this box instead, they were copied twice a line to be checked.
        let shared: SharedSettings
        let plugins: [any Plugin]

        init(settings: Settings, plugins: [any Plugin]) {
            self.settings = settings
            shared = SharedSettings(settings)
            self.plugins = plugins
        }
    }

}
