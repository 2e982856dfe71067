import CourierManualSource
import Testing

/// Which pages of docs/ are help topics, under which names, and the Swift that holds them.
struct ManualSourceTests {
    @Test(arguments: [("CompatRouters.md", "compat-routers"), ("Usage.md", "usage"), ("OpenAPI.md", "open-api"), ("API.md", "api")])
    func aTopicIsTheFileNameInLowerCaseWithHyphensBetweenWords(file: String, topic: String) {
        #expect(ManualSource(fileName: file, text: "").topic == topic)
    }

    @Test func theTitleIsTheFirstHeading() {
        #expect(ManualSource(fileName: "A.md", text: "intro\n# Smoke runs\n# Later").title == "Smoke runs")
        #expect(ManualSource(fileName: "NoHeading.md", text: "text").title == "no-heading")
    }

    @Test func aPageIsForDevelopersOnlyWhenTheMarkIsALineOfItsOwn() {
        #expect(!ManualSource(fileName: "T.md", text: "# T\n\(ManualSource.developerMark)\ntext").isForUsers)
        #expect(ManualSource(fileName: "U.md", text: "# U\nquoting `\(ManualSource.developerMark)` here").isForUsers)
    }

    @Test func thePrintedTextLeavesOutCommentLinesOnly() {
        let page = ManualSource(fileName: "U.md", text: "# U\n<!-- not run: synopsis -->\n    $ courier x <!-- kept -->\n")
        #expect(page.printedText == "# U\n    $ courier x <!-- kept -->\n")
    }

    @Test func theSourceHoldsUserPagesAsEscapedLiterals() {
        let source = ManualSource.swiftSource([
            ManualSource(fileName: "Usage.md", text: "# Using \"it\"\n\\ and \u{1B}[31m"),
            ManualSource(fileName: "Testing.md", text: "# Testing\n\(ManualSource.developerMark)"),
        ])
        #expect(source.contains(##"ManualPage(topic: "usage", title: "Using \"it\"","##))
        #expect(source.contains(##"text: "# Using \"it\"\n\\ and \u{1b}[31m")"##))
        #expect(!source.contains("testing"))
    }
}
