import CourierClient
import Arguments
import CourierCore

/// One action as an OpenAPI operation, read from its ``ActionDescription``: the same placement (each option
/// changed in turn on a placeholder build) that `describe` and `routes` show, so help, describe and the document
/// never disagree about where an option goes.
///
/// Parameters come from the request template: a path segment an option fills is a path parameter named after
/// the option; a query item or header an option fills is a parameter of the item's own name, typed, ranged and
/// required as the option is declared; a query item no option fills is a constant. The body is the built body's
/// structure (JSON, form, multipart, raw) with each option's leaf typed as the option.
package struct OpenAPIOperation {
    package let description: ActionDescription
    package let template: ActionDescription.Template
    package let request: HTTPRequest

    package var operationId: String { "\(description.group).\(description.command.name)" }

    /// The option or positional named `name`, as the schema reads it (``InputSchema``, which `courier mcp` reads too).
    private func input(_ name: String) -> InputSchema? { InputSchema(named: name, in: description.command) }

    // MARK: Parameters

    /// Path, query and header parameters, in request order.
    package var parameters: [JSON] {
        var parameters: [JSON] = []
        var seen: Set<String> = []
        for (index, segment) in template.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().enumerated() {
            for owner in description.placement.owners(of: .path(index + 1)) where segment.contains("{\(owner.name)}") {
                guard seen.insert("path " + owner.name).inserted, let input = input(owner.name) else { continue }
                parameters.append(Self.parameter(owner.name, in: "path", required: true, schema: input.schema, help: input.help))
            }
        }
        var occurrences: [String: Int] = [:]
        for item in template.query {
            let occurrence = occurrences[item.name, default: 0]
            occurrences[item.name] = occurrence + 1
            let owners = description.placement.owners(of: .query(item.name, occurrence: occurrence))
            if item.name.contains("{"), let owner = owners.first {
                // A dictionary option's entries: any names, string values.
                guard seen.insert("query " + owner.name).inserted else { continue }
                parameters.append(.object([.init("name", .string(owner.name)), .init("in", "query"), .init("required", false),
                                           .init("style", "form"), .init("explode", true),
                                           .init("schema", ["type": "object", "additionalProperties": ["type": "string"]]),
                                           .init("description", .string(input(owner.name)?.help ?? ""))]))
                continue
            }
            guard seen.insert("query " + item.name).inserted else { continue }
            parameters.append(leafParameter(item.name, in: "query", value: item.value, owners: owners, at: .query(item.name, occurrence: occurrence)))
        }
        for header in template.headers where !Self.ignoredHeaders.contains(header.name.lowercased()) {
            let owners = description.placement.owners(of: .header(header.name))
            // A header the router sets itself is a constant parameter, unless it is a credential (a security scheme,
            // ``routerCredentials``) or one a session sets on every request.
            if owners.isEmpty, isCredential(header.name) || Self.sessionHeaders.contains(header.name.lowercased()) { continue }
            guard seen.insert("header " + header.name.lowercased()).inserted else { continue }
            parameters.append(leafParameter(header.name, in: "header", value: header.value, owners: owners, at: .header(header.name)))
        }
        return parameters
    }

    /// Headers OpenAPI describes elsewhere (content negotiation, security schemes) and ignores as parameters.
    private static let ignoredHeaders: Set<String> = ["accept", "content-type", "authorization"]
    /// Headers a session puts on every request (Alamofire's `HTTPHeaders.default`), whose values are the machine's
    /// (its languages, its libcurl's codings, its OS): not the API's parameters.
    private static let sessionHeaders: Set<String> = ["user-agent", "accept-encoding", "accept-language"]

    private func isCredential(_ name: String) -> Bool { name.lowercased() == "authorization" || description.secretHeaders.contains(name) }

    // MARK: Security

    /// Credentials the router puts on its request itself, no option filling them (the GitHub client's
    /// `Authorization: token …` from its own `headers`): each a security scheme named after its header and scheme
    /// word, `Bearer` and `Basic` as HTTP schemes, any other an API key in that header. The value is never shown.
    package var routerCredentials: [(name: String, scheme: JSON)] {
        request.headers.compactMap { field in
            guard isCredential(field.name), description.placement.owners(of: .header(field.name)).isEmpty else { return nil }
            let words = field.value.split(separator: " ", maxSplits: 1)
            let word = words.count == 2 ? String(words[0]) : nil
            let id = ["router", field.name.lowercased()] + (word.map { [$0.lowercased()] } ?? [])
            let name = String(id.joined(separator: "-").map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
            switch word?.lowercased() {
            case "bearer"?: return (name, ["type": "http", "scheme": "bearer", "description": "Sent by the router itself."])
            case "basic"?: return (name, ["type": "http", "scheme": "basic", "description": "Sent by the router itself."])
            default:
                let shown = "Sent by the router itself" + (word.map { " (\(field.name): \($0) …)" } ?? "") + "."
                return (name, .object([.init("type", "apiKey"), .init("in", "header"), .init("name", .string(field.name)),
                                       .init("description", .string(shown))]))
            }
        }
    }

    /// A query item or header: typed as its option when one option's value is the whole value, a constant when
    /// no option fills it, else a string with the template as its description.
    private func leafParameter(_ name: String, in area: String, value: String, owners: [OptionPlacement.Input], at place: RequestSites.Place) -> JSON {
        if owners.count == 1, value == "{\(owners[0].name)}", let input = input(owners[0].name) {
            let sent = sentSchema(owners[0], input, at: place)
            return Self.parameter(name, in: area, required: sent.isRequired, schema: sent.schema, help: input.help)
        }
        if owners.isEmpty {
            return Self.parameter(name, in: area, required: true, schema: ["type": "string", "enum": [.string(value)]],
                                  help: "Always sent as \(value).")
        }
        return Self.parameter(name, in: area, required: owners.contains { input($0.name)?.isRequired == true }, schema: ["type": "string"],
                              help: "Sent as \(value), from " + owners.map { "--\($0.name)" }.joined(separator: ", ") + ".")
    }

    /// An option's value as it goes on the wire, and whether the route always sends it. A flag is what the router
    /// writes for off and on: Alamofire's `URLEncoding` writes `0` and `1` (its default `BoolEncoding.numeric`), an
    /// integer with those two values, not a boolean. A flag the router sends whether it is on or off (both builds have
    /// the place) is required: a flag left out is off, and off is sent. Any other option is required as declared (one
    /// with a default is sent with it, but the API may well take it as optional: its own default).
    private func sentSchema(_ owner: OptionPlacement.Input, _ input: InputSchema, at place: RequestSites.Place) -> (schema: JSON, isRequired: Bool) {
        let sent = description.placement.sentValues(of: owner, at: place)
        let alwaysSent = sent != nil && input.kind == .flag
        guard input.kind == .flag, !input.isRepeatable, let sent, [sent.placeholder, sent.alternative] != ["false", "true"] else {
            return (input.schema, input.isRequired || alwaysSent)
        }
        let values = [sent.placeholder, sent.alternative]
        let schema: JSON = values.allSatisfy({ Int($0) != nil })
            ? ["type": "integer", "enum": .array(values.sorted { Int($0)! < Int($1)! }.map(JSON.number))]
            : ["type": "string", "enum": .array(values.map(JSON.string))]
        return (schema, true)
    }

    private static func parameter(_ name: String, in area: String, required: Bool, schema: JSON, help: String) -> JSON {
        var members: [JSON.Member] = [.init("name", .string(name)), .init("in", .string(area)), .init("required", .bool(required))]
        if !help.isEmpty { members.append(.init("description", .string(help))) }
        members.append(.init("schema", schema))
        return .object(members)
    }

    // MARK: Request body

    /// The body as OpenAPI's `requestBody`, or `nil` when the request has none.
    package var requestBody: JSON? {
        let content: (type: String, schema: JSON)
        switch request.body {
        case .none: return nil
        case .json(let json): content = ("application/json", jsonSchema(json, at: ""))
        case .form(let items): content = ("application/x-www-form-urlencoded", fieldsSchema(items.map { ($0.name, $0.value, nil) }))
        case .multipart(let parts):
            content = ("multipart/form-data", fieldsSchema(parts.map { part in
                switch part {
                case .field(let name, let value): (name, value, nil)
                case .file(let name, _, _, let type): (name, "", filePart(name, type))
                }
            }))
        case .raw(let bytes, let contentType):
            let media = String(contentType.prefix { $0 != ";" }).trimmingSpaces.lowercased()
            if let json = RequestSites.json(bytes, contentType) {
                content = (media, jsonSchema(json, at: ""))
            } else if let pairs = RequestSites.formPairs(bytes, contentType) {
                content = (media, fieldsSchema(pairs.map { ($0.name, $0.value, nil) }))
            } else {
                let owners = description.placement.owners(of: .body(""))
                content = (media.isEmpty ? "application/octet-stream" : media,
                           ["type": "string", "description": .string(owners.isEmpty ? "\(bytes.count) bytes the route always sends."
                                                                          : "From " + owners.map { "--\($0.name)" }.joined(separator: ", ") + ".")])
            }
        }
        return ["required": true, "content": .object([.init(content.type, ["schema": content.schema])])]
    }

    /// A form or multipart body: one property per field, typed as its option (a file part as its media type).
    private func fieldsSchema(_ fields: [(name: String, value: String, fixed: JSON?)]) -> JSON {
        var properties: [JSON.Member] = []
        var required: [JSON] = []
        for field in fields where !properties.contains(where: { $0.key == field.name }) {
            let (schema, isRequired) = field.fixed.map { ($0, true) } ?? leaf(.string(field.value), at: field.name)
            properties.append(.init(field.name, schema))
            if isRequired { required.append(.string(field.name)) }
        }
        return Self.object(properties, required: required)
    }

    /// A multipart file part: its media type when the route fixes it, else the options that fill the part.
    private func filePart(_ name: String, _ type: String) -> JSON {
        let owners = description.placement.owners(of: .body(name))
        guard !owners.isEmpty else { return ["type": "string", "contentMediaType": .string(type)] }
        return ["type": "string", "description": .string("A file, from " + owners.map { "--\($0.name)" }.joined(separator: ", ") + ".")]
    }

    /// A JSON body: its objects and arrays as built, each leaf typed as the option that fills it.
    private func jsonSchema(_ json: JSON, at path: String) -> JSON {
        switch json.expanded {
        case .object(let members):
            var properties: [JSON.Member] = []
            var required: [JSON] = []
            // A dictionary option's entries (`{"{properties}": "{properties}"}`): any names, string values.
            if members.count == 1, members[0].key.hasPrefix("{"), !description.placement.owners(of: .body(path.isEmpty ? members[0].key : path + "." + members[0].key)).isEmpty {
                return ["type": "object", "additionalProperties": ["type": "string"]]
            }
            var extra: JSON?
            for member in members where !properties.contains(where: { $0.key == member.key }) {
                let child = path.isEmpty ? member.key : path + "." + member.key
                // Entries a dictionary option merges in beside fixed members: names the route does not know.
                if member.key.hasPrefix("{"), member.key.hasSuffix("}") {
                    extra = true
                    continue
                }
                if case .object = member.value.expanded {
                    properties.append(.init(member.key, jsonSchema(member.value, at: child)))
                    required.append(.string(member.key))
                } else if case .array = member.value.expanded {
                    properties.append(.init(member.key, jsonSchema(member.value, at: child)))
                    required.append(.string(member.key))
                } else {
                    let (schema, isRequired) = leaf(member.value, at: child)
                    properties.append(.init(member.key, schema))
                    if isRequired { required.append(.string(member.key)) }
                }
            }
            var schema = Self.object(properties, required: required)
            if let extra, case .object(var schemaMembers) = schema {
                schemaMembers.append(.init("additionalProperties", extra))
                schema = .object(schemaMembers)
            }
            return schema
        case .array(let items):
            guard let first = items.first else { return ["type": "array"] }
            return ["type": "array", "items": jsonSchema(first, at: path + "[0]")]
        case let value:
            return leaf(value, at: path).schema
        }
    }

    /// A body leaf: the option that fills it (required as declared), or the constant the route always sends.
    private func leaf(_ value: JSON, at path: String) -> (schema: JSON, isRequired: Bool) {
        let owners = description.placement.owners(of: .body(path))
        if owners.count == 1, let input = input(owners[0].name) { return sentSchema(owners[0], input, at: .body(path)) }
        if !owners.isEmpty { return (["type": "string"], owners.contains { input($0.name)?.isRequired == true }) }
        switch value {
        case .string: return (["type": "string", "const": value], true)
        case .number: return (["type": "number", "const": value], true)
        case .bool: return (["type": "boolean", "const": value], true)
        case .null: return (["type": "null"], true)
        default: return ([:], true)
        }
    }

    private static func object(_ properties: [JSON.Member], required: [JSON]) -> JSON {
        var members: [JSON.Member] = [.init("type", "object"), .init("properties", .object(properties))]
        if !required.isEmpty { members.append(.init("required", .array(required))) }
        return .object(members)
    }
}
