/// Alamofire's `URLEncodedFormEncoder`: any `Encodable` as `a=1&b%5Bc%5D=2`, with Alamofire's options and defaults.
///
/// Defaults (as Alamofire 5): pairs sorted (`alphabetizeKeyValuePairs`), `key[]` arrays, `1`/`0` booleans,
/// base64 `Data`, dates as their own `Encodable`, `nil` pairs dropped, spaces as `%20`, and
/// ``Foundation/CharacterSet/afURLQueryAllowed`` for escaping. Sorting is of the finished `key=value` strings, and
/// applies inside nested objects and arrays too, exactly as Alamofire sorts them.
public final class URLEncodedFormEncoder: @unchecked Sendable {
    public enum ArrayEncoding {
        case brackets, noBrackets, indexInBrackets
        case custom((_ key: String, _ index: Int) -> String)

        func encode(_ key: String, atIndex index: Int) -> String {
            switch self {
            case .brackets: "\(key)[]"
            case .noBrackets: key
            case .indexInBrackets: "\(key)[\(index)]"
            case .custom(let encoding): encoding(key, index)
            }
        }
    }

    public enum BoolEncoding {
        case numeric, literal

        func encode(_ value: Bool) -> String {
            switch self {
            case .numeric: value ? "1" : "0"
            case .literal: value ? "true" : "false"
            }
        }
    }

    public enum DataEncoding {
        case deferredToData, base64
        case custom((Data) throws -> String)

        /// `nil`: encode the `Data` through its own `Encodable` conformance.
        func encode(_ data: Data) throws -> String? {
            switch self {
            case .deferredToData: nil
            case .base64: data.base64EncodedString()
            case .custom(let encoding): try encoding(data)
            }
        }
    }

    public enum DateEncoding {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
        case formatted(DateFormatter)
        case custom((Date) throws -> String)

        /// `nil`: encode the `Date` through its own `Encodable` conformance.
        func encode(_ date: Date) throws -> String? {
            switch self {
            case .deferredToDate: return nil
            case .secondsSince1970: return String(date.timeIntervalSince1970)
            case .millisecondsSince1970: return String(date.timeIntervalSince1970 * 1000.0)
            case .iso8601:
                let formatter = ISO8601DateFormatter()
                formatter.formatOptions = .withInternetDateTime
                return formatter.string(from: date)
            case .formatted(let formatter): return formatter.string(from: date)
            case .custom(let closure): return try closure(date)
            }
        }
    }

    public enum KeyEncoding {
        case useDefaultKeys, convertToSnakeCase, convertToKebabCase, capitalized, uppercased, lowercased
        case custom((String) -> String)

        func encode(_ key: String) -> String {
            switch self {
            case .useDefaultKeys: key
            case .convertToSnakeCase: CaseConversion.words(of: key).joined(separator: "_")
            case .convertToKebabCase: CaseConversion.words(of: key).joined(separator: "-")
            case .capitalized: key.prefix(1).uppercased() + key.dropFirst()
            case .uppercased: key.uppercased()
            case .lowercased: key.lowercased()
            case .custom(let encoding): encoding(key)
            }
        }
    }

    /// How a nested key joins its parent: `parent[child]` (brackets) or `parent.child` (dots).
    public struct KeyPathEncoding: Sendable {
        public static let brackets = KeyPathEncoding { "[\($0)]" }
        public static let dots = KeyPathEncoding { ".\($0)" }
        private let encoding: @Sendable (_ subkey: String) -> String
        public init(encoding: @escaping @Sendable (_ subkey: String) -> String) { self.encoding = encoding }
        func encodeKeyPath(_ keyPath: String) -> String { encoding(keyPath) }
    }

    /// What a `nil` becomes: nothing (`dropKey`), `key=` (`dropValue`) or `key=null`.
    public struct NilEncoding: Sendable {
        public static let dropKey = NilEncoding { nil }
        public static let dropValue = NilEncoding { "" }
        public static let null = NilEncoding { "null" }
        private let encoding: @Sendable () -> String?
        public init(encoding: @escaping @Sendable () -> String?) { self.encoding = encoding }
        func encodeNil() -> String? { encoding() }
    }

    public enum SpaceEncoding {
        case percentEscaped, plusReplaced

        func encode(_ string: String) -> String {
            switch self {
            case .percentEscaped: string.replacingOccurrences(of: " ", with: "%20")
            case .plusReplaced: string.replacingOccurrences(of: " ", with: "+")
            }
        }
    }

    public enum Error: Swift.Error {
        /// The value was not keyed (a bare string or array cannot be a form).
        case invalidRootObject(String)
    }

    public let alphabetizeKeyValuePairs: Bool
    public let arrayEncoding: ArrayEncoding
    public let boolEncoding: BoolEncoding
    public let dataEncoding: DataEncoding
    public let dateEncoding: DateEncoding
    public let keyEncoding: KeyEncoding
    public let keyPathEncoding: KeyPathEncoding
    public let nilEncoding: NilEncoding
    public let spaceEncoding: SpaceEncoding
    public var allowedCharacters: CharacterSet

    public init(alphabetizeKeyValuePairs: Bool = true, arrayEncoding: ArrayEncoding = .brackets, boolEncoding: BoolEncoding = .numeric,
                dataEncoding: DataEncoding = .base64, dateEncoding: DateEncoding = .deferredToDate, keyEncoding: KeyEncoding = .useDefaultKeys,
                keyPathEncoding: KeyPathEncoding = .brackets, nilEncoding: NilEncoding = .dropKey, spaceEncoding: SpaceEncoding = .percentEscaped,
                allowedCharacters: CharacterSet = .afURLQueryAllowed) {
        self.alphabetizeKeyValuePairs = alphabetizeKeyValuePairs
        self.arrayEncoding = arrayEncoding
        self.boolEncoding = boolEncoding
        self.dataEncoding = dataEncoding
        self.dateEncoding = dateEncoding
        self.keyEncoding = keyEncoding
        self.keyPathEncoding = keyPathEncoding
        self.nilEncoding = nilEncoding
        self.spaceEncoding = spaceEncoding
        self.allowedCharacters = allowedCharacters
    }

    /// - Throws: ``Error/invalidRootObject(_:)`` for a value that is not keyed, or the value's own `EncodingError`.
    public func encode(_ value: Encodable) throws -> String {
        let tree = FormTree()
        try value.encode(to: FormValueEncoder(tree: tree, codingPath: [], options: self))
        guard case .object(let members) = tree.root else { throw Error.invalidRootObject("\(tree.root)") }
        return FormSerializer(options: self).serialize(members)
    }

    /// The encoded string's UTF-8 bytes.
    public func encode(_ value: Encodable) throws -> Data {
        let string: String = try encode(value)
        return Data(string.utf8)
    }
}

/// camelCase → words, for the snake and kebab key encodings: split before an upper-case letter that follows a
/// lower-case one, and before the last capital of a run that a lower-case letter follows (`myURLKey` → my url key).
enum CaseConversion {
    static func words(of key: String) -> [String] {
        let characters = Array(key)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && previous.map { $0.isLowercase || ($0.isUppercase && next?.isLowercase == true) } == true
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
