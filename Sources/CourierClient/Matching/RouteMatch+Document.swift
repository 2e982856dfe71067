import CourierCore
import CourierShared

/// `match`'s output for one request, as JSON (one object of the command's document) and as a readable line, from the
/// same facts. No credential's value appears in either: the URL's credential query values and user information are
/// written ``Redaction/placeholder``, the command has none, and ``CapturedCredential`` names them without their values.
extension RouteMatch {
    package func document(program: String) -> JSON {
        var members: [JSON.Member] = [
            .init("source", .string(source)), .init("method", .string(method)), .init("url", .string(Self.redactedURL(url))),
            .init("outcome", .string(outcome.rawValue)),
        ]
        let best = outcome == .matched ? best : nil
        members.append(.init("route", best.map { .string($0.route) } ?? .null))
        members.append(.init("command", best.map { Self.command($0, program: program) } ?? .null))
        members.append(.init("environment", best.map { .string($0.environment) } ?? .null))
        members.append(.init("service", best?.service.map(JSON.string) ?? .null))
        members.append(.init("identical", .bool(best?.identical ?? false)))
        members.append(.init("differences", .array((best?.differences ?? []).map(Self.difference))))
        members.append(.init("ignoredHeaders", .array(ignoredHeaders.map(JSON.string))))
        members.append(.init("credentials", .array(credentials.map(\.json))))
        if outcome == .ambiguous {
            members.append(.init("candidates", .array(candidates.map { candidate in
                ["route": .string(candidate.route), "command": Self.command(candidate, program: program), "environment": .string(candidate.environment),
                 "identical": .bool(candidate.identical), "differences": .array(candidate.differences.map(Self.difference))]
            })))
        }
        if let nearest {
            members.append(.init("nearest", [
                "route": .string(nearest.candidate.route), "environment": .string(nearest.candidate.environment),
                "reason": .string(nearest.miss.kind), "why": .string(nearest.miss.sentence),
            ]))
        }
        return .object(members)
    }

    /// `GET https://…/orders/A1001  courier orders detail --no A1001  (local, identical)`, or the candidates of an
    /// ambiguous request, or `unmatched` with the nearest route and why.
    package func line(program: String) -> String {
        let request = Redaction.printable(method + " " + Self.redactedURL(url))
        switch outcome {
        case .matched:
            guard let best else { return request }
            let how = best.identical ? "identical" : best.differences.map(\.sentence).joined(separator: "; ")
            let held = credentials.isEmpty ? "" : "; credentials left out: " + credentials.map(\.described).joined(separator: ", ")
            return "\(request)  \(Self.shellLine(best, program: program))  (\(best.environment), \(how)\(held))"
        case .ambiguous:
            return "\(request)  ambiguous: " + candidates.map { Self.shellLine($0, program: program) }.joined(separator: " | ")
        case .unmatched:
            guard let nearest else { return "\(request)  unmatched" }
            return "\(request)  unmatched; nearest \(nearest.candidate.route): \(nearest.miss.sentence)"
        }
    }

    static func command(_ candidate: MatchCandidate, program: String) -> JSON {
        ["words": .array(([program] + candidate.words).map(JSON.string)), "line": .string(shellLine(candidate, program: program))]
    }

    /// The command as a shell reads it (``ShellWord``): `courier users update --name 'Alice Liddell'`.
    static func shellLine(_ candidate: MatchCandidate, program: String) -> String {
        ([program] + candidate.words).map(ShellWord.quoted).joined(separator: " ")
    }

    static func difference(_ difference: MatchDifference) -> JSON {
        var members: [JSON.Member] = [.init("place", .string(difference.place.described)), .init("kind", .string(difference.kind))]
        switch difference {
        case .extra: break
        case .missing(_, let expected): members.append(.init("expected", .string(expected)))
        case .value(_, let expected, let captured):
            members += [.init("expected", .string(expected)), .init("captured", .string(captured))]
        }
        members.append(.init("text", .string(difference.sentence)))
        return .object(members)
    }

    /// `url` with a credential query item's value and any user information written ``Redaction/placeholder``.
    static func redactedURL(_ url: String) -> String {
        var text = url
        if let scheme = text.firstRange(of: "://"), let at = text[scheme.upperBound...].prefix(while: { $0 != "/" && $0 != "?" }).lastIndex(of: "@") {
            text.replaceSubrange(scheme.upperBound..<at, with: Redaction.placeholder)
        }
        guard let question = text.firstIndex(of: "?") else { return text }
        let items = text[text.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false).map { item in
            let name = item.prefix { $0 != "=" }
            return SecretHeaders.looksLikeCredential(PercentEncoding.decode(String(name)) ?? String(name)) && item.contains("=")
                ? name + "=" + Redaction.placeholder : String(item)
        }
        return text[...question] + items.joined(separator: "&")
    }
}
