/// What an option's value must be. Drives parsing, help, the catalog and completion.
public enum ValueKind: Sendable, Hashable {
    /// Any text.
    case string
    /// A decimal integer.
    case int
    /// A finite decimal number.
    case double
    /// A flag takes no value: `--name` sets it, `--no-name` clears it.
    case flag
    /// One of a fixed set of words.
    case choice([String])
    /// A file path (completion offers files).
    case path
    /// A byte count: `1024`, `512K`, `64M`, `1G` (binary multiples).
    case size

    /// How help and errors name the type: `--uid expects an integer`.
    package var typeName: String {
        switch self {
        case .string: "string"
        case .int: "integer"
        case .double: "number"
        case .flag: "flag"
        case .choice(let words): "one of " + words.joined(separator: ", ")
        case .path: "path"
        case .size: "size (e.g. 512K, 64M, 1G)"
        }
    }

    /// Name used in the JSON catalog.
    package var catalogName: String {
        switch self {
        case .string: "string"
        case .int: "integer"
        case .double: "number"
        case .flag: "flag"
        case .choice: "choice"
        case .path: "path"
        case .size: "size"
        }
    }

    /// Checks one raw value; returns why it is wrong, or `nil` when it fits.
    func problem(with raw: String) -> String? {
        switch self {
        case .string, .path, .flag: return nil
        case .int: return Int(raw) == nil ? "an integer" : nil
        case .double:
            guard let number = Double(raw), number.isFinite else { return "a number" }
            return nil
        case .choice(let words): return words.contains(raw) ? nil : "one of " + words.joined(separator: ", ")
        case .size: return ByteSize(argument: raw) == nil ? "a size such as 1024, 512K, 64M or 1G" : nil
        }
    }
}
