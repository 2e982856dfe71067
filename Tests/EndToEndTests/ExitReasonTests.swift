import Foundation
import Testing
import TestSupport

/// Every failing exit says why on stderr, and the reason fits the code: one line under the program's
/// name for a failure, the usage block for a wrong command line; stdout holds only a result.
struct ExitReasonTests {
    @Test(arguments: [
        (["routes", "--env", "typo"], 2, "courier: config: unknown environment 'typo' (from --env)"),
        (["describe", "--env", "typo"], 2, "courier: config: unknown environment 'typo' (from --env)"),
        (["config", "--env", "typo"], 2, "courier: config: unknown environment 'typo' (from --env)"),
        (["orders", "list", "--uid", "5", "--env", "typo"], 2, "courier: config: unknown environment 'typo' (from --env)"),
        (["config", "trust", "/nonexistent/courier.json"], 2, "courier: config: cannot trust '/nonexistent/courier.json'"),
        (["smoke", "/nonexistent/plan.smoke"], 2, "courier: smoke: /nonexistent/plan.smoke: cannot read"),
        (["smoke", "--output", "data"], 2, "courier: usage:"),
        (["request"], 2, "Error: Missing expected argument '<method>'."),
        (["completion"], 2, "Error: Missing expected argument '<shell>'."),
        (["completion", "tcsh"], 2, "Error: <shell> expects one of bash, zsh, fish, got 'tcsh' (argument 2)."),
        (["describe", "nope"], 2, "Error: Unknown command group 'nope'."),
        (["config", "trust", "a", "b"], 2, "Error: Unexpected argument 'b'."),
    ])
    func aFailingCommandSaysWhyOnStderr(arguments: [String], code: Int32, reason: String) throws {
        let port = try SilentListener.closedPort()
        let run = CourierRun.run(arguments, environment: ["COURIER_BASE_URL": "http://127.0.0.1:\(port)/v1"])
        #expect(run.exitCode == code, "\(arguments): \(run.stderr)")
        #expect(run.stderr.hasPrefix(reason), "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty, "\(arguments): \(run.stdout)")
    }

    @Test func aRefusedConnectionPrintsItsDocumentThenItsReason() throws {
        let port = try SilentListener.closedPort()
        let run = CourierRun.run(["--base-url", "http://127.0.0.1:\(port)/v1", "--no-retry", "orders", "list", "--uid", "5"])
        #expect(run.exitCode == 7)
        #expect(run.json?.at("error.category") as? String == "transport.connect", "\(run.stdout)")
        #expect(run.stderr.hasPrefix("courier: transport.connect: "), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }

    @Test func aSmokeRunWithFailingCasesSaysHowManyAndExits13() throws {
        let port = try SilentListener.closedPort()
        let plan = NSTemporaryDirectory() + "exit-reason-\(UUID().uuidString).smoke"
        try "orders list --uid 5 => ok\norders list --uid 6 => transport.connect\n".write(toFile: plan, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: plan) }
        let run = CourierRun.run(["smoke", plan, "--base-url", "http://127.0.0.1:\(port)/v1", "--no-retry"])
        #expect(run.exitCode == 13, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").last == "courier: smoke: 1 of 2 cases failed", "\(run.stderr)")
        #expect(run.json?.at("failed") as? Int == 1, "\(run.stdout)")
    }
}
