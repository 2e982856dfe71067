/// A Swift type an option's value converts to. Conform an enum of `String` raw values to get a choice option.
public protocol ArgumentValue: Sendable {
    static var valueKind: ValueKind { get }
    init?(argument: String)
}

extension String: ArgumentValue {
    public static var valueKind: ValueKind { .string }
    public init?(argument: String) { self = argument }
}

extension Int: ArgumentValue {
    public static var valueKind: ValueKind { .int }
    public init?(argument: String) { self.init(argument) }
}

extension Double: ArgumentValue {
    public static var valueKind: ValueKind { .double }
    public init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }
}

extension Bool: ArgumentValue {
    public static var valueKind: ValueKind { .flag }
    public init?(argument: String) {
        switch argument {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    public static var valueKind: ValueKind { .choice(allCases.map(\.rawValue)) }
    public init?(argument: String) { self.init(rawValue: argument) }
}

/// A file path; completion offers files for it.
public struct FilePath: ArgumentValue, Hashable {
    public var path: String
    public static var valueKind: ValueKind { .path }
    public init?(argument: String) {
        guard !argument.isEmpty else { return nil }
        path = argument
    }
}
