import Foundation
import Testing
import TestSupport

/// `courier help TOPIC` prints a page of the user manual, compiled into the binary from docs/*.md (issue 46).
struct HelpTopicTests {
    static let developerMark = "<!-- for Courier's developers: not a help topic -->"

    /// Every page of docs/ that does not say it is for Courier's developers, with its text as `help` prints it.
    static let userPages: [(file: String, text: String)] = {
        let docs = Paths.root.appendingPathComponent("docs")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        return names.compactMap { name in
            guard let text = try? String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8),
                  !text.components(separatedBy: "\n").contains(developerMark) else { return nil }
            let printed = text.components(separatedBy: "\n").filter { !($0.hasPrefix("<!--") && $0.hasSuffix("-->")) }
            return (name, printed.joined(separator: "\n"))
        }
    }()

    @Test func theManualHasItsUserPagesAndNotTheDevelopersOnes() {
        let files = Self.userPages.map(\.file)
        #expect(files.contains("Usage.md") && files.contains("Smoke.md") && files.contains("CompatRouters.md"))
        #expect(!files.contains("Architecture.md") && !files.contains("Testing.md") && !files.contains("Reliability.md"))
    }

    /// Each page is reached by its file's name (`help smoke.md`), which no command can take, as plain text.
    @Test func everyUserPageIsAHelpTopic() {
        for page in Self.userPages {
            let run = CourierRun.run(["help", page.file.lowercased()], environment: ["NO_COLOR": "1"])
            #expect(run.exitCode == 0, "help \(page.file.lowercased()): \(run.stderr)")
            #expect(run.stdout.trimmingCharacters(in: .newlines) == page.text.trimmingCharacters(in: .newlines),
                    "help \(page.file.lowercased()) does not print docs/\(page.file) as it is now")
            #expect(!run.stdout.contains("\u{1B}"))
        }
    }

    @Test func helpListsEveryTopicWithTheWordThatReachesIt() throws {
        let run = CourierRun.run(["help"])
        #expect(run.exitCode == 0)
        let listing = try #require(run.stdout.components(separatedBy: "MANUAL (courier help TOPIC):\n").last)
        #expect(!listing.contains("Architecture"))
        for page in Self.userPages {
            let title = try #require(page.text.components(separatedBy: "\n").first { $0.hasPrefix("# ") }?.dropFirst(2))
            let row = try #require(listing.components(separatedBy: "\n").first { $0.hasSuffix("  " + title) }, "no row for \(page.file)")
            let word = try #require(row.split(separator: " ").first.map(String.init))
            let topic = CourierRun.run(["help", word])
            #expect(topic.stdout.hasPrefix("# " + title), "help \(word) does not print docs/\(page.file)")
        }
    }

    /// `help smoke` stays the smoke command's help, as before the manual was there; `help usage` is a page.
    @Test func aCommandsHelpComesBeforeATopicOfItsName() {
        let command = CourierRun.run(["help", "smoke"])
        #expect(command.exitCode == 0)
        #expect(command.stdout.hasPrefix("OVERVIEW:"))
        #expect(CourierRun.run(["help", "smoke.md"]).stdout.hasPrefix("# Smoke runs"))
        #expect(CourierRun.run(["help", "usage"]).stdout.hasPrefix("# Using courier"))
        #expect(CourierRun.run(["help", "orders"]).stdout.hasPrefix("OVERVIEW:"))
    }

    @Test(arguments: [("compat-router", "compat-routers"), ("librar", "library"), ("smok", "smoke")])
    func anUnknownTopicIsAUsageErrorWithASuggestion(word: String, suggestion: String) {
        let run = CourierRun.run(["help", word])
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("Did you mean '\(suggestion)'?"), "\(run.stderr)")
    }
}
