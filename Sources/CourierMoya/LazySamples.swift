import CourierCore

/// A target's `sampleData`, read only when `--stub` or `describe` asks for it.
///
/// Moya evaluates `sampleResponseClosure` only when a provider stubs; many apps' `sampleData` force-unwraps a
/// bundle resource that a CLI does not ship, so reading it whenever a route is built (for help, `routes`,
/// `--version`, a dry run or a real call) would trap before the program does anything. The closure is kept,
/// not called, and the value is worked out at most once per read. Moya's endpoint closures are not `Sendable`;
/// the route carrying them is only read on the thread that made it, hence the unchecked conformance.
final class LazySamples: @unchecked Sendable {
    private let read: () -> [SampleResponse]

    init(_ read: @escaping () -> [SampleResponse]) { self.read = read }

    /// The target's own samples, evaluated now: this is the one place `sampleData` is read.
    var samples: [SampleResponse] { read() }
}
