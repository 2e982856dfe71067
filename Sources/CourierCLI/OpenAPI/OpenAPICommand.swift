import CourierDescribe
import CourierClient
import Arguments
import CourierCore
import CourierShared

/// `courier openapi [--yaml] [--env NAME]`: the routes as an OpenAPI 3.1 document (``OpenAPIDocument``), JSON by
/// default, YAML with `--yaml`; the same routes always print the same text.
enum OpenAPICommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.openapi
    static let yaml: Option<Bool> = .flag("yaml", help: "Print YAML instead of JSON.")

    static var declaration: Command {
        Command(name: commandName, summary: "Print the routes as an OpenAPI 3.1 document.",
                discussion: "One operation per action, read from the routes as describe shows them; paths as built in the environment "
                    + "(--env, else the default). Actions that cannot be described are listed under x-courier-unlisted.",
                options: [yaml.declaration],
                examples: ["courier openapi > openapi.json", "courier openapi --yaml --env dev", "courier openapi | diff openapi.json -"])
            .using(CommandTree.helpOnly.union([.env, .baseURL, .serviceURL]))
    }

    static func run(_ context: CommandContext) throws(CommandFailure) {
        let problems = CommandTree.serviceProblems(context.groups, api: context.api)
        guard problems.isEmpty else { throw .description(problems) }
        let settings = try context.settings(loadsSession: false)
        let output = context.console(scrubbing: settings.secrets)
        let document = OpenAPIDocument(api: settings.target.api, groups: context.groups, environment: settings.target.environment,
                                       secretHeaders: settings.credentials.secretHeaders).document()
        if context.values.flag(yaml) { return try output.emitText(YAMLPrinter().string(document)) }
        try output.emitStream(document, printer: JSONPrinter())
    }
}
