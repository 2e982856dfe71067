import Testing
import TestSupport

/// The peak-memory bounds read `time`'s report: GNU time's `%M` on Linux, BSD time's `-l` on macOS (bytes, not KiB).
struct PeakMemoryReportTests {
    @Test(arguments: [
        ("70212\n", true, 70212),
        ("Command terminated by signal 9\n70212\n", true, 70212),
        ("", true, nil),
        ("""
                 0.41 real         0.05 user         0.03 sys
             71897088  maximum resident set size
                    0  average shared memory size
                 4391  page reclaims
             53805248  peak memory footprint

         """, false, 70212),
        ("time: illegal option -- f\n", false, nil),
    ] as [(String, Bool, Int?)])
    func theReportGivesThePeakInKiB(report: String, gnu: Bool, kilobytes: Int?) {
        #expect(PeakMemory.kilobytes(report, gnu: gnu) == kilobytes)
    }
}
