import CourierCore

/// Every exit code the program ends with, in words: a call's (``ExitStatus``, from its error's category)
/// and the program's own (``smokeFailures``). `--help` prints ``summary``; README's table is ``markdown``
/// (a test compares them), so help, README and the category list cannot drift.
enum ExitCodeTable {
    /// `courier smoke` ran and some cases failed: the program's own code, no call ends with it.
    static let smokeFailures: Int32 = 13
    /// `courier diff` found the two environments' answers differ.
    static let diffDiffers: Int32 = 12
    /// `courier match` found a request no route builds: the same code as diff's, a comparison that found a difference.
    static let matchUnmatched: Int32 = diffDiffers

    /// One exit code: what it means and the categories that end with it.
    struct Row: Sendable, Equatable {
        var code: Int32
        /// For the README table.
        var meaning: String
        /// For the one-paragraph summary in `--help`.
        var short: String
        var categories: [ErrorCategory]
    }

    /// One row per ``ExitStatus`` with the categories that end with it, and the program's own codes, by code.
    static let rows: [Row] = {
        let calls = ExitStatus.allCases.map { status in
            Row(code: status.rawValue, meaning: meaning(status), short: short(status) ?? meaning(status),
                categories: ErrorCategory.allCases.filter { $0.exitStatus == status })
        }
        let own = Row(code: smokeFailures, meaning: "a smoke run had failing cases (or flaky ones, with --fail-on-flaky)", short: "smoke failures", categories: [])
        let diff = Row(code: diffDiffers, meaning: "courier diff: the two environments' answers differ; courier match: a request no route builds",
                       short: "diff found differences, or match an unmatched request", categories: [])
        return (calls + [own, diff]).sorted { $0.code < $1.code }
    }()

    /// For README's table.
    static func meaning(_ status: ExitStatus) -> String {
        switch status {
        case .success: "success"
        case .internal: "internal error (a bug), or the output could not be written"
        case .usage: "usage or config error; nothing was sent (also: stdout is closed)"
        case .httpRedirect: "final HTTP status 3xx (redirects are not followed)"
        case .httpClient: "final HTTP status 4xx"
        case .httpServer: "final HTTP status 5xx"
        case .tooManyRedirects: "too many redirects"
        case .network: "network failure"
        case .timeout: "timeout"
        case .tls: "TLS failure"
        case .decoding: "decoding or contract failure"
        case .business: "business error: the envelope's code is not a success code"
        case .interrupted: "interrupted"
        }
    }

    /// For the one-paragraph summary in `--help`, where it is shorter than ``meaning(_:)``.
    static func short(_ status: ExitStatus) -> String? {
        switch status {
        case .internal: "internal error"
        case .usage: "usage or config error (nothing sent)"
        case .httpClient: "4xx"
        case .httpServer: "5xx"
        case .business: "business error (envelope code)"
        default: nil
        }
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
        case .paging: "`--all`: a next link to another origin, a repeated cursor or URL, a page without its list"
        default: nil
        }
    }

    /// README's table, row for row.
    static var markdown: String {
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
    static var summary: String {
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
