/// A single value as both model decoders read one (the tree's ``ValueDecoder``, the body bytes' ``RawValueDecoder``):
/// every integer width through one generic reader and both floating-point types through another, written once, so
/// the two decoders cannot disagree on which type takes which path (their results and words must be the same).
protocol NumberReadingContainer: SingleValueDecodingContainer {
    /// The value as `T`, or the mismatch or out-of-range error as the contract words it.
    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T
    /// The value as `T`, or the mismatch error as the contract words it.
    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T
}

extension NumberReadingContainer {
    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(Double.self) }
    func decode(_ type: Float.Type) throws -> Float { try floatingPoint(Float.self) }
    func decode(_ type: Int.Type) throws -> Int { try integer(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(UInt64.self) }
}
