@testable import CourierCLI
import Testing

/// A team's CLI prints the manual with its own name where a page names the program at work.
struct ManualPageTests {
    @Test(arguments: [
        ("run `courier smoke` in CI", "run `shop smoke` in CI"),
        ("    $ courier orders list --uid 5", "    $ shop orders list --uid 5"),
        ("courier: config: courier.json:3: unknown key", "shop: config: courier.json:3: unknown key"),
        ("(`courier routes --json`)", "(`shop routes --json`)"),
        ("`courier init DIR --name shop` writes it", "`courier init DIR --name shop` writes it"),
        ("the `courier` tool", "the `courier` tool"),
        ("Courier is a library", "Courier is a library"),
        ("courier-commands and courier.json", "courier-commands and courier.json"),
        ("User-Agent: courier/0.1.0", "User-Agent: courier/0.1.0"),
        ("mycourier smoke", "mycourier smoke"),
    ])
    func aTeamsProgramNameReplacesCourierWhereThePageRunsIt(text: String, expected: String) {
        let page = ManualPage(topic: "t", title: "T", text: text)
        #expect(page.text(naming: "shop") == expected)
        #expect(page.text(naming: "courier") == text)
    }

    @Test func everyPageIsCompiledIn() {
        #expect(ManualPage.all.count >= 8)
        #expect(ManualPage.named("usage")?.title.hasPrefix("Using courier") == true)
        #expect(ManualPage.named("CompatRouters.md")?.topic == "compat-routers")
        #expect(ManualPage.named("architecture") == nil)
    }
}
