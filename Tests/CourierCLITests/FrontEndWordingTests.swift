import CourierCore
import CourierMCP
import CourierScaffold
import Testing
@testable import CourierCLI

/// The front ends' own reasons (`init`'s scaffold, `diff`, one command's words, what holds standard input), worded
/// in their modules: each with the exact sentence, category and hint Courier printed when Core held them, so scripts
/// and snapshots that match them keep working.
struct FrontEndWordingTests {
    static let cases: [(CourierError, String)] = [
        (.scaffold(.invalidExecutableName("1x")),
         "--name '1x' is not a valid executable name (a letter, then letters, digits, '-' or '_', at most 64)"),
        (.scaffold(.packageIdentity(directory: "work/courier", identity: "courier")),
         "DIR 'work/courier' would name the package 'courier', as its Courier dependency is named (SwiftPM names a package by its folder); choose another folder name"),
        (.scaffold(.unusableDirectoryName("..")), "DIR '..' is not a usable directory name"),
        (.scaffold(.notADirectory("/f")), "'/f' exists and is not a directory"),
        (.scaffold(.directoryNotEmpty("shop")), "directory 'shop' is not empty"),
        (.scaffold(.notAURL(option: "--courier-url", "a b")), "--courier-url 'a b' is not a URL"),
        (.scaffold(.noCourierPackage(path: "/c")), "no Courier package at '/c'"),
        (.diff(.environments(1)), "diff compares two environments: give --env twice (1 given), e.g. diff --env dev --env prod orders list --uid 5"),
        (.diff(.call("no route call to compare")), "diff: no route call to compare"),
        (.diff(.standardInput(word: "@-")),
         "diff sends its call to both environments but reads standard input once: '@-' would read it a second time; put the value in a file (--token - is read once and used for both)"),
        (.command(.requestNeedsPath), "request needs a PATH or URL: METHOD PATH, PATH alone for GET, or -I PATH for HEAD"),
        (.command(.secretToTerminal), "standard output is a terminal, where the token would stay on screen: pipe it, or add --show"),
        (.usage(.standardInputTaken(word: "--token -", owner: .mcp)),
         "'--token -' would read standard input, which carries mcp's JSON-RPC messages; put the value in a file or a variable"),
    ]

    @Test(arguments: cases)
    func eachIsAUsageErrorWordedAsBefore(error: CourierError, message: String) {
        #expect(error.message == message)
        #expect(error.category == .usage)
        #expect(error.exitCode == 2)
    }

    /// Only a missing Courier checkout says how to fix it.
    @Test func noCourierPackageHintsWhereToFindOne() {
        #expect(CourierError.scaffold(.noCourierPackage(path: "/c")).hint == "give --courier-path PATH (a Courier checkout) or --courier-url URL")
        #expect(CourierError.scaffold(.directoryNotEmpty("shop")).hint == nil)
        #expect(CourierError.diff(.environments(3)).hint == nil)
    }

    /// Reasons of different front ends never compare equal, whatever their words.
    @Test func reasonsCompareWithinTheirOwnModule() {
        #expect(CourierError.scaffold(.notADirectory("x")) == .scaffold(.notADirectory("x")))
        #expect(CourierError.scaffold(.notADirectory("x")) != .scaffold(.notADirectory("y")))
        #expect(CourierError.command(.requestNeedsPath) != .command(.secretToTerminal))
        #expect(CourierError.diff(.call("x")) != .scaffold(.notADirectory("x")))
    }

    /// `courier init --courier-url` words the URL it refuses without its password.
    @Test func theRefusedURLHidesItsPassword() {
        let message = CourierError.scaffold(.notAURL(option: "--courier-url", "http://bob:pw-1@host/x")).message
        #expect(!message.contains("pw-1") && message.contains("bob:[redacted]@"), "\(message)")
    }
}
