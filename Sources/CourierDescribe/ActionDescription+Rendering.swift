import CourierClient
import Arguments
import CourierCore

/// The two renderings of an ``ActionDescription``: `describe --json`'s document (keys in a fixed order) and
/// the readable block.
extension ActionDescription {
    package func document() -> JSON {
        var members: [JSON.Member] = [.init("group", .string(group)), .init("action", .string(command.name)),
                                      .init("summary", .string(command.summary))]
        if let declared = declaredCase {
            members.append(.init("route", .object([.init("type", .string(declared.type))]
                + (declared.caseName.map { [JSON.Member("case", .string($0))] } ?? []))))
        }
        members.append(.init("options", .array(command.options.map(optionDocument))))
        if !command.positionals.isEmpty {
            members.append(.init("positionals", .array(command.positionals.map { positional in
                .object([.init("name", .string(positional.name)), .init("type", .string(positional.kind.catalogName)),
                         .init("required", .bool(positional.isRequired)), .init("places", places(of: positional.name)),
                         .init("help", .string(positional.help))])
            })))
        }
        if let problem = placement.problem { members.append(.init("problem", .string(problem))) }
        if let route, let template {
            let service: JSON = self.service.name.map(JSON.string) ?? .null
            members += [
                .init("request", .object([
                    .init("method", .string(template.method)), .init("url", .string(template.url)), .init("path", .string(template.path)),
                    .init("query", .array(template.query.map { ["name": .string($0.name), "value": .string($0.value)] })),
                    .init("headers", .array(template.headers.map { ["name": .string($0.name), "value": .string($0.value)] })),
                    .init("body", template.body.map { ["kind": .string(template.bodyKind), "template": .string($0)] } ?? .null),
                ])),
                .init("service", service),
                .init("baseURL", self.service.baseURL.map(JSON.string) ?? .null),
                .init("environment", .string(environment.name)),
                .init("needsAuth", .bool(route.requiresAuth)), .init("idempotent", .bool(route.isIdempotent)),
                .init("envelope", (envelope ?? api.envelope).described),
                .init("model", route.contract.shape.map { .object([.init("type", .string(route.contract.typeName)), .init("shape", $0.document)]) } ?? .null),
                .init("samples", .array(Self.samples(of: route).map { ["name": .string($0.name), "status": $0.status.map(JSON.int) ?? .null] })),
            ]
        }
        members.append(.init("examples", .array(command.examples.map(JSON.string))))
        var example: [JSON.Member] = [.init("call", .string(exampleCall))]
        if let response = exampleResponse { example.append(.init("response", response)) }
        members.append(.init("example", .object(example)))
        return .object(members)
    }

    /// An option as `routes --json` shows it, every flag present, with its places: name, type, choices, required,
    /// default, repeatable, secret, range, places, help.
    private func optionDocument(_ option: OptionDeclaration) -> JSON {
        var members: [JSON.Member] = [.init("name", .string(option.name)), .init("type", .string(option.kind.catalogName))]
        if case .choice(let words) = option.kind { members.append(.init("choices", .array(words.map(JSON.string)))) }
        members.append(.init("required", .bool(option.isRequired)))
        if let value = option.defaultValue { members.append(.init("default", .string(value))) }
        members += [.init("repeatable", .bool(option.isRepeatable)), .init("secret", .bool(option.isSecret))]
        if let range = option.range { members.append(.init("range", [.number(range.lowerBound.shortText), .number(range.upperBound.shortText)])) }
        members += [.init("places", places(of: option.name)), .init("help", .string(option.help))]
        return .object(members)
    }

    /// `[{"in": "body", "name": "uid"}]`, `[{"in": "path", "segment": 2}]`, `[{"in": "url"}]` (the URL a route is sent to).
    private func places(of name: String) -> JSON {
        let input = placement.inputs.first { $0.name == name }
        return .array((input?.places ?? []).map { place in
            switch place {
            case .method: ["in": "method"]
            case .origin: ["in": "url"]
            case .path(let index): ["in": "path", "segment": .int(index)]
            case .query(let item, _), .header(let item), .body(let item): ["in": .string(place.area), "name": .string(item)]
            }
        })
    }

    /// `query uid`, `path segment 2`, `body`, `the URL` — or `not sent` when the option shows nowhere in the request.
    private func placesText(of name: String) -> String {
        let places = placement.inputs.first { $0.name == name }?.places ?? []
        guard !places.isEmpty else { return placement.route == nil ? "" : "not in the request" }
        return places.map { place in
            switch place {
            case .method: "method"
            case .origin: "the URL"
            case .path(let index): "path segment \(index)"
            case .query(let item, _), .header(let item): "\(place.area) \(item)"
            case .body(let item): item.isEmpty ? "body" : "body \(item)"
            }
        }.joined(separator: ", ")
    }

    package func text() -> String {
        var sections: [[String]] = [["\(group) \(command.name)" + (command.summary.isEmpty ? "" : ": \(command.summary)")]]
        var head: [(String, String)] = []
        if let declared = declaredCase { head.append(("route", declared.type + (declared.caseName.map { ".\($0)" } ?? ""))) }
        if let problem = placement.problem { head.append(("problem", problem)) }
        if let route, let template {
            head.append(("request", "\(template.method) \(template.url)"))
            for field in template.headers where !environment.headers.contains(field.name) || !placement.owners(of: .header(field.name)).isEmpty {
                head.append(("header", "\(field.name): \(field.value)"))
            }
            if let body = template.body { head.append(("body", "\(template.bodyKind) \(body)")) }
            if placement.destination == .asBuilt {
                head.append(("service", "none: sent to the URL the router builds (under none of the app's base URLs)"))
            } else {
                head.append(("service", (service.name ?? "(main)") + " " + (service.baseURL ?? "(not defined)") + " in \(environment.name)"))
            }
            head.append(("auth", (route.requiresAuth ? "required" : "none") + (RetryPolicy.note(isIdempotent: route.isIdempotent).map { "; " + $0 } ?? "")))
            head.append(("envelope", Self.envelopeText(envelope ?? api.envelope)))
        }
        sections.append(Self.aligned(head))
        let options = command.options.map { option in
            [option.synopsis, Self.typeText(option), placesText(of: option.name), option.help]
        } + command.positionals.map { positional in
            ["<\(positional.name)>", positional.kind.typeName + (positional.isRequired ? ", required" : ""), placesText(of: positional.name), positional.help]
        }
        if !options.isEmpty { sections.append(["OPTIONS"] + Self.columns(options)) }
        if let route, let shape = route.contract.shape {
            sections.append(["MODEL \(route.contract.typeName)" + (shape.unwrapped.kindName == "object" ? "" : ": " + shape.summary)] + shape.lines())
        }
        if let route, case let samples = Self.samples(of: route), !samples.isEmpty {
            sections.append(["SAMPLES"] + Self.aligned(samples.map { ($0.name, $0.status.map(String.init) ?? "") }))
        }
        var example = ["EXAMPLE", "  " + exampleCall]
        if let response = exampleResponse { example.append("  " + JSONPrinter(layout: .compact).string(response)) }
        sections.append(example)
        return sections.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// `integer, required, 1…999`, `string, default "x", repeatable, secret`.
    private static func typeText(_ option: OptionDeclaration) -> String {
        var parts = [option.kind.typeName]
        if option.isRequired { parts.append("required") }
        if let value = option.defaultValue { parts.append("default \(value)") }
        if let range = option.range { parts.append("\(range.lowerBound.shortText)…\(range.upperBound.shortText)") }
        if option.isRepeatable { parts.append("repeatable") }
        if option.isSecret { parts.append("secret") }
        return parts.joined(separator: ", ")
    }

    private static func envelopeText(_ envelope: Envelope) -> String {
        guard let format = envelope.format else { return "none (plain: the HTTP status decides)" }
        let codes = format.successCodes.map { JSONPrinter(layout: .compact).string($0) }.joined(separator: ", ")
        return "\(format.codeKey)/\(format.messageKey)/\(format.dataKey), success \(codes)" + (format.codeIsOptional ? " (code optional)" : "")
    }

    /// Two columns, the first padded: `  request   POST http://…`.
    /// The samples' names and statuses, without reading a compat route's `sampleData` (which may trap outside
    /// the app): a ``SampleNaming`` route says what it knows, any other gives its samples.
    package static func samples(of route: any Route) -> [(name: String, status: Int?)] {
        if let named = route as? any SampleNaming { return named.sampleList }
        return route.samples.map { ($0.name, $0.status) }
    }

    package static func aligned(_ rows: [(String, String)]) -> [String] { columns(rows.map { [$0.0, $0.1] }) }

    /// Columns padded to their widest cell, two spaces apart; the last one is not padded.
    package static func columns(_ rows: [[String]]) -> [String] {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            var line = " "
            for (column, cell) in row.enumerated() {
                line += " " + cell
                if column < row.count - 1 { line += String(repeating: " ", count: widths[column] - cell.count + 1) }
            }
            return line
        }
    }
}
