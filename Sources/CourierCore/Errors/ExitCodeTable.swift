/// The exit-code table, made from ``ErrorCategory`` so help, README and the category list cannot drift:
/// `--help` prints ``summary``, README's table is ``markdown`` (a test compares them).
public enum ExitCodeTable {
    /// One exit code: what it means and the categories that end with it.
    public struct Row: Sendable, Equatable {
        public var code: Int32
        /// For the README table.
        public var meaning: String
        /// For the one-paragraph summary in `--help`.
        public var short: String
        public var categories: [ErrorCategory]
    }

    /// One row per ``ExitStatus``, with the categories that end with it.
    public static let rows: [Row] = ExitStatus.allCases.map { status in
        Row(code: status.rawValue, meaning: status.meaning, short: status.short,
            categories: ErrorCategory.allCases.filter { $0.exitStatus == status })
    }

    /// What a category covers, shown after its name in README's table.
    static func note(_ category: ErrorCategory) -> String? {
        switch category {
        case .httpUnauthorized: "401"
        case .httpForbidden: "403"
        case .httpNotFound: "404"
        case .httpValidation: "400, 422"
        case .httpRateLimited: "429"
        case .httpClient: "other 4xx"
        case .transportIO: "reset, truncated, malformed, body over `--max-body`"
        case .decodingBody: "not JSON"
        case .decodingEnvelope: "no envelope"
        case .decodingModel: "data does not fit the model"
        default: nil
        }
    }

    /// README's table, row for row.
    public static var markdown: String {
        var lines = ["| exit | meaning | categories |", "| --- | --- | --- |"]
        for row in rows {
            let categories = row.categories.map { category in
                "`\(category.rawValue)`" + (note(category).map { " (\($0))" } ?? "")
            }.joined(separator: ", ")
            lines.append("| \(row.code) | \(row.meaning) | \(categories) |")
        }
        return lines.joined(separator: "\n")
    }

    /// `0 success; 1 internal error; …` for help, in lines of at most 78 characters that break only
    /// between codes.
    public static var summary: String {
        var parts: [String] = []
        var index = 0
        while index < rows.count {
            // 3, 4, 5 read best together: "3/4/5 final HTTP status 3xx/4xx/5xx".
            if rows[index].code == ExitStatus.httpRedirect.rawValue, index + 2 < rows.count {
                parts.append("3/4/5 final HTTP status 3xx/4xx/5xx")
                index += 3
                continue
            }
            parts.append("\(rows[index].code) \(rows[index].short)")
            index += 1
        }
        var lines: [String] = []
        var line = ""
        for (offset, part) in parts.enumerated() {
            let item = part + (offset < parts.count - 1 ? ";" : "")
            if !line.isEmpty, line.count + 1 + item.count > 78 {
                lines.append(line)
                line = item
            } else {
                line += (line.isEmpty ? "" : " ") + item
            }
        }
        return (lines + [line]).joined(separator: "\n")
    }
}
