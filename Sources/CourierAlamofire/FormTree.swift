/// The tree an `Encodable` value becomes before it is written as `key=value` pairs.
indirect enum FormComponent: CustomStringConvertible {
    case string(String)
    case array([FormComponent])
    case object([(key: String, value: FormComponent)])

    var description: String {
        switch self {
        case .string(let text): "string(\(text))"
        case .array(let items): "array(\(items))"
        case .object(let members): "object(\(members.map { "\($0.key): \($0.value)" }))"
        }
    }

    /// Puts `value` at `path`, making the objects and arrays on the way; an integer key indexes an array
    /// (appending when it is one past the end), any other key names an object member (kept in first-set order).
    mutating func set(_ value: FormComponent, at path: ArraySlice<any CodingKey>) {
        guard let key = path.first else {
            self = value
            return
        }
        let rest = path.dropFirst()
        if let index = key.intValue {
            var items: [FormComponent] = if case .array(let existing) = self { existing } else { [] }
            var child = index < items.count ? items[index] : .object([])
            child.set(value, at: rest)
            if index < items.count { items[index] = child } else { items.append(child) }
            self = .array(items)
        } else {
            var members: [(key: String, value: FormComponent)] = if case .object(let existing) = self { existing } else { [] }
            let position = members.firstIndex { $0.key == key.stringValue }
            var child = position.map { members[$0].value } ?? .object([])
            child.set(value, at: rest)
            if let position { members[position].value = child } else { members.append((key.stringValue, child)) }
            self = .object(members)
        }
    }
}

/// The tree under construction, shared by every container of one encoding.
final class FormTree {
    var root: FormComponent = .object([])

    func set(_ text: String, at path: [any CodingKey]) {
        root.set(.string(text), at: path[...])
    }
}

/// A coding key for array positions.
struct IndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String
    init(_ index: Int) {
        intValue = index
        stringValue = String(index)
    }
    init?(intValue: Int) { self.init(intValue) }
    init?(stringValue: String) { nil }
}

/// Writes the tree as Alamofire does: escaped `key=value` pairs, nested keys by the key-path encoding,
/// array keys by the array encoding, and each level's pairs sorted when alphabetizing.
struct FormSerializer {
    let options: URLEncodedFormEncoder

    func serialize(_ members: [(key: String, value: FormComponent)]) -> String {
        ordered(members.map { serialize($0.value, forKey: $0.key) }).joined(separator: "&")
    }

    private func serialize(_ component: FormComponent, forKey key: String) -> String {
        switch component {
        case .string(let text):
            return escape(options.keyEncoding.encode(key)) + "=" + escape(text)
        case .array(let items):
            return ordered(items.enumerated().map { serialize($0.element, forKey: options.arrayEncoding.encode(key, atIndex: $0.offset)) }).joined(separator: "&")
        case .object(let members):
            return ordered(members.map { serialize($0.value, forKey: key + options.keyPathEncoding.encodeKeyPath($0.key)) }).joined(separator: "&")
        }
    }

    private func ordered(_ segments: [String]) -> [String] {
        options.alphabetizeKeyValuePairs ? segments.sorted() : segments
    }

    private func escape(_ text: String) -> String {
        var allowed = options.allowedCharacters
        allowed.insert(charactersIn: " ")
        return options.spaceEncoding.encode(text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text)
    }
}
