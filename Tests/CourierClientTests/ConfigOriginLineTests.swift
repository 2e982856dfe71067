import Arguments
import Testing
@testable import CourierClient

/// Each environment's `baseURL` and `tokenFile` keep the line they stand on (what `courier config` and errors name),
/// found in one pass through the file whatever the number of environments.
struct ConfigOriginLineTests {
    @Test func eachEnvironmentsKeysKeepTheirOwnLines() throws {
        // Line 1 `{"environments": {`, then per environment: its name, baseURL, tokenFile and a note naming the next one.
        var text = "{\"environments\": {\n"
        for index in 0..<50 {
            text += "  \"e\(index)\": {\n    \"baseURL\": \"http://127.0.0.1/e\(index)\",\n    \"tokenFile\": \"/t/\(index)\",\n"
            text += "    \"note\": \"before e\(index + 1)\"\n  }" + (index < 49 ? "," : "") + "\n"
        }
        text += "}}\n"
        let config = try ConfigFile.parse(text, path: "c.json", home: nil)
        for index in [0, 1, 25, 49] {
            let name = 2 + index * 5
            guard case .configFile(_, let baseURL, _)? = config.origins["environments.e\(index).baseURL"],
                  case .configFile(_, let tokenFile, _)? = config.origins["environments.e\(index).tokenFile"] else {
                Issue.record("no origins for e\(index)")
                continue
            }
            #expect(baseURL == name + 1, "e\(index).baseURL")
            #expect(tokenFile == name + 2, "e\(index).tokenFile")
        }
    }
}
