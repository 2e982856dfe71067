/// An object's members as the contract's ``KeyedContainer`` reads them, wherever they are held: a tree's member list,
/// or a ``RawObject`` over a body's bytes. The seam's object side, as ``ContractValue`` is its value side.
///
/// Lookups find the first member of a repeated key, keys compared as Swift compares `String`s. Not generic, unlike
/// the container over it: a model's `init(from:)` lives in another module and calls the container unspecialized,
/// so what can is done here, compiled for the one type it is.
enum ContractObject {
    /// A tree's members, and an index of a large object's keys so decoding stays linear in its size.
    case tree([JSON.Member], index: [String: Int]?)
    case bytes(RawObject)

    init(members: [JSON.Member]) {
        guard members.count > 16 else {
            self = .tree(members, index: nil)
            return
        }
        var index: [String: Int] = [:]
        for (offset, member) in members.enumerated() where index[member.key] == nil { index[member.key] = offset }
        self = .tree(members, index: index)
    }

    /// The object itself, for a super decoder.
    var whole: ContractValue {
        switch self {
        case .tree(let members, _): .tree(.object(members))
        case .bytes(let object): .object(object)
        }
    }

    /// The members' keys, in order (repeated ones too).
    var keys: [String] {
        switch self {
        case .tree(let members, _): members.map(\.key)
        case .bytes(let object): object.keys
        }
    }

    /// The value of the first member named `name`.
    func value(named name: String) -> ContractValue? {
        switch self {
        case .tree(let members, let index):
            if let index { return index[name].map { ContractValue(members[$0].value) } }
            return members.first { $0.key == name }.map { ContractValue($0.value) }
        case .bytes(let object):
            // A member is never raw: the tree parses a raw object whole before reading it.
            return object.value(named: name).map { .bytes(object.bytes, at: $0, isRaw: false) }
        }
    }

    /// The object of a body's bytes, whose leaf readers (``RawObject/string(named:)`` and the rest) read a member
    /// that fits straight from the bytes, making no ``ContractValue``; `nil` for a tree's object.
    var raw: RawObject? {
        if case .bytes(let object) = self { object } else { nil }
    }
}
