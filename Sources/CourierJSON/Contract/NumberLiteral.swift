/// A JSON number literal read as the Swift number a model asks for, and the words when it does not fit.
///
/// One place for both contract decoders (``ValueDecoder`` over a tree, ``RawValueDecoder`` over a body's
/// bytes), so an integer or a float is judged the same whichever of them met it.
enum NumberLiteral {
    /// `literal` as a `T`: exactly, or as a whole number written with a fraction or an exponent (`5.0`, `1e2`).
    /// - Throws: ``ContractViolation`` at `path` when it is fractional or out of `T`'s range.
    static func integer<T: FixedWidthInteger>(_ literal: String, at path: Path) throws(ContractViolation) -> T {
        if let exact = T(literal) { return exact }
        if let double = Double(literal), double.isFinite, double == double.rounded(.towardZero),
           let whole = T(exactly: double)
        {
            return whole
        }
        throw ContractViolation(path: path.rendered, expected: String(describing: T.self),
                                found: "number \(literal) (not a whole number in range)")
    }

    /// `literal` as a finite `T`.
    /// - Throws: ``ContractViolation`` at `path` when it is out of `T`'s range.
    static func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ literal: String, at path: Path) throws(ContractViolation) -> T {
        guard let number = T(literal), number.isFinite else {
            throw ContractViolation(path: path.rendered, expected: String(describing: T.self),
                                    found: "number \(literal) (out of range)")
        }
        return number
    }

    /// The literal's value when it is only digits (and a sign for a signed `T`) and fits `T`: what `T(literal)`
    /// gives, without making the literal a `String` first. `nil` for anything else, which then takes
    /// ``integer(_:at:)``.
    static func plainInteger<T: FixedWidthInteger>(_ literal: UnsafeBufferPointer<UInt8>) -> T? {
        var offset = 0
        let isNegative = literal.first == UInt8(ascii: "-")
        if isNegative {
            guard T.isSigned else { return nil }
            offset = 1
        }
        guard offset < literal.count else { return nil }
        var value: T = 0
        while offset < literal.count {
            let digit = literal[offset] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (next, carried) = isNegative ? shifted.subtractingReportingOverflow(T(digit)) : shifted.addingReportingOverflow(T(digit))
            guard !overflowed, !carried else { return nil }
            value = next
            offset += 1
        }
        return value
    }
}
