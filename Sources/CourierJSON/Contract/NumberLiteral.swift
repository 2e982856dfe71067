/// A JSON number literal read as the Swift number a model asks for, and the words when it does not fit.
///
/// One place for both storages the contract reads (``ContractValue``: a tree's literal, a body's bytes), so an
/// integer or a float is judged the same whichever holds it.
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

    /// The literal's value when it is a decimal of at most 15 digits (`-12.50`, `7`, no exponent): the digits as a
    /// whole number divided by a power of ten. Both are exact doubles (below 2^53, at most 10^15), so the one
    /// division rounds correctly and gives what `Double(literal)` gives (Clinger's fast path), without making
    /// a `String` and calling strtod. `nil` for anything else, which takes `Double(String)`.
    static func shortDecimal(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
        var offset = 0
        let isNegative = literal.first == UInt8(ascii: "-")
        if isNegative { offset = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = -1  // -1 until the point
        while offset < literal.count {
            let byte = literal[offset]
            offset += 1
            if byte == UInt8(ascii: "."), fractionDigits < 0 {
                fractionDigits = 0
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10, digits < 15 else { return nil }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            digits += 1
            if fractionDigits >= 0 { fractionDigits += 1 }
        }
        guard digits > 0, fractionDigits != 0 else { return nil }
        let magnitude = fractionDigits > 0 ? Double(mantissa) / powerOfTen(fractionDigits) : Double(mantissa)
        return isNegative ? -magnitude : magnitude
    }

    /// 10^`exponent` for 1...15, exactly.
    private static func powerOfTen(_ exponent: Int) -> Double {
        var power = 10.0
        for _ in 1..<exponent { power *= 10 }
        return power
    }
}
