import CourierCore

extension JSON {
    /// This value with the value at `steps` (``Selection``'s, keys matched as `--select` matches them) replaced by
    /// `new`; `nil` when the path does not lead anywhere.
    package func replacing(at steps: ArraySlice<Selection.Step>, with new: JSON) -> JSON? {
        guard let step = steps.first else { return new }
        let rest = steps.dropFirst()
        switch (step, expanded) {
        case (.key(let key), .object(var members)):
            guard let index = members.firstIndex(where: { $0.key == key }) ?? members.firstIndex(where: { $0.key.lowercased() == key.lowercased() }),
                  let value = members[index].value.replacing(at: rest, with: new) else { return nil }
            members[index].value = value
            return .object(members)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            guard let value = elements[index].replacing(at: rest, with: new) else { return nil }
            elements[index] = value
            return .array(elements)
        case (.key(let key), .array) where Int(key) != nil:
            return replacing(at: [Selection.Step.index(Int(key)!)] + rest, with: new)
        default:
            return nil
        }
    }
}
