import Testing
@testable import CourierCore

private struct Item: Decodable, Sendable {
    var id: Int
    var total: Double
    var note: String?
    var tags: [String]
    var kind: Kind
    enum Kind: String, Decodable { case a, b }
}

struct ContractTests {
    @Test func acceptsAMatchingModel() throws {
        let json = try JSONParser.parse(#"[{"id":1,"total":1.10,"tags":[],"kind":"a"},{"id":2,"total":3,"note":null,"tags":["x"],"kind":"b"}]"#)
        try ModelContract.decodes([Item].self).validate(json)
    }

    @Test(arguments: [
        (#"[{"id":1,"total":1,"tags":[],"kind":"a"},{"id":2,"total":1,"tags":[],"kind":"a"},{"id":3,"total":"12.5","tags":[],"kind":"a"}]"#,
         #"data[2].total: expected Double, found string "12.5""#),
        (#"[{"id":1,"total":1,"tags":[]}]"#, "data[0].kind: expected Kind, found nothing (missing key)"),
        (#"[{"id":1.5,"total":1,"tags":[],"kind":"a"}]"#, "data[0].id: expected Int, found number 1.5 (not a whole number in range)"),
        (#"[{"id":12345678901234567890,"total":1,"tags":[],"kind":"a"}]"#, "data[0].id: expected Int, found number 12345678901234567890 (not a whole number in range)"),
        (#"[{"id":1,"total":1e400,"tags":[],"kind":"a"}]"#, "data[0].total: expected Double, found number 1e400 (out of range)"),
        (#"[{"id":1,"total":1,"tags":[1],"kind":"a"}]"#, "data[0].tags[0]: expected String, found number 1"),
        (#"[{"id":1,"total":1,"tags":null,"kind":"a"}]"#, "data[0].tags: expected array, found null"),
        (#"{"id":1}"#, "data: expected array, found object"),
        (#"[{"id":1,"total":1,"tags":[],"kind":"c"}]"#, "data[0].kind: expected valid data"),
    ])
    func reportsTheExactFieldPath(body: String, message: String) throws {
        let json = try JSONParser.parse(body)
        do {
            try ModelContract.decodes([Item].self).validate(json)
            Issue.record("accepted a mismatching body")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    /// `decodes([Item].self)` checks element by element, holding one at a time; the generic contract (what a
    /// generic caller reaches) decodes the whole array. Both must say exactly the same thing.
    @Test(arguments: [
        #"[{"id":1,"total":1,"tags":[],"kind":"a"},{"id":3,"total":"12.5","tags":[],"kind":"a"}]"#,
        #"[{"id":1,"total":1,"tags":[1],"kind":"a"}]"#,
        #"[{"id":1,"total":1,"tags":[]}]"#,
        #"{"id":1}"#,
        #"[1]"#,
        #"null"#,
        #"[{"id":1,"total":1,"tags":[],"kind":"a"}]"#,
    ])
    func theElementwiseCheckSaysWhatTheWholeDecodeSays(body: String) throws {
        func wholeArray<Model: Decodable & Sendable>(_ model: Model.Type) -> ModelContract { .decodes(model) }
        let json = try JSONParser.parse(body)
        func outcome(_ contract: ModelContract) -> String {
            do throws(ContractViolation) {
                try contract.validate(json)
                return "accepted"
            } catch {
                return error.description
            }
        }
        #expect(outcome(.decodes([Item].self)) == outcome(wholeArray([Item].self)))
        #expect(ModelContract.decodes([Item].self).typeName == wholeArray([Item].self).typeName)
    }

    @Test func typeNamesReadLikeSwift() {
        #expect(ModelContract.decodes([Item].self).typeName == "[Item]")
        #expect(ModelContract.none.typeName == "none")
    }
}
