import CourierCore
import Foundation
import Testing
@testable import CourierCLI
@testable import CourierClient

/// An untrusted project file may not set a header the API declares secret, even one whose name does not
/// look like a credential: the file is judged by the API's own `SecretHeaders`, not by the name rule alone.
struct UntrustedConfigSecretHeaderTests {
    static let api = APIDescription(name: "shop", environments: [Environment(name: "staging", baseURL: "http://127.0.0.1:9/v1")],
                                    defaultEnvironment: "staging", auth: .header("X-Shop-Key-Id"), secretHeaders: ["X-Shop-Sig"])
    static let text = #"{"environments": {"staging": {"headers": {"X-Shop-Sig": "forged", "X-Shop-Key-Id": "k", "X-Team": "a"}}}}"#

    @Test func anUntrustedFileMayNotSetAHeaderTheAPIDeclaresSecret() throws {
        let path = NSTemporaryDirectory() + "courier-untrusted-\(getpid()).json"
        try Self.text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loaded = try ConfigFile.load(path, home: nil, trust: ConfigTrust(storePath: nil), secretHeaders: SecretHeaders(api: Self.api))
        let config = try #require(loaded)
        #expect(!config.isTrusted)
        #expect(config.ignored == ["environments.staging.headers.X-Shop-Sig", "environments.staging.headers.X-Shop-Key-Id"])
        #expect(config.environments.first?.override.headers.fields.map(\.name) == ["X-Team"])
    }

    @Test func theUsersOwnFileMaySetThem() throws {
        var config = try ConfigFile.parse(Self.text, path: "config.json", home: nil)
        #expect(config.isTrusted)
        #expect(config.environments.first?.override.headers.fields.count == 3)
        config.restrictToHarmless(secretHeaders: SecretHeaders(api: Self.api))
        #expect(config.environments.first?.override.headers.fields.map(\.name) == ["X-Team"])
    }
}
