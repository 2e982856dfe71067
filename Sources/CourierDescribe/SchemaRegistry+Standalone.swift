import CourierClient
import CourierCore

extension SchemaRegistry {
    /// One model's schema standing alone, as MCP's `outputSchema` needs it: the same schema `openapi` documents,
    /// its named objects under `$defs` (referred to as `#/$defs/Name`) instead of the document's components.
    package static func standalone(_ shape: ModelShape) -> JSON {
        var registry = SchemaRegistry()
        registry.referencePrefix = "#/$defs/"
        let schema = registry.schema(of: shape)
        guard case .object(let defs) = registry.document, !defs.isEmpty else { return schema }
        if case .object(let members) = schema { return .object(members + [.init("$defs", .object(defs))]) }
        return ["allOf": [schema], "$defs": .object(defs)]
    }
}
