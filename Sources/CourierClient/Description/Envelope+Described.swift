import CourierCore

extension Envelope {
    /// The envelope as declared, as `config` and `describe` print it: its keys and codes, or `"plain"` (no envelope).
    package var described: JSON {
        guard let format else { return "plain" }
        var members: [JSON.Member] = [.init("codeKey", .string(format.codeKey)), .init("messageKey", .string(format.messageKey)),
                                      .init("dataKey", .string(format.dataKey)), .init("successCodes", .array(format.successCodes))]
        if format.codeIsOptional { members.append(.init("codeIsOptional", true)) }
        if !format.categories.isEmpty {
            members.append(.init("categories", .array(format.categories.map { ["code": $0.code, "category": .string($0.category.rawValue)] })))
        }
        return .object(members)
    }
}
