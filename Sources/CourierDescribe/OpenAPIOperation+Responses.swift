import CourierClient
import CourierCore

/// The responses an operation documents: the success status with the model in its envelope, each error status
/// the route's samples show, 401 where the route needs auth, and `default` for the rest.
extension OpenAPIOperation {
    /// `responses`: statuses in ascending order, then `default`. `errorEnvelope` is the `$ref` of the shared
    /// schema of an envelope that reports an error (`nil` for a plain API).
    package func responses(_ registry: inout SchemaRegistry, errorEnvelope: JSON?) -> JSON {
        guard let route = description.route else { return ["default": ["description": "Not known: the route could not be built."]] }
        let samples = ActionDescription.samples(of: route)
        let successStatus = samples.compactMap(\.status).first { (200..<300).contains($0) } ?? 200
        let model = route.contract.shape.map { registry.schema(of: $0) }
            ?? ["description": .string("\(route.contract.typeName): not checked (the route declares no model).")]
        var statuses: [(Int, JSON)] = [(successStatus, Self.response("The call succeeded" + (samples.isEmpty ? "." : "; the samples show it."),
                                                                    schema: success(model, errorEnvelope: errorEnvelope),
                                                                    example: example(samples, status: successStatus, in: route)))]
        for sample in samples {
            guard let status = sample.status, status >= 400, !statuses.contains(where: { $0.0 == status }) else { continue }
            statuses.append((status, Self.response("The '\(sample.name)' sample.", schema: errorEnvelope,
                                                   example: example(samples, status: status, in: route))))
        }
        if route.requiresAuth, !statuses.contains(where: { $0.0 == 401 }) {
            statuses.append((401, Self.response("No token, or one the server refused (category http.unauthorized).", schema: errorEnvelope, example: nil)))
        }
        var members = statuses.sorted { $0.0 < $1.0 }.map { JSON.Member(String($0.0), $0.1) }
        members.append(.init("default", Self.response("An error: the HTTP status and, in an envelope, its code say which (see the error categories).",
                                                      schema: errorEnvelope, example: nil)))
        return .object(members)
    }

    /// The success body: the model in the envelope's data member; in an envelope, a business error (another
    /// code) may come with the same status, so the body is one of the two.
    private func success(_ model: JSON, errorEnvelope: JSON?) -> JSON {
        guard let format = description.envelope?.format, let errorEnvelope else { return model }
        var required: [JSON] = [.string(format.dataKey)]
        if !format.codeIsOptional { required.insert(.string(format.codeKey), at: 0) }
        let wrapped: JSON = .object([
            .init("type", "object"),
            .init("properties", .object([.init(format.codeKey, ["enum": .array(format.successCodes)]),
                                         .init(format.messageKey, ["type": ["string", "null"]]), .init(format.dataKey, model)])),
            .init("required", .array(required)),
        ])
        return ["oneOf": [wrapped, errorEnvelope]]
    }

    /// The first sample's body of `status`, when it is JSON (read only from routes that give their samples).
    private func example(_ samples: [(name: String, status: Int?)], status: Int, in route: any Route) -> JSON? {
        guard !(route is any SampleNaming) else { return nil }
        guard let sample = route.samples.first(where: { $0.status == status }) else { return nil }
        return try? JSONParser.parse(Array(sample.body.utf8))
    }

    private static func response(_ text: String, schema: JSON?, example: JSON?) -> JSON {
        guard let schema else { return ["description": .string(text)] }
        var media: [JSON.Member] = [.init("schema", schema)]
        if let example { media.append(.init("example", example)) }
        return ["description": .string(text), "content": ["application/json": .object(media)]]
    }
}
