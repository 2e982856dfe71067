import CourierCore

/// Why a result path (`--select`, a plan's capture) selects nothing (category `decoding.model`, exit 10): the path,
/// who gave it, and where the walk stopped, with what it found there. The client defines it, so Core only carries it.
package struct SelectionReason: Error, Sendable, Equatable, ModuleReason {
    /// Who gave the path: the sentence names it as the user wrote it.
    package enum Subject: Sendable, Equatable {
        /// `--select PATH` on a command line.
        case select
        /// `capture name=PATH` on a plan line; `name` once the case ran (`nil` while the plan is checked).
        case capture(name: String?)
        /// `select: PATH`, an MCP tool call's argument.
        case argument
    }

    /// What stopped the walk, with what was found where it stopped.
    package enum Problem: Sendable, Equatable {
        /// `data[0` (a `[` never closed).
        case unclosedBracket
        /// `data[x]`: what stood between the brackets.
        case badSubscript(String)
        /// The path is empty.
        case empty
        /// A key was asked of a value that is not an object; `walked` is the path up to it (empty: the document).
        case notAnObject(walked: String, found: String)
        /// The object at `walked` has no such key, in any case; `keys` are its first few.
        case noKey(String, walked: String, keys: [String])
        /// An index was asked of a value that is not an array.
        case notAnArray(walked: String, found: String)
        /// The array at `walked` is shorter than the index.
        case outOfRange(walked: String, count: Int)
    }

    /// The path as given.
    package var path: String
    /// Where the walk stopped, and why.
    package var problem: Problem
    /// Who gave the path.
    package var subject: Subject

    package init(_ path: String, _ problem: Problem, subject: Subject = .select) {
        self.path = path
        self.problem = problem
        self.subject = subject
    }

    /// As a model that lacks the field: the document is not what the path expects.
    package var category: ErrorCategory { .decodingModel }
    package var message: String { ErrorWording.message(for: self) }

    /// The same failure, as a capture named `name` met it.
    package func captured(as name: String?) -> SelectionReason { SelectionReason(path, problem, subject: .capture(name: name)) }
    /// The same reason for a path an MCP tool call gave as its `select` argument.
    package var asArgument: SelectionReason { SelectionReason(path, problem, subject: .argument) }
}

extension CourierError.Reason {
    /// A result path that selects nothing in the output document, as Core carries it.
    package static func selection(_ reason: SelectionReason) -> Self { .module(CourierError.ModuleReasonValue(reason)) }
}
