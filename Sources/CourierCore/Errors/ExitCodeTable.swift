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

    public static let rows: [Row] = {
        let words: [(Int32, String, String)] = [
            (0, "success", "success"),
            (1, "internal error (a bug), or the output could not be written", "internal error"),
            (2, "usage or config error; nothing was sent (also: stdout is closed)", "usage or config error (nothing sent)"),
            (3, "final HTTP status 3xx (redirects are not followed)", "final HTTP status 3xx"),
            (4, "final HTTP status 4xx", "4xx"),
            (5, "final HTTP status 5xx", "5xx"),
            (6, "too many redirects", "too many redirects"),
            (7, "network failure", "network failure"),
            (8, "timeout", "timeout"),
            (9, "TLS failure", "TLS failure"),
            (10, "decoding or contract failure", "decoding or contract failure"),
            (11, "business error: the envelope's code is not a success code", "business error (envelope code)"),
            (ExitCode.smokeFailures, "a smoke run had failing cases", "smoke failures"),
            (130, "interrupted", "interrupted"),
        ]
        return words.map { code, meaning, short in
            Row(code: code, meaning: meaning, short: short, categories: ErrorCategory.allCases.filter { $0.exitCode == code })
        }
    }()

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
            if rows[index].code == 3, index + 2 < rows.count {
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
