@testable import CourierCLI
import Arguments
import CourierCore
import Routes
import Testing

/// `routes` lists the cases a group cannot call, with the reason and the fix, after its actions.
struct RoutesCatalogTests {
    static let group = ActionGroup<any Route>("orders", summary: "Orders.", actions: DemoAPI.commands[0].actions,
                                              uncallable: [UncallableAction("on-done", reason: "'callback' is a closure", fix: "give it a type a command line can carry")])

    @Test func tableListsUncallableCasesWithReasonAndFix() {
        let lines = RoutesCommand(groups: [Self.group]).table().split(separator: "\n").map(String.init)
        #expect(lines.count == Self.group.actions.count + 1)
        #expect(lines.first?.hasPrefix("orders list") == true)
        let last = lines.last ?? ""
        #expect(last.hasPrefix("orders on-done"))
        #expect(last.contains("(not callable)") && last.hasSuffix("'callback' is a closure. Fix: give it a type a command line can carry"))
    }

    @Test func catalogMarksUncallableCasesNotCallable() {
        guard case .array(let entries) = RoutesCommand(groups: [Self.group]).catalog() else { Issue.record("not an array"); return }
        #expect(entries.count == Self.group.actions.count + 1)
        let last = entries.last
        #expect(last?["action"] == "on-done" && last?["callable"] == false)
        #expect(last?["reason"] == "'callback' is a closure" && last?["fix"] == "give it a type a command line can carry")
        #expect(entries.first?["callable"] == nil && entries.first?["method"] == "GET")
    }
}
