import CourierShared
import Testing
@testable import CourierCLI
@testable import CourierCommandsScanner

/// The scanner refuses exactly the names the CLI takes: both read them from CourierShared.
struct GlobalOptionsTests {
    /// Each global option is declared under its own case (a swapped pair in `GlobalOptions.option(named:)` fails here).
    @Test func everyGlobalOptionIsDeclaredUnderItsName() {
        #expect(GlobalOptions.all.map(\.name) == GlobalOptionName.allCases.map(\.rawValue))
        #expect(ScanConfiguration.courierGlobalOptions.contains("retry") && ScanConfiguration.courierGlobalOptions.contains("no-retry"))
    }

}
