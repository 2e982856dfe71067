import Courier
import Foundation
import Testing

/// The Courier library's conversions that generated commands call: each input → its value or its exact message.
struct CommandValueTests {
    static let site = CommandValue.Site.option(OptionDeclaration(name: "at", kind: .string, help: ""))

    static func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "ok"
        } catch {
            guard let error = error as? ParseError, case .invalidValue(_, let raw, let expected) = error.kind else { return "\(error)" }
            return "\(expected), got '\(raw)'"
        }
    }

    @Test(arguments: [
        ("1970-01-01T00:00:00Z", 0.0),
        ("2026-11-01T10:00:00Z", 1_793_527_200),
        ("2026-11-01T12:00:00+02:00", 1_793_527_200),
        ("2026-11-01t09:30:00.25-00:30", 1_793_527_200.25),
        ("2000-02-29T00:00:00Z", 951_782_400),
        ("1969-12-31T23:59:59Z", -1),
    ])
    func iso8601DatesAreSecondsSince1970(text: String, seconds: Double) throws {
        let date = try CommandValue.date(text, Self.site) { Date(timeIntervalSince1970: $0) }
        #expect(date == Date(timeIntervalSince1970: seconds))
        // Foundation agrees where it reads the same text.
        if !text.contains("."), let foundation = try? Date(text.uppercased(), strategy: .iso8601) { #expect(foundation == date) }
    }

    @Test(arguments: ["yesterday", "2026-11-01", "2026-11-01T10:00:00", "2026-13-01T10:00:00Z", "2025-02-29T10:00:00Z",
                      "2026-11-01T24:00:00Z", "2026-11-01T10:00:00+2:00", "2026-11-01T10:00:00Z trailing", "2026-11-01T10:00:00.Z", ""])
    func badDatesAreRefused(text: String) {
        #expect(Self.message { _ = try CommandValue.date(text, Self.site) { $0 } } == "an ISO 8601 date such as 2026-11-01T10:00:00Z, got '\(text)'")
    }

    @Test(arguments: [("https://x.invalid/a", true), ("mailto:a@b.invalid", true), ("x+y.z-1:rest", true),
                      ("not a url", false), ("/relative/path", false), ("1http://x", false), (":nothing", false)])
    func urlsNeedAScheme(text: String, accepted: Bool) {
        #expect(Self.message { _ = try CommandValue.url(text, Self.site) { URL(string: $0) } } == (accepted ? "ok" : "an absolute URL, got '\(text)'"))
    }

    @Test func parametersReadJSONValuesAndKeepText() throws {
        let values = try CommandValue.parameters(["page=2", "q=shoes", "ratio=1.5", "on=true", "none=null", "list=[1,\"a\"]"],
                                                 json: #"{"page":1,"keep":{"k":"v"}}"#, Self.site, null: NSNull())
        #expect(values["page"] as? Int == 2)
        #expect(values["q"] as? String == "shoes")
        #expect(values["ratio"] as? Double == 1.5)
        #expect(values["on"] as? Bool == true)
        #expect(values["none"] is NSNull)
        #expect((values["list"] as? [Any])?.count == 2)
        #expect((values["keep"] as? [String: Any])?["k"] as? String == "v")
        // What JSONSerialization would have made is what it can write back.
        #expect(JSONSerialization.isValidJSONObject(values))
    }

    @Test(arguments: [(["=1"], nil, "a key=value pair, got '=1'"), (["novalue"], nil, "a key=value pair, got 'novalue'"),
                      ([], "[]", "a JSON object, got '[]'"), ([], "{", "a JSON object, got '{'")] as [([String], String?, String)])
    func badParametersAreRefused(pairs: [String], json: String?, message: String) {
        #expect(Self.message { _ = try CommandValue.parameters(pairs, json: json, Self.site, null: NSNull()) } == message)
    }

    /// Entries under distinct keys are merged (pairs over the JSON object); a key given twice as a pair is refused,
    /// naming the key, rather than one value silently kept.
    @Test func aRepeatedKeyIsRefusedAndDistinctKeysMerge() throws {
        let values = try CommandValue.stringParameters(["a=1", "b=2"], json: #"{"a":"0","c":"3"}"#, Self.site)
        #expect(values == ["a": "1", "b": "2", "c": "3"])
        for call in [{ _ = try CommandValue.stringParameters(["n=5", "n=6"], json: nil, Self.site) },
                     { _ = try CommandValue.parameters(["n=5", "m=1", "n=6"], json: nil, Self.site, null: NSNull()) }] {
            do {
                try call()
                Issue.record("a repeated key was taken")
            } catch {
                #expect((error as? ParseError).map { "\($0.kind)" }?.contains("repeatedKey") == true, "\(error)")
            }
        }
    }

    /// A bad `--params-json` is named as typed: the JSON option's own site, when the generated code gives it.
    @Test func aBadJSONObjectNamesItsOwnOption() {
        let json = OptionDeclaration(name: "at-json", kind: .string, help: "")
        do {
            _ = try CommandValue.parameters([], json: "[]", Self.site, jsonSite: .option(json), null: NSNull())
            Issue.record("[] was taken")
        } catch {
            guard case .invalidValue(let option, _, _) = error.kind else { Issue.record("\(error)"); return }
            #expect(option.name == "at-json")
        }
    }

    @Test func stringParametersTakeTextOnly() throws {
        #expect(try CommandValue.stringParameters(["a=1", "b=x=y"], json: #"{"c":"3"}"#, Self.site) == ["a": "1", "b": "x=y", "c": "3"])
        #expect(Self.message { _ = try CommandValue.stringParameters([], json: #"{"c":3}"#, Self.site) } == #"a JSON object of strings, got '{"c":3}'"#)
    }

    @Test func sizedIntegersAndNumbersAreRangeChecked() {
        #expect(Self.message { _ = try CommandValue.integer(UInt8.self, "256", Self.site) } == "an integer from 0 to 255, got '256'")
        #expect(Self.message { _ = try CommandValue.floating(Float.self, "inf", Self.site) } == "a number, got 'inf'")
        #expect((try? CommandValue.integer(Int16.self, "-32768", Self.site)) == -32768)
    }
}
