import Arguments
import CourierCore
import Testing
@testable import CourierCLI
@testable import CourierClient

/// Settings make one secret-header list and one list of secrets, and every output form uses them.
struct SecretSettingsTests {
    static let api = APIDescription(name: "shop", environments: [Environment(name: "local", baseURL: "http://127.0.0.1:9/v1")],
                                    defaultEnvironment: "local", auth: .header("X-Shop-Sig"))
    static let password: Option<String> = .required("password", help: "p", acceptsStdin: true, secret: true)

    static let source = ValueSource(readFile: { _ in .success("pw-from-file-1") }, readStandardInput: { .success("pw-from-stdin-1") })

    func settings(_ argv: [String]) throws -> Settings {
        let action = Command(name: "login", summary: "", options: [Self.password.declaration])
        let root = Command(name: "courier", summary: "", subcommands: [action])
        guard case .run(let invocation) = try Parser(root: root, globals: GlobalOptions.all, source: Self.source).parse(argv) else {
            Issue.record("no run")
            throw CourierError(.internal, "no run")
        }
        let values = invocation.values
        return try Settings.resolve(values, api: Self.api, environment: ProcessEnvironment([:]))
    }

    @Test func theAuthHeaderAndCredentialLikeHeadersAreSecretForEveryConsumer() throws {
        let settings = try settings(["--token", "tok-abcdef", "--follow", "-H", "X-Api-Key: key-123456", "-H", "X-Trace: t", "login", "--password", "pw-123456"])
        var request = HTTPRequest(method: .post, url: "http://127.0.0.1:9/v1/login", headers: ["X-Shop-Sig": "tok-abcdef", "X-Api-Key": "key-123456", "X-Trace": "t"],
                                  body: .json(["password": "pw-123456"]))
        // Redirects
        let hop = settings.sending.redirects.next(after: HTTPResponse(status: 307, headers: ["Location": "http://127.0.0.1:10/x"]), to: request, hops: 0)
        guard case .follow(let next) = hop else { Issue.record("did not follow"); return }
        #expect(next.headers.fields.map(\.name) == ["X-Trace"])
        // Output document, as the console prints it (headers redacted by name, values scrubbed by the secrets)
        let described = Redaction.scrub(JSONPrinter(layout: .compact).string(OutputDocument.describe(request, secretHeaders: settings.credentials.secretHeaders)),
                                        secrets: settings.secrets)
        // curl export
        request.headers.add("Authorization", "Basic dXNlcjpwYXNz")
        let curl = CurlCommand(request: request, options: TransportOptions(), secretHeaders: settings.credentials.secretHeaders,
                               secrets: settings.secrets, showSecrets: false).text
        for text in [described, curl] {
            for secret in ["tok-abcdef", "key-123456", "pw-123456", "dXNlcjpwYXNz"] { #expect(!text.contains(secret), "\(text)") }
            #expect(text.contains("X-Trace"))
        }
        #expect(settings.warnings.contains(.literalSecretOption(name: "password")))
    }

    @Test(arguments: [("pw-literal-1", "pw-literal-1", true), ("-", "pw-from-stdin-1", false)])
    func aSecretOptionIsScrubbedAndWarnsOnlyWhenLiteral(given: String, value: String, warns: Bool) throws {
        let settings = try settings(["login", "--password", given])
        #expect(Redaction.scrub("x \(value) y", secrets: settings.secrets) == "x [redacted] y")
        #expect(settings.warnings.contains(.literalSecretOption(name: "password")) == warns)
    }
}
