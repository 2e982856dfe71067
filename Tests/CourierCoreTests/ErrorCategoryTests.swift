#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import CourierCore

/// A whole file as text (the test target has no Foundation).
func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

struct ErrorCategoryTests {
    /// DESIGN.md's table; scripts depend on it, so a change here must be deliberate.
    @Test(arguments: [
        (ErrorCategory.usage, Int32(2)), (.config, 2), (.requestInvalid, 2), (.internal, 1),
        (.httpRedirect, 3), (.httpUnauthorized, 4), (.httpForbidden, 4), (.httpNotFound, 4), (.httpValidation, 4),
        (.httpRateLimited, 4), (.httpClient, 4), (.httpServer, 5), (.transportRedirects, 6),
        (.transportDNS, 7), (.transportConnect, 7), (.transportIO, 7), (.transportTimeout, 8), (.transportTLS, 9),
        (.decodingBody, 10), (.decodingEnvelope, 10), (.decodingModel, 10), (.business, 11), (.cancelled, 130),
    ])
    func exitCodesFollowTheDesignTable(category: ErrorCategory, code: Int32) {
        #expect(category.exitCode == code)
    }

    @Test func exitCodeTableRowsPartitionTheCategories() {
        let rows = ExitCodeTable.rows
        // Each category's code is in exactly one row, and that row lists the category.
        for category in ErrorCategory.allCases {
            #expect(rows.filter { $0.code == category.exitCode }.count == 1, "\(category)")
            #expect(rows.filter { $0.categories.contains(category) }.map(\.code) == [category.exitCode], "\(category)")
        }
        // Together the rows list every category once: a partition of allCases.
        let listed = rows.flatMap(\.categories)
        #expect(listed.count == ErrorCategory.allCases.count)
        #expect(Set(listed) == Set(ErrorCategory.allCases))
        #expect(Set(rows.map(\.code)).count == rows.count)
        // A row no category ends with is one of the codes that are not a category's, never a dead row.
        #expect(rows.filter(\.categories.isEmpty).map(\.code) == [ExitCode.success, ExitCode.smokeFailures])
    }

    @Test func readmesExitCodeTableIsTheGeneratedOne() throws {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let readme = try #require(readFile("/" + root + "/README.md"))
        #expect(readme.contains(ExitCodeTable.markdown), "README's table differs from ExitCodeTable.markdown:\n\(ExitCodeTable.markdown)")
    }

    @Test func helpSummaryNamesEveryExitCode() {
        for row in ExitCodeTable.rows where ![4, 5].contains(row.code) {
            #expect(ExitCodeTable.summary.contains("\(row.code) "), "\(row.code)")
        }
    }

    @Test func redactionScrubsEverySecretOccurrence() {
        #expect(Redaction.scrub("a tok-1234 b tok-1234", secrets: ["tok-1234"]) == "a [redacted] b [redacted]")
        // The forms a token takes on its way out are scrubbed too: in a query, echoed as Basic, inside JSON.
        let token = "tok/en+canary=\"42\""
        let forms = Redaction.forms(of: token)
        let encoded = PercentEncoding.encode(token), base64 = Base64.encode(Array(token.utf8))
        let json = JSONPrinter(layout: .compact).string(["token": .string(token)])
        for (text, form) in [("?access_token=\(encoded)&x=1", encoded), ("Basic \(base64)", base64), (json, #"tok/en+canary=\"42\""#)] {
            #expect(text.contains(form) && form != token, "the form really differs from the token")
            let scrubbed = Redaction.scrub(text, secrets: forms)
            #expect(scrubbed.contains(Redaction.placeholder) && !scrubbed.contains(form.dropLast(2)), "\(text) → \(scrubbed)")
        }
        #expect(Redaction.redactedValue("Bearer abc.def") == "Bearer [redacted]")
        #expect(Redaction.redactedValue("abc") == "[redacted]")
    }
}
