import CourierCore
import Testing
@testable import CourierCLI

/// A switch variable (`COURIER_NO_ENVELOPE`) is on or off by a word, and a word that is neither is refused
/// with the variable named, not read as off. Read as settings read it: through the flag's variable.
struct SwitchVariableTests {
    func ignoresEnvelope(_ variables: [String: String]) throws -> Bool {
        try EnvironmentVariableSettingsTests().settings([], variables).output.ignoresEnvelope
    }

    @Test(arguments: [
        (nil, false), ("", false), ("0", false), ("false", false), ("No", false), ("OFF", false),
        ("1", true), ("true", true), ("TRUE", true), ("yes", true), ("On", true),
    ] as [(String?, Bool)])
    func aSwitchWordIsOnOrOff(value: String?, on: Bool) throws {
        #expect(try ignoresEnvelope(value.map { ["COURIER_NO_ENVELOPE": $0] } ?? [:]) == on)
    }

    @Test(arguments: ["treu", "2", "y e s", "\u{1B}[31m"])
    func anyOtherWordIsAConfigErrorNamingTheVariable(value: String) {
        #expect(throws: CourierError.config(.notASwitch(variable: "COURIER_NO_ENVELOPE", value: value))) {
            try ignoresEnvelope(["COURIER_NO_ENVELOPE": value])
        }
        let message = CourierError.config(.notASwitch(variable: "COURIER_NO_ENVELOPE", value: value)).message
        #expect(message.hasPrefix("COURIER_NO_ENVELOPE='"))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 }, "control characters are escaped: \(message)")
    }
}
