/// A reason a module above Core defines and words (a front end's usage mistakes, the client's `--select`, a test
/// plan's): Core only carries it, so a new command raises errors of its own without Core naming it.
///
/// The module words it in its own `ErrorWording` extension, as Core's reasons are worded in Core's; the category
/// still decides the exit code, so a front end picks one of the stable categories, never a new one.
package protocol ModuleReason: Sendable {
    /// The stable category scripts match on.
    var category: ErrorCategory { get }
    /// The sentence, without category or hint.
    var message: String { get }
    /// How to fix it, where the module knows.
    var hint: String? { get }
    /// Whether `other` is the same reason: errors compare equal when their reasons do.
    func isEqual(to other: any ModuleReason) -> Bool
}

extension ModuleReason {
    package var hint: String? { nil }
}

extension ModuleReason where Self: Equatable {
    package func isEqual(to other: any ModuleReason) -> Bool { (other as? Self) == self }
}

extension CourierError {
    /// A ``ModuleReason`` as a value of ``Reason``, which stays `Equatable` through it.
    package struct ModuleReasonValue: Sendable, Equatable {
        package var reason: any ModuleReason

        package init(_ reason: any ModuleReason) { self.reason = reason }

        package static func == (lhs: Self, rhs: Self) -> Bool { lhs.reason.isEqual(to: rhs.reason) }
    }

    /// An error for a module's own reason: its category, sentence and hint are the module's.
    package init(_ reason: some ModuleReason) {
        self.init(.module(ModuleReasonValue(reason)))
    }
}
