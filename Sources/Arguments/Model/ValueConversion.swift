/// Turns an option's checked text into its Swift value, once, when the parser reads it.
///
/// Set by ``Option``'s factories, which know the type; a declaration made by hand has none, and its
/// values are converted when read instead. Two conversions are equal when they make the same type,
/// so declarations stay `Hashable`.
package struct ValueConversion: Sendable, Hashable {
    private let type: ObjectIdentifier
    let convert: @Sendable (String) -> (any Sendable)?

    package init<Value: ArgumentValue>(to type: Value.Type) {
        self.type = ObjectIdentifier(type)
        // A string is its own text (String's `init(argument:)`): stored as it is, without a call of the generic
        // initialiser through its witness for every value parsed.
        if Value.self == String.self {
            convert = { text in text }
        } else {
            convert = { text in Value(argument: text) }
        }
    }

    package static func == (lhs: ValueConversion, rhs: ValueConversion) -> Bool { lhs.type == rhs.type }
    package func hash(into hasher: inout Hasher) { hasher.combine(type) }
}
