import Arguments
import CourierCore
import CourierShared

/// The values read back as a command line, parsed by the program's own parser and built again, and the rebuilt
/// request compared with the captured one.
extension RouteMatcher {
    /// The command's words after the program's name (`all`, which the parser reads) and the same without credentials
    /// (`shown`, the words `match` proposes), or why the values read back cannot make them.
    func commandWords(_ entry: Entry, _ texts: Texts) -> Result<(all: [String], shown: [String]), MatchMiss> {
        let command = entry.action.command
        var all = [entry.group, command.name]
        var shown = all
        for option in command.options {
            let hidden = option.isSecret || SecretHeaders.looksLikeCredential(option.name)
            var words: [String] = []
            if let given = texts[option.name] {
                for text in given {
                    if case .failure(let miss) = Self.check(text, option.kind, "--" + option.name) { return .failure(miss) }
                    if option.kind == .flag {
                        if text == "true" { words.append("--" + option.name) }
                    } else {
                        var pair = text.hasPrefix("-") ? ["--\(option.name)=\(text)"] : ["--" + option.name, text]
                        // A dictionary's credential entry (`--params password=…`) is the option's value, not a word.
                        if !hidden, option.valueName == GeneratedValueName.keyValue, SecretHeaders.looksLikeCredential(String(text.prefix { $0 != "=" })) {
                            all += pair
                            pair = []
                        }
                        words += pair
                    }
                }
            } else if option.isRequired {
                // An option whose value lands nowhere in the request (a timeout, a sample's name) is given its stand-in.
                let lands = entry.placement.inputs.first { $0.name == option.name }?.places.isEmpty == false
                guard !lands, let stand = ParsedValues.placeholder(for: option) else { return .failure(.missingValue(option: "--" + option.name)) }
                words += ["--" + option.name, stand]
            }
            all += words
            if !hidden { shown += words }
        }
        var positionals: [String] = []
        for positional in command.positionals {
            let given = texts[positional.name] ?? []
            if given.isEmpty, positional.isRequired { return .failure(.missingValue(option: positional.name)) }
            for text in given {
                if case .failure(let miss) = Self.check(text, positional.kind, positional.name) { return .failure(miss) }
                positionals.append(text)
            }
        }
        if positionals.contains(where: { $0.hasPrefix("-") }) { positionals.insert("--", at: 0) }
        return .success((all + positionals, shown + positionals))
    }

    /// Whether `text` is a value of `kind`, as the parser will want it.
    static func check(_ text: String, _ kind: ValueKind, _ name: String) -> Result<Void, MatchMiss> {
        let fits = switch kind {
        case .int: Int(text) != nil
        case .double: Double(text)?.isFinite == true
        case .flag: text == "true" || text == "false"
        case .choice(let words): words.contains(text)
        case .string, .path, .size: true
        }
        return fits ? .success(()) : .failure(.badValue(option: name, text: text, expected: kind.typeName))
    }

    /// The request the words build in `environment`, as a command line builds it: parsed against the program's tree,
    /// made by the action the parser reached, built by the one request builder.
    func rebuild(_ words: [String], in environment: Environment) -> Result<HTTPRequest, MatchMiss> {
        let route: any Route
        do throws(ParseError) {
            guard case .run(let invocation) = try parser.parse(words), let action = invocation.command.target as? Action<any Route> else {
                return .failure(.refused("\(words.prefix(2).joined(separator: " ")) is not a route action"))
            }
            route = try action.make(invocation.values)
        } catch {
            let inner = error.underlying as? CourierError
            return .failure(.refused(inner?.message ?? ErrorMessage(root: parser.root).sentence(error.kind, path: error.command)))
        }
        do throws(CourierError) {
            // The API's own plugins (a Moya plugin adding the app's common parameters) as a call's pipeline applies them.
            var request = try builder.build(route, in: environment)
            for plugin in plugins where request.origin == .environment || plugin.appliesToForeignOrigins {
                request = try plugin.prepare(request, route: route)
            }
            return .success(request)
        } catch {
            return .failure(.refused(error.message))
        }
    }

    /// The differences between the rebuilt request and the captured one (credentials, the transport's headers and
    /// the session's common parameters the route does not send set aside), how much of the captured one the rebuilt
    /// explains by the route's own fixed text (its places no option fills, and its base URL: a route whose URL is an
    /// option explains less of a request than one that spells its path), and the headers set aside.
    func compare(_ rebuilt: RequestSites, _ captured: RequestSites, _ placement: OptionPlacement)
        -> (differences: [MatchDifference], explained: Int, ignored: [String])
    {
        var differences: [MatchDifference] = []
        // The route's own fixed text, which a matching request reproduces: counted in the placeholder build, since a
        // value holding `/` (`octo/hello`) shifts the rebuilt request's segments against it.
        let fixed = placement.sites?.entries.filter { !Self.isOwned($0.place, placement) }.count ?? 0
        let explained = fixed + (rebuilt.isBelowBase ? 1 : 0)
        var ignored: [String] = []
        let found = Dictionary(captured.entries.map { ($0.place.comparable, $0.value) }, uniquingKeysWith: { first, _ in first })
        let sent = Set(rebuilt.entries.map(\.place.comparable))
        // A credential is the session's to send, whatever the capture held (often a redacted copy): never compared.
        for (place, value) in rebuilt.entries where !CredentialPlaces.isCredential(place, secretHeaders: secretHeaders) {
            guard let text = found[place.comparable] else {
                differences.append(.missing(place, expected: value))
                continue
            }
            if text != value {
                differences.append(.value(place, expected: value, captured: text))
            }
        }
        for (place, _) in captured.entries where !sent.contains(place.comparable) {
            if CredentialPlaces.isCredential(place, secretHeaders: secretHeaders) { continue }
            switch place {
            case .header(let name) where TransportHeaders.contains(name) || commonHeaders.contains(name.lowercased()):
                ignored.append(name)
            case .query(let name, _) where commonQuery.contains(name):
                continue
            default:
                differences.append(.extra(place))
            }
        }
        return (differences, explained, ignored)
    }

    /// Whether an option's value fills `place`; where an option's value is the URL (``OptionPlacement/urlOwner``), it
    /// fills the origin and every path segment.
    static func isOwned(_ place: RequestSites.Place, _ placement: OptionPlacement) -> Bool {
        if placement.urlOwner != nil, place.area == "url" || place.area == "path" { return true }
        return !placement.owners(of: place).isEmpty
    }

    /// The captured headers set aside when no route matched the request: the transport's and the session's.
    func setAside(_ request: HTTPRequest) -> [String] {
        request.headers.map(\.name).filter { name in
            !secretHeaders.contains(name) && (TransportHeaders.contains(name) || commonHeaders.contains(name.lowercased()))
        }
    }
}
