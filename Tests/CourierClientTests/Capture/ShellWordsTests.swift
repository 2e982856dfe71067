import Testing
@testable import CourierClient

/// A pasted line is split as bash splits it, and whatever bash would run, expand or read is refused with its word.
struct ShellWordsTests {
    func words(_ line: String) -> [String]? { try? ShellWords.split(line) }

    func reason(_ line: String) -> CaptureReason? {
        do throws(CaptureReason) { _ = try ShellWords.split(line); return nil } catch { return error }
    }

    @Test(arguments: [
        ("curl https://x/y", ["curl", "https://x/y"]),
        ("curl 'a b' \"c d\"", ["curl", "a b", "c d"]),
        ("curl 'it'\\''s'", ["curl", "it's"]),
        (#"curl "a \"q\" \$x \\ \n""#, ["curl", #"a "q" $x \ \n"#]),
        ("curl $'a\\nb\\tc\\x41\\u00e9\\'d\\\\'", ["curl", "a\nb\tcAé'd\\"]),
        ("curl $'\\101\\cA\\e'", ["curl", "A\u{01}\u{1B}"]),
        ("curl 'https://x' \\\n  -H 'A: b' \\\n  --compressed", ["curl", "https://x", "-H", "A: b", "--compressed"]),
        ("curl 'https://x' \\\r\n  -H 'A: b'", ["curl", "https://x", "-H", "A: b"]),
        ("curl ''", ["curl", ""]),
        ("curl a\\ b", ["curl", "a b"]),
        ("curl https://x/y?a=1*", ["curl", "https://x/y?a=1*"]),
        ("curl price$ 'a$b'", ["curl", "price$", "a$b"]),
        ("curl x # a comment | not a pipe", ["curl", "x"]),
        ("curl x\n", ["curl", "x"]),
        ("curl -H 'x: $(date)'", ["curl", "-H", "x: $(date)"]),
    ])
    func aLineSplitsAsBashSplitsIt(line: String, expected: [String]) {
        #expect(words(line) == expected)
    }

    @Test(arguments: [
        ("curl 'abc", CaptureReason.unbalancedQuote(quote: "'", word: "'abc")),
        ("curl \"abc", .unbalancedQuote(quote: "\"", word: "\"abc")),
        ("curl $'abc", .unbalancedQuote(quote: "$'", word: "$'abc")),
        ("curl -H \"a: $(cat token)\"", .commandSubstitution(word: "\"a: $(cat")),
        ("curl `id`", .commandSubstitution(word: "`id`")),
        ("curl -H \"Authorization: Bearer $TOKEN\"", .expansion(variable: "$TOKEN", word: "\"Authorization: Bearer $TOKEN\"")),
        ("curl ${HOST}/x", .expansion(variable: "${HOST}", word: "${HOST}/x")),
        ("curl x | jq .", .shellOperator("|")),
        ("curl x; rm y", .shellOperator(";")),
        ("curl x &", .shellOperator("&")),
        ("curl x > out", .shellOperator(">")),
        ("curl x < in", .shellOperator("<")),
        ("curl x\ncurl y", .secondCommand(word: "curl")),
        ("  \n # only a comment", .emptyLine),
    ])
    func whatTheShellWouldRunOrExpandIsRefused(line: String, expected: CaptureReason) {
        #expect(reason(line) == expected)
    }

    @Test func aLineLargerThanTheLimitIsRefused() {
        let line = "curl " + String(repeating: "a", count: ShellWords.maximumBytes)
        #expect(reason(line) == .lineTooLong(limit: ShellWords.maximumBytes))
    }

    @Test func tooManyWordsAreRefused() {
        let line = "curl" + String(repeating: " a", count: ShellWords.maximumWords + 1)
        #expect(reason(line) == .tooManyWords(limit: ShellWords.maximumWords))
    }

    @Test func messagesNameTheWordAndSayNothingIsRun() {
        #expect(CaptureReason.expansion(variable: "$TOKEN", word: "Bearer $TOKEN").message
            == "'$TOKEN' in 'Bearer $TOKEN' is a shell variable: a capture is never expanded; paste its value")
        #expect(CaptureReason.commandSubstitution(word: "$(date)").message.contains("never run"))
        #expect(CaptureReason.unbalancedQuote(quote: "'", word: "'a\u{1B}b").message == "the ' that opens ''a\\x1bb' is never closed")
    }
}
