import CourierCore
import Foundation
import Testing
import TestSupport
@testable import CourierClient

/// The curl lines Chrome, Proxyman and Charles copy for every demo route (Tests/Fixtures/Captures), read by the capture
/// parser and matched: each names a demo route, the browser's and proxy's own headers set aside, and Courier's command
/// sends the identical request.
struct MatchCaptureTests {
    static let tools = ["chrome.curl", "proxyman.curl", "charles.curl"]

    /// Each paragraph after a fixture's header, with the `# METHOD /path` line it starts with.
    static func paragraphs(_ tool: String) throws -> [(expected: String, text: String)] {
        let text = try String(contentsOfFile: Paths.root.appendingPathComponent("Tests/Fixtures/Captures/" + tool).path, encoding: .utf8)
        return text.components(separatedBy: "\n\n").dropFirst().map { paragraph in
            (String((paragraph.split(separator: "\n").first ?? "").dropFirst(2)), paragraph)
        }
    }

    @Test(arguments: tools)
    func everyCopiedCurlLineIsMatchedToItsDemoRoute(tool: String) throws {
        let paragraphs = try Self.paragraphs(tool)
        #expect(paragraphs.count == 15)
        var routes: Set<String> = []
        for (expected, text) in paragraphs {
            let match = MatchRoundTripTests.demo.matcher.match(try CurlLine.request(fromLine: text))
            #expect(match.outcome == .matched, "\(tool): \(expected): \(match.outcome) \(match.nearest.map { $0.miss.sentence } ?? "")")
            #expect(match.best?.identical == true, "\(tool): \(expected): \(match.best?.differences.map(\.sentence) ?? [])")
            if let route = match.best?.route { routes.insert(route) }
        }
        #expect(routes.count == 15, "\(tool): every demo route once: \(routes.sorted())")
    }
}
