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
        convert = { Value(argument: $0) }
    }

    package static func == (lhs: ValueConversion, rhs: ValueConversion) -> Bool { lhs.type == rhs.type }
    package func hash(into hasher: inout Hasher) { hasher.combine(type) }
}
