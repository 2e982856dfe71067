/// A name a scaffolded package would declare (its executable, routes target or program type) and what already has it.
package struct NameClash: Sendable, Equatable {
    package enum Owner: Sendable, Equatable {
        /// A target or product of the Courier package, as it spells it.
        case courierPackage(String)
        /// A module of the Swift toolchain.
        case toolchain(String)
        /// A type of the scaffold's example router.
        case example(String)
    }

    package var declared: String
    package var owner: Owner

    package init(declared: String, owner: Owner) {
        self.declared = declared
        self.owner = owner
    }
}
