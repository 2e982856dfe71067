import Arguments

/// curl's and gh's habit of naming the URL without a command: `courier -I URL`, `courier https://host/health` and
/// `courier /health` mean `courier request …` (HEAD with `-I`, else GET, as `gh api` defaults). Only a word no
/// command can have is taken so: a path (`/…`) or an http(s) URL; anything else is parsed, and refused, as it was.
enum ImpliedRequest {
    /// Whether `tokens` name no command but a request's target, so `request` goes in front of them.
    static func applies(to tokens: [Token], parser: Parser) -> Bool {
        if let word = parser.subcommandWord(in: tokens) { return AdHocRoute.isTarget(word) }
        // The first word was not found past `-I`/`--head`, which only `request` declares: its target may follow.
        guard tokens.contains(where: { $0.kind == .short(letters: "I") || $0.kind == .long(name: "head", value: nil) }) else { return false }
        return tokens.contains { token in
            if case .value(let text) = token.kind { AdHocRoute.isTarget(text) } else { false }
        }
    }
}
