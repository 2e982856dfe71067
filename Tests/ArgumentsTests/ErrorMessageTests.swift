import Testing
@testable import Arguments

/// argv → the exact first line of the message (swift-argument-parser's style of table).
struct ErrorMessageTests {
    func message(_ argv: [String]) -> String? {
        do {
            _ = try Fixture.parser().parse(argv)
            return nil
        } catch {
            return ErrorMessage(root: Fixture.root).render(error)
        }
    }

    @Test(arguments: [
        (["ordrs", "list"], "Error: Unknown subcommand 'ordrs' for 'courier'. Did you mean 'orders'?"),
        (["orders", "lst"], "Error: Unknown subcommand 'lst' for 'courier orders'. Did you mean 'list'?"),
        (["orders", "zzzzzz"], "Error: Unknown subcommand 'zzzzzz' for 'courier orders'."),
        (["orders", "list", "--ui", "5"], "Error: Unknown option '--ui'. Did you mean '--uid'?"),
        (["orders", "list", "--uid", "5", "--verbos"], "Error: Unknown option '--verbos'. Did you mean '--verbose'?"),
        (["orders", "list", "--uid", "five"], "Error: --uid expects an integer, got 'five' (argument 4)."),
        (["orders", "list", "--uid", "0"], "Error: --uid expects a value from 1 to 1000, got '0' (argument 4)."),
        (["orders", "list", "--uid", "1", "--format", "xml"], "Error: --format expects one of json, ndjson, tap, got 'xml' (argument 6)."),
        (["orders", "create", "--uid", "1", "--price", "nan"], "Error: --price expects a number, got 'nan' (argument 6)."),
        (["orders", "list"], "Error: Missing expected argument '--uid <uid>'."),
        (["orders", "list", "--uid"], "Error: Missing value for '--uid <uid>'. A value that starts with '-' is attached: --uid=-value."),
        (["orders", "list", "--uid", "--verbose"], "Error: Missing value for '--uid <uid>'. A value that starts with '-' is attached: --uid=-value."),
        (["orders", "list", "--uid", "1", "--uid", "2"], "Error: --uid was given more than once; it takes one value."),
        (["orders", "list", "--uid", "1", "stray"], "Error: Unexpected argument 'stray'."),
        (["orders", "list", "--uid", "1", "--dry=yes"], "Error: --dry is a flag and takes no value, got 'yes'."),
        (["orders", "create", "--uid", "1", "--body", "@missing.json"], "Error: Cannot read --body from 'missing.json': No such file or directory."),
        (["orders"], "Error: 'courier orders' needs a subcommand: list, detail, create."),
        ([], "Error: 'courier' needs a subcommand: orders, users, request."),
        (["request", "GET"], "Error: Missing expected argument '<path>'."),
        (["orders", "list", "--uid", "1\u{1b}[31m"], "Error: --uid expects an integer, got '1\\x1b[31m' (argument 4)."),
        (["ord\ners"], "Error: Unknown subcommand 'ord\\x0aers' for 'courier'. Did you mean 'orders'?"),
        (["orders", "list", "--u\u{1b}]0;pwned\u{7}"], "Error: Unknown option '--u\\x1b]0;pwned\\x07'."),
        // A C1 CSI and a bidirectional override, escaped as everywhere Courier prints (PrintableText).
        (["orders", "list", "--uid", "1\u{9B}2J\u{202E}"], "Error: --uid expects an integer, got '1\\x9b2J\\u{202e}' (argument 4)."),
    ])
    func errorsTeach(argv: [String], firstLine: String) {
        let text = message(argv)
        #expect(text?.split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test func messageHasUsageAndHelpHintForTheCommand() {
        let text = message(["orders", "list", "--uid", "five"])
        #expect(text == """
            Error: --uid expects an integer, got 'five' (argument 4).
            Usage: courier orders list --uid <uid> [--limit <limit>] [--tag <tag> ...] [--format <format>] [--dry] [<global options>]
            See 'courier orders list --help'.
            """)
    }

    @Test(arguments: [("orders", ["orders", "users"], "orders"), ("ordesr", ["orders"], "orders"), ("x", ["orders"], nil),
                      ("--ver", ["--verbose", "--env"], "--verbose"), ("", ["a"], "a"),
                      // Only a small edit is a typo: another word of the same length is not (the dashes are no part of it).
                      ("--data", ["--qty", "--uid"], nil), ("--silent", ["--select", "--verbose"], nil),
                      ("--verbos", ["--verbose"], "--verbose"), ("--tiemout", ["--timeout"], "--timeout"),
                      ("--conect-timeout", ["--connect-timeout"], "--connect-timeout"), ("baseUrl", ["baseURL", "note"], "baseURL")] as [(String, [String], String?)])
    func suggestionsOnlyWithinASmallEditDistance(word: String, candidates: [String], expected: String?) {
        #expect(Suggestions.closest(to: word, in: candidates) == expected)
    }
}
