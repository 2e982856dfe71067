import CourierCore

/// The rows of a data file a case runs once per row of (`each=@users.csv`): named columns, and each row's values
/// with the line it starts on. CSV (RFC 4180: a header row, `"` quoting with `""` inside, a quoted field may hold a
/// newline, a UTF-8 BOM skipped) or JSON lines (`.jsonl`, `.ndjson`: one object of strings, numbers and booleans
/// per line). Pure: the loader reads the file.
package struct DataRows: Equatable, Sendable {
    /// At most this many rows: each is a case of its own, and a run holds its cases.
    package static let limit = 100_000

    package var columns: [String]
    package var rows: [(line: Int, values: [String])]

    package static func == (lhs: DataRows, rhs: DataRows) -> Bool {
        lhs.columns == rhs.columns && lhs.rows.map(\.line) == rhs.rows.map(\.line) && lhs.rows.map(\.values) == rhs.rows.map(\.values)
    }

    /// The rows of `text`, read as the file name's extension says.
    /// - Throws: why the file cannot give rows, in words (with the line where it can say one).
    package static func parse(_ text: String, name: String) throws(DataRowsProblem) -> DataRows {
        let lower = name.lowercased()
        if lower.hasSuffix(".csv") { return try csv(text) }
        if lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson") { return try jsonLines(text) }
        throw DataRowsProblem(line: nil, ErrorWording.dataRowsKind)
    }

    /// A column name a plan line may use as `${name}`: letters, digits and `_`, as a capture's.
    static func checkColumn(_ name: String, line: Int) throws(DataRowsProblem) {
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }) else {
            throw DataRowsProblem(line: line, ErrorWording.dataColumnName(name))
        }
    }

    static func csv(_ text: String) throws(DataRowsProblem) -> DataRows {
        var records = try CSVRecords.split(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        guard let header = records.first else { throw DataRowsProblem(line: nil, ErrorWording.dataRowsEmpty) }
        records.removeFirst()
        for name in header.fields { try checkColumn(name, line: header.line) }
        if let repeated = Self.firstRepeated(header.fields) { throw DataRowsProblem(line: header.line, ErrorWording.dataColumnTwice(repeated)) }
        guard records.count <= limit else { throw DataRowsProblem(line: nil, ErrorWording.dataRowsOverLimit(limit)) }
        var rows: [(line: Int, values: [String])] = []
        rows.reserveCapacity(records.count)
        for record in records {
            guard record.fields.count == header.fields.count else {
                throw DataRowsProblem(line: record.line, ErrorWording.dataRowWidth(record.fields.count, header: header.fields.count))
            }
            rows.append((record.line, record.fields))
        }
        guard !rows.isEmpty else { throw DataRowsProblem(line: nil, ErrorWording.dataRowsEmpty) }
        return DataRows(columns: header.fields, rows: rows)
    }

    static func jsonLines(_ text: String) throws(DataRowsProblem) -> DataRows {
        var columns: [String]?
        var rows: [(line: Int, values: [String])] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
            guard rows.count < limit else { throw DataRowsProblem(line: nil, ErrorWording.dataRowsOverLimit(limit)) }
            guard case .object(let members)? = (try? JSONParser.parse(String(line)))?.expanded else {
                throw DataRowsProblem(line: number, ErrorWording.dataRowNotAnObject)
            }
            let names = members.map(\.key)
            for name in names { try checkColumn(name, line: number) }
            if let repeated = Self.firstRepeated(names) { throw DataRowsProblem(line: number, ErrorWording.dataColumnTwice(repeated)) }
            if columns == nil { columns = names }
            guard let columns, Set(names) == Set(columns) else { throw DataRowsProblem(line: number, ErrorWording.dataRowKeys(columns ?? [])) }
            var values: [String] = []
            for column in columns {
                switch members.first(where: { $0.key == column })?.value.expanded {
                case .string(let text)?: values.append(text)
                case .number(let text)?: values.append(text)
                case .bool(let flag)?: values.append(flag ? "true" : "false")
                default: throw DataRowsProblem(line: number, ErrorWording.dataValueNotScalar(column))
                }
            }
            rows.append((number, values))
        }
        guard let columns, !rows.isEmpty else { throw DataRowsProblem(line: nil, ErrorWording.dataRowsEmpty) }
        return DataRows(columns: columns, rows: rows)
    }

    private static func firstRepeated(_ names: [String]) -> String? {
        var seen = Set<String>()
        return names.first { !seen.insert($0).inserted }
    }
}

/// Why a data file gives no rows: the words, and the file's line where there is one.
package struct DataRowsProblem: Error, Equatable, Sendable {
    package var line: Int?
    package var message: String

    package init(line: Int?, _ message: String) {
        self.line = line
        self.message = message
    }
}

/// RFC 4180 records: fields split on `,`, records on CRLF or LF, `"` quoting (with `""` for a quote) that may hold
/// either; each record with the line it starts on.
enum CSVRecords {
    static func split(_ text: String) throws(DataRowsProblem) -> [(line: Int, fields: [String])] {
        var records: [(line: Int, fields: [String])] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false, wasQuoted = false
        var line = 1, start = 1
        let bytes = Array(text.utf8)
        var index = 0
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            wasQuoted = false
        }
        while index < bytes.count {
            let byte = bytes[index]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    if byte == 0x0A { line += 1 }
                    field.append(byte)
                }
            } else if byte == UInt8(ascii: "\"") {
                guard field.isEmpty, !wasQuoted else { throw DataRowsProblem(line: line, ErrorWording.dataStrayQuote) }
                quoted = true
                wasQuoted = true
            } else if byte == UInt8(ascii: ",") {
                endField()
            } else if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                endField()
                // A blank line is no record.
                if !(fields.count == 1 && fields[0].isEmpty) { records.append((start, fields)) }
                fields.removeAll()
                line += 1
                start = line
            } else {
                guard !wasQuoted else { throw DataRowsProblem(line: line, ErrorWording.dataStrayQuote) }
                field.append(byte)
            }
            index += 1
        }
        guard !quoted else { throw DataRowsProblem(line: start, ErrorWording.dataUnclosedQuote) }
        if !field.isEmpty || !fields.isEmpty || wasQuoted {
            endField()
            records.append((start, fields))
        }
        return records
    }
}
