import CourierCore
import Foundation
import Testing
@testable import CourierCLI

/// The exit-code table help and README print: made from ``ExitStatus`` and ``ErrorCategory`` plus the
/// program's own codes, so none can be missing or listed twice.
struct ExitCodeTableTests {
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
        #expect(rows.filter(\.categories.isEmpty).map(\.code) == [ExitStatus.success.rawValue, ExitCodeTable.diffDiffers, ExitCodeTable.smokeFailures])
    }

    @Test func readmesExitCodeTableIsTheGeneratedOne() throws {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let readme = try String(contentsOfFile: "/" + root + "/README.md", encoding: .utf8)
        #expect(readme.contains(ExitCodeTable.markdown), "README's table differs from ExitCodeTable.markdown:\n\(ExitCodeTable.markdown)")
    }

    @Test func helpSummaryNamesEveryExitCode() {
        for row in ExitCodeTable.rows where ![4, 5].contains(row.code) {
            #expect(ExitCodeTable.summary.contains("\(row.code) "), "\(row.code)")
        }
    }
}
