import Arguments
import CourierCore
import Testing
@testable import CourierCLI
@testable import CourierClient
import Routes

/// The names `--record` files a call under and `--stub-dir` looks it up by, and the file format read back.
struct SampleNameTests {
    static let parser = Parser(root: CommandTree(api: DemoAPI.api, groups: DemoAPI.commands).root, globals: GlobalOptions.all,
                               source: ValueSource(readFile: { _ in .success("x") }, readStandardInput: { .success("x") }))

    @Test(arguments: [
        (["orders", "list", "--uid", "5"], "uid-5"),
        (["orders", "create", "--uid", "5", "--sku", "SKU-1", "--qty", "2"], "qty-2_sku-SKU-1_uid-5"),
        (["orders", "create", "--qty", "2", "--sku", "SKU-1", "--uid", "5"], "qty-2_sku-SKU-1_uid-5"),
        (["--env", "dev", "--token", "t-secret-1", "orders", "list", "--uid", "5"], "uid-5"),
        (["users", "login", "--username", "alice", "--password", "wonderland"], "username-alice"),
        (["users", "profile"], "default"),
        (["orders", "detail", "--no", "../../etc"], "no-.._.._etc"),
        (["orders", "detail", "--no", ".hidden"], "no-.hidden"),
    ])
    func aCallIsNamedByItsRouteOptionsAlone(words: [String], name: String) throws {
        guard case .run(let invocation) = try Self.parser.parse(words) else { Issue.record("not a call"); return }
        #expect(SampleName.derive(from: invocation.values, secrets: []) == name)
    }

    @Test func aNameNeverHidesClimbsOrGrowsPastItsLimit() {
        #expect(SampleName.slug(".x") == "_.x")
        #expect(SampleName.slug("../a") == "_.._a")
        #expect(SampleName.slug("") == "default")
        let long = SampleName.slug(String(repeating: "a", count: 500))
        #expect(long.count == SampleName.maximumLength && long != SampleName.slug(String(repeating: "a", count: 501)))
        #expect(SampleName.slug("a/b c\u{1b}") == "a_b_c_")
    }

    @Test func aSampleFileReadsBackAsWritten() {
        let text = SampleFile(route: "orders list", name: "uid-5", status: 404, reason: "Not Found", headers: ["Content-Type": "application/json"],
                              body: Array(#"{"code": 40401}"#.utf8))
        let bytes = SampleFile(route: "files download", name: "default", status: 200, reason: "OK", headers: [], body: [0xFF, 0x00, 0x80, 0x41])
        #expect(SampleFile.parse(text.bytes) == .success(text))
        #expect(SampleFile.parse(bytes.bytes) == .success(bytes))
        #expect(String(decoding: bytes.bytes, as: UTF8.self).contains("\"bodyBase64\": \"/wCAQQ==\""))
    }
}
