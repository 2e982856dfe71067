/// An object's members as the contract's ``KeyedContainer`` reads them, wherever they are held: a tree's
/// (``TreeObject``), or a body's bytes (``RawObject``). The seam's object side, as ``ContractValue`` is its value side.
///
/// Lookups find the first member of a repeated key, keys compared as Swift compares `String`s. A class holding the
/// object's path too: a model's `init(from:)` calls the container unspecialized, and each call copies it, so the
/// container is one reference (one retain to copy), and what differs is a method of the subclass.
class ContractObject {
    /// The path to the object, settled (``Path/settled()``): each member's path shares its node.
    let path: Path

    init(path: Path) { self.path = path }

    /// The members' keys, in order (repeated ones too).
    var keys: [String] { fatalError("a subclass answers") }

    /// The value of the first member named `name`.
    func member(named name: String) -> ContractValue? { fatalError("a subclass answers") }

    /// The object itself, for a super decoder.
    var whole: ContractValue { fatalError("a subclass answers") }
}

/// A tree's object: its members, and an index of a large one's keys so decoding stays linear in its size.
final class TreeObject: ContractObject {
    let members: [JSON.Member]
    private let index: [String: Int]?

    init(members: [JSON.Member], path: Path) {
        self.members = members
        if members.count > 16 {
            var index: [String: Int] = [:]
            for (offset, member) in members.enumerated() where index[member.key] == nil { index[member.key] = offset }
            self.index = index
        } else {
            index = nil
        }
        super.init(path: path)
    }

    override var keys: [String] { members.map(\.key) }

    override func member(named name: String) -> ContractValue? {
        if let index { return index[name].map { ContractValue(members[$0].value) } }
        return members.first { $0.key == name }.map { ContractValue($0.value) }
    }

    override var whole: ContractValue { ContractValue(.object(members)) }
}
