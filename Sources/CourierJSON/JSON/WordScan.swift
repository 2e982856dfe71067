/// Eight bytes of a string at a time: where the next byte that needs a look lies (a quote, a backslash, a
/// control byte), found with word arithmetic rather than a test per byte. Strings are most of a body's bytes,
/// and every reading of them (the validation, the contract's stepping over values) scans them for their end.
///
/// The tests are the classic "has a zero byte" ones: each marks the high bit of the bytes it looks for, exactly
/// for the lowest such byte (a borrow only runs upward, so a mark above it may be wrong), and the lowest is all a
/// caller reads. Words are read as little-endian, so the lowest bits are the first byte in memory.
enum WordScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    /// Each byte's high bit: the marks, and the test for a byte that is not ASCII.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset` (which must leave eight in `bytes`), the first in the lowest bits.
    @inline(__always)
    static func word(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self))
    }

    /// Marks the bytes of `word` equal to `byte`.
    @inline(__always)
    static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let zeroed = word ^ (ones &* UInt64(byte))
        return (zeroed &- ones) & ~zeroed & highBits
    }

    /// Marks the bytes of `word` below 0x20 (the control bytes a JSON string may not hold unescaped).
    @inline(__always)
    static func controlBytes(of word: UInt64) -> UInt64 { (word &- ones &* 0x20) & ~word & highBits }

    /// Marks the quotes and backslashes of `word`: where a string ends or an escape starts.
    @inline(__always)
    static func quotesAndBackslashes(of word: UInt64) -> UInt64 {
        bytes(of: word, equalTo: UInt8(ascii: "\"")) | bytes(of: word, equalTo: UInt8(ascii: "\\"))
    }

    /// How many bytes come before the first marked one (`marks` not zero).
    @inline(__always)
    static func bytesBefore(_ marks: UInt64) -> Int { marks.trailingZeroBitCount &>> 3 }

    /// `word` with only its first `count` bytes (fewer than eight) kept.
    @inline(__always)
    static func prefix(_ word: UInt64, _ count: Int) -> UInt64 { word & ((1 &<< UInt64(count &<< 3)) &- 1) }
}
