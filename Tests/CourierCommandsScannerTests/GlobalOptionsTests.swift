import Testing
@testable import CourierCLI
@testable import CourierCommandsScanner

/// The scanner's copy of Courier's global option and command names must be the CLI's own.
struct GlobalOptionsTests {
    @Test func reservedOptionsAreTheCLIsGlobalOptions() {
        #expect(ScanConfiguration.courierGlobalOptions == Set(GlobalOptions.all.map(\.name)))
    }
}
