import CourierClient
import CourierCore
import CourierPlatform

/// Reads plan files into cases, in order: each file in turn, an `include PATH` line's plan (relative to the file
/// that includes it) in that line's place, and every error gathered and placed among the cases instead of the first
/// one thrown, so a run shows them all at once.
package struct PlanLoader {
    /// How deep includes may nest: far past any real plan, short of a stack that could not hold them.
    package static let includeDepth = 16

    package var parser: PlanParser

    package init(parser: PlanParser) { self.parser = parser }

    /// The cases of `files` in plan order (each keeping, as its ``SmokeCase/plan``, the file it was given in), and
    /// every error placed among them.
    package func load(_ files: [String]) -> ([SmokeCase], [PlanErrorAt]) {
        var cases: [SmokeCase] = []
        var errors: [PlanErrorAt] = []
        var known = Set<String>()
        for file in files {
            let (loaded, problems) = load(file, including: [], at: nil, known: &known)
            errors += problems.map { PlanErrorAt(before: cases.count + $0.before, $0.error) }
            cases += loaded.map { loaded in
                var placed = loaded
                placed.plan = file
                return placed
            }
        }
        return (cases, errors)
    }

    /// One file's cases and errors; `including` the files that include it (real paths), `line` the `include` line
    /// that names it and the path as written there (nil for a file the run was given).
    private func load(_ file: String, including: [String], at line: (location: String, path: String)?, known: inout Set<String>) -> ([SmokeCase], [PlanErrorAt]) {
        let text: String
        switch UserFiles.readText(file) {
        case .success(let contents): text = contents
        case .failure(let failure):
            let error = line.map { PlanError(location: $0.location, reason: .include($0.path, failure.reason)) }
                ?? PlanError(location: file, reason: .unreadable(failure.reason))
            return ([], [PlanErrorAt(before: 0, error)])
        }
        let chain = including + [Platform.realPath(file) ?? file]
        var parser = parser
        parser.include = { path, from, location, known in
            let target = Self.path(path, relativeTo: from)
            let refusal: String? = if chain.contains(Platform.realPath(target) ?? target) {
                ErrorWording.includeCycle
            } else if chain.count >= Self.includeDepth {
                ErrorWording.includeTooDeep(Self.includeDepth)
            } else {
                nil
            }
            if let refusal { return ([], [PlanErrorAt(before: 0, PlanError(location: location, reason: .include(path, refusal)))]) }
            return load(target, including: chain, at: (location, path), known: &known)
        }
        parser.rows = { path, from, location throws(PlanError) in
            let target = Self.path(path, relativeTo: from)
            switch UserFiles.readText(target) {
            case .success(let text):
                do throws(DataRowsProblem) {
                    return try DataRows.parse(text, name: path)
                } catch {
                    throw PlanError(location: location, reason: .rows(path, error.line, error.message))
                }
            case .failure(let failure):
                throw PlanError(location: location, reason: .rows(path, nil, failure.reason))
            }
        }
        var errors: [PlanErrorAt] = []
        let cases = parser.parse(text, file: file, known: &known, errors: &errors)
        return (cases, errors)
    }

    /// A path a plan line names (an include, a data file): as it is when absolute, else beside the plan naming it.
    static func path(_ path: String, relativeTo plan: String) -> String {
        path.hasPrefix("/") ? path : WrittenFile.directory(of: plan) + "/" + path
    }
}
