import Testing
@testable import Arguments

/// `--max-body` and friends: plain bytes or a binary suffix, any case, with or without `B`/`iB`.
struct ByteSizeTests {
    @Test(arguments: [
        ("1024", 1024), ("0", 0), ("512K", 512 << 10), ("512k", 512 << 10), ("64M", 64 << 20), ("1G", 1 << 30),
        ("2T", 2 << 40), ("1KB", 1 << 10), ("1kib", 1 << 10), ("3MiB", 3 << 20), ("7B", 7), ("7b", 7),
    ])
    func parsesSizes(text: String, bytes: Int) {
        #expect(ByteSize(argument: text)?.bytes == bytes)
    }

    @Test(arguments: ["", "B", "IB", "K", "-1", "1.5M", "lots", "1X", "9999999999999999T", "1 K", "１K"])
    func refusesWhatIsNotASize(text: String) {
        #expect(ByteSize(argument: text) == nil)
    }

    /// A default declared in bytes is shown as its option takes it, and reads back as the same size.
    @Test(arguments: [(256 << 20, "256M"), (1024, "1K"), (1000, "1000"), (0, "0"), (3 << 30, "3G"), (1536, "1536"), (5 << 40, "5T"), (1 << 50, "1024T")])
    func writesSizesInTheLargestExactUnit(bytes: Int, text: String) {
        #expect(ByteSize(bytes: bytes).text == text)
        #expect(ByteSize(argument: text)?.bytes == bytes)
    }
}
