import Testing
@testable import CourierJSON

/// The contract decoder's storage seam (ContractValue, ContractObject): a value read from a tree and the same value
/// read from a body's bytes must answer every question alike, and a shortcut of the bytes (RawObject's leaf
/// readers) must answer only what the value's own reading answers. RawContractTests check whole models; these
/// check each answer on its own, so a storage that drifts is named by the question it got wrong.
struct ContractStorageTests {
    static let scalars = [
        "null", "true", "false", "0", "-0", "7", "-128", "300", "1.5", "5.0", "1e2", "-0.0", "1e400", "1e39",
        "18446744073709551615", "18446744073709551616", "-1", "12345678901234567890123456789012345678901234567890",
        #""""#, #""x""#, #""é\n\"q\\""#, #""a string of more than forty characters, quite a bit longer""#,
        "[]", "[1,[2]]", "{}", #"{"a":1}"#,
    ]

    /// Every answer of one value, in words: what a model would be told.
    static func answers(_ value: ContractValue) -> [String] {
        func outcome<T>(_ read: () throws(ContractViolation) -> T?) -> String {
            do throws(ContractViolation) {
                return try read().map { "\($0)" } ?? "-"
            } catch {
                return error.description
            }
        }
        let path = Path(root: "v")
        return [
            value.found, "\(value.isNull)", "\(value.bool as Any)", "\(value.string as Any)",
            outcome { () throws(ContractViolation) in try value.integer(Int8.self, at: path) },
            outcome { () throws(ContractViolation) in try value.integer(Int.self, at: path) },
            outcome { () throws(ContractViolation) in try value.integer(UInt64.self, at: path) },
            outcome { () throws(ContractViolation) in try value.floatingPoint(Float.self, at: path) },
            outcome { () throws(ContractViolation) in try value.floatingPoint(Double.self, at: path) },
        ]
    }

    @Test(arguments: scalars)
    func aValueAnswersAlikeFromTreeAndBytes(text: String) throws {
        let tree = ContractValue(try JSONParser.parse(text))
        let bytes = ContractValue.bytes(RawBytes(source: Array(text.utf8), threshold: 0), at: 0, isRaw: false)
        #expect(Self.answers(tree) == Self.answers(bytes), "\(text)")
    }

    /// An object holding every scalar above, once under a few keys and (for the index) under many.
    @Test(arguments: [1, 20])
    func anObjectsLeafReadersAnswerAsItsValuesDo(copies: Int) throws {
        var members: [String] = []
        for copy in 0..<copies {
            for (position, scalar) in Self.scalars.enumerated() { members.append(#""k\#(position)_\#(copy)":\#(scalar)"#) }
        }
        let text = "{" + members.joined(separator: ",") + #","k0_0":"repeated"}"#
        let source = Array(text.utf8)
        guard case .object(let tree) = try JSONParser.parse(text) else { Issue.record("not an object"); return }
        let path = Path(root: "o")
        let objects: [ContractObject] = [TreeObject(members: tree, path: path),
                                         RawObject(bytes: RawBytes(source: source, threshold: 0), at: 0, path: path)]
        let keys = objects.map(\.keys)
        #expect(keys[0] == keys[1])
        var answers: [[String]] = []
        for object in objects {
            var said: [String] = []
            for key in keys[0] + ["missing"] {
                let value = object.member(named: key)
                said.append(value.map { Self.answers($0).joined(separator: "|") } ?? "missing")
                // A shortcut of the bytes answers nothing, or what the value itself reads.
                guard let raw = object as? RawObject else { continue }
                if let text = raw.string(named: key) { #expect(text == value?.string, "\(key)") }
                if let flag = raw.bool(named: key) { #expect(flag == value?.bool, "\(key)") }
                if let number: Int = raw.integer(named: key) { #expect(number == (try? value?.integer(Int.self, at: path)), "\(key)") }
                if let number: UInt8 = raw.integer(named: key) { #expect(number == (try? value?.integer(UInt8.self, at: path)), "\(key)") }
                if let number = raw.double(named: key) { #expect(number == (try? value?.floatingPoint(Double.self, at: path)), "\(key)") }
                if let number: Float = raw.finiteNumber(named: key) {
                    #expect(number == (try? value?.floatingPoint(Float.self, at: path)), "\(key)")
                }
            }
            answers.append(said)
        }
        #expect(answers[0] == answers[1])
    }
}
