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
            .init("headers", OutputDocument.describe(environment.headers)),
            .init("commonParameters", .array(settings.commonParameters.map { parameter in
                ["name": .string(parameter.name), "value": .string(parameter.value), "in": .string(parameter.placement.rawValue)]
            })),
            .init("timeouts", ["connect": .number(settings.transport.connectTimeout.shortText),
                               "total": .number(settings.transport.totalTimeout.shortText)]),
            .init("retries", .int(settings.retry.maxRetries)),
            .init("envelope", Self.describe(settings.ignoresEnvelope ? .plain : api.envelope)),
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

    /// The envelope as declared: its keys and codes, or `"plain"` (no envelope).
    static func describe(_ envelope: Envelope) -> JSON {
        guard let format = envelope.format else { return "plain" }
        var members: [JSON.Member] = [.init("codeKey", .string(format.codeKey)), .init("messageKey", .string(format.messageKey)),
                                      .init("dataKey", .string(format.dataKey)), .init("successCodes", .array(format.successCodes))]
        if format.codeIsOptional { members.append(.init("codeIsOptional", true)) }
        if !format.categories.isEmpty {
            members.append(.init("categories", .array(format.categories.map { ["code": $0.code, "category": .string($0.category.rawValue)] })))
        }
        return .object(members)
    }
}
