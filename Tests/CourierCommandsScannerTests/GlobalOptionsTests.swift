import CourierShared
import Testing
@testable import CourierCLI
@testable import CourierCommandsScanner

/// The scanner refuses exactly the names the CLI keeps for itself: both read them from CourierShared.
struct GlobalOptionsTests {
    /// Each global option is declared under its own case (a swapped pair in `GlobalOptions.option(named:)` fails here).
    @Test func everyGlobalOptionIsDeclaredUnderItsName() {
        #expect(GlobalOptions.all.map(\.name) == GlobalOptionName.allCases.map(\.rawValue))
    }

    /// Only `--help` and `--help-all` are refused; every other global may be shadowed by a route's own option.
    @Test func onlyTheHelpOptionsAreReserved() {
        #expect(ScanConfiguration.courierReservedOptions == ["help", "help-all"])
        #expect(GlobalOptions.all.allSatisfy { $0.isGlobal }, "every global handle reads the global's value")
    }

}
