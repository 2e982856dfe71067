import Arguments
import CourierShared
import CourierClient

/// What curl, gh and HTTPie users type out of habit, and Courier's own spelling of it: the one table, read only
/// after a command line has failed (so it costs a start nothing), to add one sentence to the usage error.
enum ForeignSpellings {
    /// An option another tool has, with the tool and what to type here instead.
    struct Habit {
        let spelling: String
        let tool: String
        let here: String
    }

    static let habits: [Habit] = [
        Habit(spelling: "-i", tool: "curl", here: "the document already has the response's headers; '-o headers' prints only them"),
        Habit(spelling: "--include", tool: "curl", here: "the document already has the response's headers; '-o headers' prints only them"),
        Habit(spelling: "-s", tool: "curl", here: "nothing but the result is printed; leave it out"),
        Habit(spelling: "--silent", tool: "curl", here: "nothing but the result is printed; leave it out"),
        Habit(spelling: "-k", tool: "curl", here: "'--insecure'"),
        Habit(spelling: "-m", tool: "curl", here: "'--timeout SECONDS'"),
        Habit(spelling: "-X", tool: "curl", here: "'request METHOD PATH'"),
        Habit(spelling: "--request", tool: "curl", here: "'request METHOD PATH'"),
        Habit(spelling: "--method", tool: "gh api", here: "'request METHOD PATH'"),
        Habit(spelling: "-A", tool: "curl", here: "'-H \"User-Agent: …\"'"),
        Habit(spelling: "--user-agent", tool: "curl", here: "'-H \"User-Agent: …\"'"),
        Habit(spelling: "-b", tool: "curl", here: "'--cookie-jar FILE'"),
        Habit(spelling: "-c", tool: "curl", here: "'--cookie-jar FILE'"),
        Habit(spelling: "-O", tool: "curl", here: "'--download FILE'"),
        Habit(spelling: "--paginate", tool: "gh api", here: "'--all'"),
        Habit(spelling: "--jq", tool: "gh api", here: "'--select PATH' (data[0].no)"),
        Habit(spelling: "-q", tool: "gh api", here: "'--select PATH' (data[0].no)"),
        Habit(spelling: "-a", tool: "HTTPie", here: "'-u NAME' (its password from --password-file or a prompt)"),
        Habit(spelling: "--auth", tool: "HTTPie", here: "'-u NAME' (its password from --password-file or a prompt)"),
        Habit(spelling: "--print", tool: "HTTPie", here: "'-o MODE' (" + OutputMode.allCases.map(\.rawValue).joined(separator: ", ") + ")"),
    ]

    /// `error` with the sentence that maps a foreign spelling to Courier's, when it is one: an unknown option
    /// another tool has, or `-o FILE` (curl's output file; here `-o` is what to print).
    static func noted(_ error: ParseError) -> ParseError {
        var error = error
        switch error.kind {
        case .unknownOption(let spelling, _):
            if let habit = habits.first(where: { $0.spelling == spelling }) { error.note = "(\(spelling) is \(habit.tool)'s; here: \(habit.here).)" }
        case .invalidValue(let option, let value, _) where option.name == GlobalOptionName.output.rawValue:
            error.note = "(To write the body to a file, as curl -o does: --download \(PrintableText.escaped(value)).)"
        default: break
        }
        return error
    }
}
