import CourierClient
import CourierPlatform
import Arguments
import CourierCore
import CourierShared

/// `courier config`: the resolved configuration as JSON, each value with where it came from; secrets redacted.
/// `courier config trust [FILE]` / `untrust [FILE]`: record or drop the user's trust in a project config file.
struct ConfigCommand {
    let settings: Settings
    let api: APIDescription

    /// The globals `courier config` shows the effect of; anything else given to it is refused.
    static let shownGlobals: Set<GlobalOptionName> = [.env, .baseURL, .token, .tokenFile, .timeout, .connectTimeout, .retry, .noRetry, .cacert, .insecure, .proxy, .noProxy, .select, .help, .helpAll, .version]

    static let file = Positional("file", kind: .path, help: "The config file (default ./courier.json).", isRequired: false)

    static let command = Command(
        name: "config", summary: "Show the resolved configuration and where each value came from.",
        discussion: "Reads $XDG_CONFIG_HOME/courier/config.json (or ~/.config/courier/config.json), then ./courier.json; flags and COURIER_* variables take precedence. ./courier.json may come with a cloned repository: until you trust it, its defaultEnvironment, baseURL, tokenFile and credential headers are ignored (with a warning).",
        subcommands: [
            Command(name: "trust", summary: "Trust a project config file as it is now (its real path and SHA-256 are recorded outside the repository).",
                    positionals: [file], examples: ["courier config trust", "courier config trust ../shop/courier.json"])
                .using(CommandTree.helpOnly).targeting(TrustChange(trusting: true)),
            Command(name: "untrust", summary: "Forget the trust given to a project config file.",
                    positionals: [file], examples: ["courier config untrust"]).using(CommandTree.helpOnly)
                .targeting(TrustChange(trusting: false)),
        ],
        examples: ["courier config", "courier --env dev config", "courier config trust"])
        .runnableWithoutSubcommand().using(shownGlobals)

    /// Runs `config`: the resolved settings as JSON, or the one value `--select` names in it (a string raw, as a
    /// call's `--select` prints it).
    static func run(_ context: CommandContext) throws(CommandFailure) {
        let settings = try context.settings()
        let console = context.console(scrubbing: settings.secrets)
        var document = ConfigCommand(settings: settings, api: context.api).document()
        if let path = context.values.optional(GlobalOptions.select) {
            do throws(Rendering.Failure) {
                document = try Selection.parse(path).select(in: document).get()
            } catch {
                guard case .selectsNothing(let reason) = error else { return }
                throw .error(CourierError(.selection(reason)))
            }
            if case .string(let text) = document { return try console.emit(Array(text.utf8)) }
        }
        try console.emitStream(document, printer: JSONPrinter())
    }

    /// `config trust [FILE]` and `config untrust [FILE]`.
    struct TrustChange: Runnable {
        let trusting: Bool

        func run(_ context: CommandContext) throws(CommandFailure) {
            let document: JSON
            do throws(CourierError) {
                document = try changeTrust(context.values.positional("file") ?? ConfigFile.projectPath, trusting: trusting,
                                           variables: ProcessEnvironment.current(program: context.api.programName))
            } catch {
                throw .error(error)
            }
            try context.console.emitStream(document, printer: JSONPrinter())
        }
    }

    /// Records (or drops) `path`'s real path with the SHA-256 of its content. Only a file that parses as a
    /// config can be trusted: trust is given to what was read, so the digest is of those very bytes.
    static func changeTrust(_ path: String, trusting: Bool, variables: ProcessEnvironment) throws(CourierError) -> JSON {
        var trust = try ConfigTrust.load(variables)
        guard let real = Platform.realPath(path) else {
            throw .file(FileReason(.config, path, .cannot(trusting ? .trust : .untrust, Platform.errorText())))
        }
        guard trusting else {
            trust.untrust(realPath: real)
            try trust.save()
            return ["untrusted": .string(real), "record": .string(trust.storePath ?? "")]
        }
        let contents: UserFile.Contents
        switch UserFiles.read(real) {
        case .success(let read): contents = read
        case .failure(.interrupted): throw .interrupted()
        case .failure(let failure): throw .file(FileReason(.config, path, .cannot(.read, failure.reason)))
        }
        guard let text = contents.text else { throw .file(FileReason(.config, path, .notUTF8)) }
        _ = try ConfigFile.parse(text, path: path, home: variables["HOME"])
        let digest = ConfigTrust.sha256(contents.bytes)
        trust.trust(realPath: real, sha256: digest)
        try trust.save()
        return ["trusted": .string(real), "sha256": .string(digest), "record": .string(trust.storePath ?? "")]
    }

    func document() -> JSON {
        let configured = settings.target.api
        let environment = settings.target.environment
        // Where the base URL came from, and the variable `--env` left out, if one was set: a dropped setting says why.
        var baseURLMembers: [JSON.Member] = [.init("value", .string(environment.baseURL)),
                                             .init("source", .string(settings.sources["baseURL"] ?? APIDescription.compiledSource))]
        if let ignored = settings.target.ignoredBaseURLVariable {
            baseURLMembers.append(.init("ignored", .string(ErrorWording.baseURLVariableIgnored(ignored))))
        }
        var members: [JSON.Member] = [
            .init("configFiles", .array(settings.target.configFiles.map(JSON.string))),
        ]
        if !settings.target.untrustedConfigs.isEmpty {
            members.append(.init("untrustedConfigFiles", .array(settings.target.untrustedConfigs.map { config in
                ["path": .string(config.path), "ignored": .array(config.ignored.map(JSON.string))]
            })))
        }
        members += [
            .init("environment", ["name": .string(environment.name), "source": .string(settings.sources["environment"] ?? APIDescription.compiledSource)]),
            .init("baseURL", .object(baseURLMembers)),
        ]
        if settings.credentials.token != nil {
            members.append(.init("token", ["value": .string(Redaction.placeholder), "source": .string(settings.sources["token"] ?? "")]))
        } else {
            members.append(.init("token", .null))
        }
        members += [
            .init("auth", .string(configured.auth.summary)),
            .init("headers", OutputDocument.describe(environment.headers, redacting: settings.credentials.secretHeaders)),
            .init("commonParameters", .array(settings.target.commonParameters.map { parameter in
                ["name": .string(parameter.name), "value": .string(parameter.value), "in": .string(parameter.placement.rawValue)]
            })),
            .init("timeouts", ["connect": .number(settings.sending.transport.connectTimeout.shortText),
                               "total": .number(settings.sending.transport.totalTimeout.shortText)]),
            .init("retries", .int(settings.sending.retry.maxRetries)),
            .init("envelope", (settings.output.ignoresEnvelope ? .plain : api.envelope).described),
            .init("proxy", ["value": settings.sending.proxy.shown.map(JSON.string) ?? .null, "source": .string(settings.sending.proxy.source)]),
            .init("environments", .array(configured.environments.map { env in
                var entry: [JSON.Member] = [.init("name", .string(env.name)), .init("baseURL", .string(env.baseURL)),
                                            .init("default", .bool(env.name == configured.defaultEnvironment))]
                if !env.services.isEmpty {
                    entry.append(.init("services", .object(env.services.keys.sorted().map { .init($0, .string(env.services[$0]!)) })))
                }
                if let note = env.note { entry.append(.init("note", .string(note))) }
                return .object(entry)
            })),
        ]
        return .object(members)
    }
}
