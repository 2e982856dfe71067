import Arguments
import CourierCore
import CourierSmoke
import Testing
@testable import CourierCLI

/// The one sink picks each failure's exit code from what failed, never from where it was thrown.
struct CommandFailureTests {
    static let root = Command(name: "shop", summary: "")

    @Test(arguments: [
        (CommandFailure.error(CourierError(.httpNotFound, "gone")), Int32(4)),
        (.error(.interrupted()), 130),
        (.usage(ParseError(.invalid("no such thing"))), 2),
        // A route's own refusal in another category keeps that category's code.
        (.usage(ParseError(.invalid("refused"), underlying: CourierError(.business, "closed on Sundays"))), 11),
        (.usage(ParseError(.invalid("refused"), underlying: CourierError(.usage, "bad value"))), 2),
        (.smoke([PlanError(location: "a.smoke:3", reason: .call(CourierError(.transportConnect, "refused"))), PlanError(reason: .noCases)]), 7),
        (.smoke([PlanError(reason: .noCases)]), 2),
        (.casesFailed(failed: 1, of: 2), 13),
        (.casesFlaky(flaky: 1, of: 2), 13),
    ])
    func eachFailureEndsWithItsOwnCode(failure: CommandFailure, code: Int32) {
        #expect(failure.report(to: Console(), root: Self.root) == code)
    }
}
