/// A Swift type an option's value converts to. Conform an enum of `String` raw values to get a choice option.
public protocol ArgumentValue: Sendable {
    /// How values of this type are parsed, shown in help and completed.
    static var valueKind: ValueKind { get }
    /// The value a command line's text stands for, or `nil` when the text is not one (then the parser's
    /// usage error names the option and the type).
    init?(argument: String)
}

extension String: ArgumentValue {
    /// Any text.
    public static var valueKind: ValueKind { .string }
    /// The text as given.
    public init?(argument: String) { self = argument }
}

extension Int: ArgumentValue {
    /// A decimal integer.
    public static var valueKind: ValueKind { .int }
    /// A decimal integer; `nil` outside `Int`'s range.
    public init?(argument: String) { self.init(argument) }
}

extension Double: ArgumentValue {
    /// A decimal number.
    public static var valueKind: ValueKind { .double }
    /// A finite number: `nan` and `inf` are refused.
    public init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }
}

extension Bool: ArgumentValue {
    /// A flag: `--name` turns it on, `--no-name` off; it takes no value.
    public static var valueKind: ValueKind { .flag }
    /// `true` or `false`, as the parser stores a flag's state.
    public init?(argument: String) {
        switch argument {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    // Inlinable so that each enum's witness is specialized where the enum is declared: the generic
    // version looked up `AllCases` at run time, for each choice option at every start.
    @inlinable package static var valueKind: ValueKind { .choice(allCases.map { $0.rawValue }) }
    @inlinable package init?(argument: String) { self.init(rawValue: argument) }
}

/// A number of bytes, written plain or with a binary suffix: `1024`, `512K`, `64M`, `1G` (also `KiB`, `MB`…).
package struct ByteSize: ArgumentValue, Hashable {
    package var bytes: Int
    package static var valueKind: ValueKind { .size }

    package init(bytes: Int) { self.bytes = bytes }

    /// The size as an argument is written, in the largest unit that divides it (`256M`), so a default
    /// declared in bytes reads back as its option would take it.
    package var text: String {
        var (number, unit) = (bytes, 0)
        while unit < 4, number != 0, number % 1024 == 0 {
            number /= 1024
            unit += 1
        }
        return String(number) + ["", "K", "M", "G", "T"][unit]
    }

    package init?(argument: String) {
        // Bytes, not Characters: the default of --max-body is parsed on every call.
        var digits = Array(argument.utf8)
        func dropSuffix(_ suffix: String) -> Bool {
            let tail = Array(suffix.utf8)
            guard digits.count > tail.count, zip(digits.suffix(tail.count), tail).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) else { return false }
            digits.removeLast(tail.count)
            return true
        }
        if !dropSuffix("ib") { _ = dropSuffix("b") }
        var multiplier = 1
        if let last = digits.last, let power = [UInt8(ascii: "k"), UInt8(ascii: "m"), UInt8(ascii: "g"), UInt8(ascii: "t")].firstIndex(of: last | 0x20) {
            multiplier = 1 << (10 * (power + 1))
            digits.removeLast()
        }
        guard let number = Int(String(decoding: digits, as: UTF8.self)), number >= 0 else { return nil }
        let (product, overflow) = number.multipliedReportingOverflow(by: multiplier)
        guard !overflow else { return nil }
        bytes = product
    }
}

/// A file path; completion offers files for it.
public struct FilePath: ArgumentValue, Hashable {
    /// The path as given; a relative path is relative to the working directory.
    public var path: String
    /// A path: completion offers files.
    public static var valueKind: ValueKind { .path }
    /// Any text but the empty one.
    public init?(argument: String) {
        guard !argument.isEmpty else { return nil }
        path = argument
    }
}
