import CourierCore
import Foundation
import Testing
import TestSupport
@testable import CourierClient

/// A day of traffic: bench/make_data.py's 10,000-entry HAR reads back whole, every entry a request with its answer.
/// (Its time and the process's peak memory are bench/RESULTS.md's to keep, not this test's to assert.)
struct HARScaleTests {
    @Test func tenThousandEntriesReadBackInOrder() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString).har").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let make = CourierRun.run([Paths.root.appendingPathComponent("bench/make_data.py").path, "--har", path], timeout: 120,
                                  binary: try Tool.path("python3"))
        #expect(make.exitCode == 0, "\(make.stderr)")
        let started = ContinuousClock.now
        let entries = try HARFile.read(path)
        let elapsed = ContinuousClock.now - started
        print("HARScaleTests: read 10,000 entries in \(elapsed)")
        #expect(entries.count == 10_000)
        let requests = entries.compactMap { try? $0.get() }
        #expect(requests.count == 10_000)
        #expect(requests.last?.source == "entry 10000")
        #expect(requests[2].request.method == .post && requests[2].response?.status == 200)
        #expect(requests[9_999].request.url == "https://api.dev.example.invalid/v1/pages/cursor?limit=50")
    }
}
