import Testing
@testable import Arguments

struct HelpTests {
    @Test func actionHelpShowsUsageOptionsTypesAndDefaults() {
        let help = HelpFormatter(root: Fixture.root, globals: Fixture.globals, width: 120).help(for: ["orders", "list"], listingGlobals: true)
        #expect(help.hasPrefix("OVERVIEW: List orders.\n\nUSAGE: courier orders list --uid <uid>"))
        #expect(help.contains("  --uid <uid>               The user's id. (integer; required; 1…1000)"))
        #expect(help.contains("--format <format>         Output format. (one of json, ndjson, tap; default: json)"))
        #expect(help.contains("GLOBAL OPTIONS:"))
        #expect(help.contains("  -v, --verbose             More output."))
    }

    /// Global options are listed at the root and with --help-all; elsewhere one line says how to see them.
    @Test func globalOptionsAreListedAtTheRootOnly() {
        let formatter = HelpFormatter(root: Fixture.root, globals: Fixture.globals, width: 120)
        #expect(formatter.help(for: []).contains("GLOBAL OPTIONS:\n  -v, --verbose"))
        let action = formatter.help(for: ["orders", "list"])
        #expect(!action.contains("--verbose             More output."))
        #expect(action.contains("GLOBAL OPTIONS: 6 more (--verbose, --quiet, --env, --header, …); see 'courier orders list --help-all'."))
    }

    /// A command that takes four globals or fewer names them all: the count is what the line lists, with no "…".
    @Test func aFewGlobalsAreCountedAsListed() {
        let root = Command(name: "courier", summary: "", subcommands: [Command(name: "init", summary: "Make a package.").using(globals: ["help", "version", "verbose"])])
        let help = HelpFormatter(root: root, globals: Fixture.globals, width: 200).help(for: ["init"])
        #expect(help.contains("GLOBAL OPTIONS: 3 more (--verbose, --help, --version); see 'courier init --help-all'."), "\(help)")
    }

    @Test func groupHelpListsSubcommands() {
        let help = HelpFormatter(root: Fixture.root, globals: Fixture.globals, width: 80).help(for: ["orders"])
        #expect(help.contains("SUBCOMMANDS:\n  list                      List orders.\n  detail                    One order.\n  create                    Create."))
    }

    /// A summary and its discussion are two paragraphs: the discussion's first line fills the width as any other.
    @Test func aLineBreakStartsTheNextLineAfreshAtItsIndent() {
        let text = "OVERVIEW: Serve the routes.\n\nOne tool per action, its input schema from the action's options."
        #expect(TextWrapping.wrap(text, width: 40) == "OVERVIEW: Serve the routes.\n\nOne tool per action, its input schema\nfrom the action's options.")
        #expect(TextWrapping.wrap("first\nsecond line here", width: 14, indent: 4) == "first\n    second\n    line here")
    }

    @Test(arguments: [40, 60, 80, 120])
    func wrapsToTheWidth(width: Int) {
        let help = HelpFormatter(root: Fixture.root, globals: Fixture.globals, width: width).help(for: ["orders", "list"])
        for line in help.split(separator: "\n") where !line.hasPrefix("USAGE") && !line.contains("--") {
            #expect(line.count <= width, "\(line)")
        }
    }
}
