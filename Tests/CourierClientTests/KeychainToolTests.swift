import CourierCore
import Foundation
import Testing
@testable import CourierClient

/// The Keychain store's talk with `/usr/bin/security`: the one command line that carries a secret (on standard input,
/// as hex), the answer read back (plain or hex), and the exit statuses that mean "locked". The real tool runs only on
/// macOS (Tests/EndToEndTests/KeychainSessionTests, in the GitHub workflow's macOS job); here a stand-in
/// (Tests/Servers/fake_security.py) splits lines and answers as Apple's sources say `security` does.
struct KeychainToolTests {
    @Test func theSecretTravelsAsHexOnOneQuotedLine() throws {
        let line = try #require(KeychainTool.addCommand(Array("{\"t\":1}".utf8), service: "shop-session", account: "shop dev",
                                                        label: "say \"hi\" \\ there", keychain: nil))
        #expect(line == "add-generic-password -U -s \"shop-session\" -a \"shop dev\" -l \"say \\\"hi\\\" \\\\ there\" -X 7b2274223a317d\n")
    }

    @Test func aSecretLongerThanOneLineIsRefusedNotCut() {
        #expect(KeychainTool.addCommand(Array(repeating: 0x41, count: 2_100), service: "s", account: "a", label: "l", keychain: nil) == nil)
        #expect(KeychainTool.addCommand(Array(repeating: 0x41, count: 1_900), service: "s", account: "a", label: "l", keychain: nil) != nil)
    }

    @Test(arguments: [
        ("{\"a\":1}\n", "{\"a\":1}"),
        ("7b22c3a9223a317d\n", "{\"é\":1}"),
        ("", ""),
    ])
    func theAnswerIsReadPlainOrAsHex(answer: String, secret: String) throws {
        #expect(try KeychainTool.secret(fromAnswer: Array(answer.utf8), item: "i") == Array(secret.utf8))
    }

    @Test(arguments: ["7b2\n", "zz\n", "hello\n"])
    func anAnswerThatIsNeitherIsNotASession(answer: String) {
        #expect(throws: CourierError.self) { try KeychainTool.secret(fromAnswer: Array(answer.utf8), item: "i") }
    }

    @Test(arguments: [(Int32(36), true), (51, true), (44, false), (1, false)])
    func aLockedKeychainIsToldApart(status: Int32, locked: Bool) {
        let error = KeychainTool.failure(.find, KeychainTool.Ran(status: status, stdout: [], stderr: Array("security: oops\n".utf8)), item: "i")
        if case .session(.keychain(_, .locked(.find))) = error.reason { #expect(locked) } else { #expect(!locked, "\(error.reason)") }
        #expect(error.category == .config)
    }

    /// Store, find, replace and delete through the stand-in: the secret (with quotes, a backslash and non-ASCII, so the
    /// answer comes back as hex) round-trips and is never in an argv.
    @Test func aSecretRoundTripsAndNeverReachesArgv() throws {
        let directory = NSTemporaryDirectory() + "courier-keychain-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = directory + "/items.json"
        setenv("FAKE_KEYCHAIN_DB", database, 1)
        let tool = KeychainTool(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Servers/fake_security.py").path, timeout: 20, keychain: nil)

        #expect(try tool.find(service: "shop-session", account: "shop dev") == nil)
        let secret = Array("{\"token\":\"SECRET-tok\\\\\\\"é\"}".utf8)
        try tool.store(secret, service: "shop-session", account: "shop dev", label: "shop session for shop (dev)")
        #expect(try tool.find(service: "shop-session", account: "shop dev") == secret)
        let replaced = Array("{\"token\":\"SECRET-two\"}".utf8)
        try tool.store(replaced, service: "shop-session", account: "shop dev", label: "shop session for shop (dev)")
        #expect(try tool.find(service: "shop-session", account: "shop dev") == replaced)
        #expect(try tool.delete(service: "shop-session", account: "shop dev"))
        #expect(try !tool.delete(service: "shop-session", account: "shop dev"))

        let argv = try String(contentsOfFile: database + ".argv", encoding: .utf8)
        #expect(argv.contains("find-generic-password") && argv.contains("-i"))
        #expect(!argv.contains("SECRET") && !argv.contains("534543524554"), "a secret in argv")
    }
}
