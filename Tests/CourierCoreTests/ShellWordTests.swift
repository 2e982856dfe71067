import Testing
import CourierShared

/// The one shell quoter behind `--curl` lines and smoke's reported calls.
struct ShellWordTests {
    @Test(arguments: [
        ("orders", "orders"), ("--uid=5", "--uid=5"), ("http://127.0.0.1:8080/v1/a?b=c%20d", "'http://127.0.0.1:8080/v1/a?b=c%20d'"),
        ("", "''"), ("two words", "'two words'"), ("it's", #"'it'\''s'"#), ("$HOME", "'$HOME'"), ("é", "'é'"),
        ("User-Agent: courier/0.1", "'User-Agent: courier/0.1'"),
    ])
    func aWordIsBareOnlyWhenEveryByteIsSafe(word: String, quoted: String) {
        #expect(ShellWord.quoted(word) == quoted)
    }

    /// The shell reads bytes: a quote that begins a grapheme cluster (`'` and a combining accent) still ends a
    /// quoted word there, so it is escaped like any other.
    @Test func aQuoteFollowedByACombiningMarkIsEscaped() {
        #expect(ShellWord.quoted("a'\u{301}b") == "'a'\\''\u{301}b'")
    }
}
