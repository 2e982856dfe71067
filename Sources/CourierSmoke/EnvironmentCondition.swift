import CourierCore

/// `only=ENV[,ENV]` and `skip=ENV[,ENV]` after a plan line's `=>`: the environments the case runs in, so one plan
/// serves dev and prod. Judged against the environment the case's own call resolves to (the run's `--env`, or the
/// line's own `-e`) when it would start; a case left out is reported as skipped, with why.
package struct EnvironmentCondition: Equatable, Sendable {
    package var only: [String] = []
    package var skip: [String] = []

    package init() {}

    package var isEmpty: Bool { only.isEmpty && skip.isEmpty }

    /// Why the case does not run in `environment`; nil when it runs.
    package func skipReason(in environment: String) -> String? {
        if !only.isEmpty, !only.contains(environment) { return ErrorWording.environmentLeftOut(condition: "only", names: only, environment: environment) }
        if skip.contains(environment) { return ErrorWording.environmentLeftOut(condition: "skip", names: skip, environment: environment) }
        return nil
    }

    /// Reads `only=…` or `skip=…` into the condition.
    /// - Throws: a plan error for an empty list or name.
    mutating func read(_ word: String, location: String) throws(PlanError) {
        let names = word.dropFirst(5).split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !names.contains(where: \.isEmpty) else { throw PlanError(location: location, reason: .environmentCondition(word)) }
        if word.hasPrefix("only=") { only += names } else { skip += names }
    }
}
