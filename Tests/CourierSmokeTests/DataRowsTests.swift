import Testing
@testable import CourierSmoke

/// The data files a case runs once per row of (`each=@FILE`, issue 45, 3): CSV as RFC 4180 writes it, JSON lines,
/// and each way one can be wrong, worded with its line.
struct DataRowsTests {
    @Test func csvRowsKeepQuotedCommasNewlinesAndQuotesAndSkipABOM() throws {
        let rows = try DataRows.parse("\u{FEFF}uid,note\r\n5,\"a, b\"\r\n7,\"two\nlines\"\r\n\r\n9,\"say \"\"hi\"\"\"\n", name: "users.CSV")
        #expect(rows.columns == ["uid", "note"])
        #expect(rows.rows.map(\.values) == [["5", "a, b"], ["7", "two\nlines"], ["9", "say \"hi\""]])
        #expect(rows.rows.map(\.line) == [2, 3, 6])
    }

    @Test func jsonLinesGiveColumnsFromTheFirstObject() throws {
        let rows = try DataRows.parse("{\"uid\": 5, \"vip\": true}\n\n{\"vip\": false, \"uid\": \"7\"}\n", name: "u.jsonl")
        #expect(rows.columns == ["uid", "vip"])
        #expect(rows.rows.map(\.values) == [["5", "true"], ["7", "false"]])
    }

    @Test(arguments: [
        ("a.csv", "uid,sku\n5,x\n6\n", 3, "the row has 1 fields, the header 2"),
        ("a.csv", "--uid\n5\n", 1, "column '--uid' is not a name a plan can use as ${name} (letters, digits and _)"),
        ("a.csv", "uid,uid\n5,6\n", 1, "column 'uid' is named twice"),
        ("a.csv", "uid\n5\"x\"\n", 2, "a '\"' inside a field that is not quoted"),
        ("a.csv", "uid\n\"5\n", 2, "a quoted field is never closed"),
        ("a.jsonl", "{\"uid\": 5}\n[1]\n", 2, "a JSON line must be one object"),
        ("a.jsonl", "{\"uid\": 5}\n{\"uid\": {\"x\": 1}}\n", 2, "'uid' is not a string, number or boolean"),
        ("a.jsonl", "{\"uid\": 5}\n{\"sku\": 1}\n", 2, "the object's keys are not the first line's (uid)"),
    ])
    func aBrokenDataFileSaysWhereAndWhy(name: String, text: String, line: Int, message: String) {
        #expect(throws: DataRowsProblem(line: line, message)) { try DataRows.parse(text, name: name) }
    }

    @Test func anEmptyFileOrAnUnknownKindHasNoRows() {
        #expect(throws: DataRowsProblem(line: nil, "the data file has no rows")) { try DataRows.parse("uid\n", name: "a.csv") }
        #expect(throws: DataRowsProblem(line: nil, "a data file is CSV (.csv) or JSON lines (.jsonl, .ndjson)")) { try DataRows.parse("x", name: "a.txt") }
    }
}
