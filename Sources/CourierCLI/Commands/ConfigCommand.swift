import Arguments
import CourierCore

/// `courier config`: the resolved configuration as JSON, each value with where it came from; secrets redacted.
struct ConfigCommand {
    let settings: Settings
    let api: APIDescription

    func document() -> JSON {
        let configured = settings.api ?? api
        let environment = settings.environment
        var members: [JSON.Member] = [
            .init("configFiles", .array(settings.configFiles.map(JSON.string))),
            .init("environment", ["name": .string(environment.name), "source": .string(settings.sources["environment"] ?? "Routes")]),
            .init("baseURL", ["value": .string(environment.baseURL), "source": .string(settings.sources["baseURL"] ?? "Routes")]),
        ]
        if settings.token != nil {
            members.append(.init("token", ["value": .string(Redaction.placeholder), "source": .string(settings.sources["token"] ?? "")]))
        } else {
            members.append(.init("token", .null))
        }
        members += [
            .init("auth", .string(configured.auth.summary)),
            .init("headers", OutputDocument.describe(environment.headers, redacting: settings.secretHeaders)),
            .init("commonParameters", .array(settings.commonParameters.map { parameter in
                ["name": .string(parameter.name), "value": .string(parameter.value), "in": .string(parameter.placement.rawValue)]
            })),
            .init("timeouts", ["connect": .number(settings.transport.connectTimeout.shortText),
                               "total": .number(settings.transport.totalTimeout.shortText)]),
            .init("retries", .int(settings.retry.maxRetries)),
            .init("environments", .array(configured.environments.map { env in
                var entry: [JSON.Member] = [.init("name", .string(env.name)), .init("baseURL", .string(env.baseURL)),
                                            .init("default", .bool(env.name == configured.defaultEnvironment))]
                if let note = env.note { entry.append(.init("note", .string(note))) }
                return .object(entry)
            })),
        ]
        return .object(members)
    }
}
