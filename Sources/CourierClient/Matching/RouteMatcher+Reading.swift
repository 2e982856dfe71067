import Arguments
import CourierCore
import CourierShared

/// One action held against one captured request: its values read back, its command parsed and built again, and the
/// rebuilt request compared with the captured one.
extension RouteMatcher {
    /// Why an action does not build the request, and how near it came (the base, the path's segments, the method, the
    /// values each add one), for naming the nearest route of an unmatched request.
    struct Failure: Error {
        var candidate: MatchCandidate
        var miss: MatchMiss
        var closeness: Int
    }

    /// Each input's texts as read from the request (several for a repeated option or a dictionary's pairs).
    typealias Texts = [String: [String]]

    func attempt(_ entry: Entry, _ request: HTTPRequest) -> Result<MatchCandidate, Failure> {
        let placement = entry.placement
        guard let sites = placement.sites, let built = placement.request else {
            return .failure(Failure(candidate: candidate(entry), miss: .refused(placement.problem ?? ""), closeness: 0))
        }
        var closeness = 0
        func fail(_ miss: MatchMiss) -> Result<MatchCandidate, Failure> {
            .failure(Failure(candidate: candidate(entry), miss: miss, closeness: closeness))
        }
        let base = sites.isBelowBase ? placement.base : nil
        if let base {
            guard Self.lies(request.url, below: base) else { return fail(.base(expected: base)) }
        }
        let captured = RequestSites(request, base: base)
        if base == nil, placement.urlOwner == nil, captured.origin != sites.origin { return fail(.base(expected: sites.origin ?? "")) }
        closeness += 1
        var texts: Texts = [:]
        var segments = captured.segments
        if let owner = placement.urlOwner {
            // The URL is the option's value: its own segments go with it, the route's fixed ones follow.
            let fixed = sites.segments.count - Self.ownSegments(owner)
            guard fixed >= 0, segments.count >= fixed else { return fail(.segmentCount(expected: sites.segments.count, captured: segments.count)) }
            var url = (captured.origin ?? "") + "/" + segments.dropLast(fixed).joined(separator: "/")
            // A route that adds no query of its own sends the URL's query as part of the value (a signed download link).
            if sites.query.isEmpty, let mark = request.url.firstIndex(of: "?") { url += request.url[mark...].prefix { $0 != "#" } }
            texts[owner.name] = [url]
            segments = Array(segments.suffix(fixed))
            guard segments == Array(sites.segments.suffix(fixed)) else { return fail(.segmentCount(expected: sites.segments.count, captured: captured.segments.count)) }
        } else {
            if let joined = Self.aligned(segments, to: sites.segments, placement) {
                // A value read across segments is a guess: it counts against the route's nearness.
                closeness -= segments.count - joined.count + 1
                segments = joined
            }
            // Segments are held against each other before their count is: the route agreeing with more of the path is nearer.
            var differing: (index: Int, expected: String, captured: String)?
            for (index, segment) in zip(sites.segments, segments).map({ $0 }).enumerated() {
                let place = RequestSites.Place.path(index + 1)
                if placement.owners(of: place).isEmpty {
                    guard segment.1 == segment.0 else {
                        differing = (index + 1, segment.0, segment.1)
                        break
                    }
                } else {
                    read(segment.1, at: place, entry, into: &texts)
                }
                closeness += 1
            }
            guard segments.count == sites.segments.count else { return fail(.segmentCount(expected: sites.segments.count, captured: segments.count)) }
            if let differing { return fail(.segment(differing.index, expected: differing.expected, captured: differing.captured)) }
            closeness += 1
        }
        guard request.method == built.method else { return fail(.method(expected: built.method.rawValue, captured: request.method.rawValue)) }
        closeness += 1
        let found = Dictionary(captured.entries.map { ($0.place.comparable, $0.value) }, uniquingKeysWith: { first, _ in first })
        for (place, _) in sites.entries where place.area != "path" && place.area != "method" && place.area != "url" {
            guard entry.templates[place] != nil, let text = found[place.comparable] else { continue }
            read(text, at: place, entry, into: &texts)
        }
        readLeftovers(captured, placement, entry.action.command, into: &texts)
        let words: (all: [String], shown: [String])
        switch commandWords(entry, texts) {
        case .success(let made): words = made
        case .failure(let miss): return fail(miss)
        }
        closeness += 1
        let rebuilt: HTTPRequest
        switch rebuild(words.all, in: entry.environment) {
        case .success(let request): rebuilt = request
        case .failure(let miss): return fail(miss)
        }
        var matched = candidate(entry)
        matched.words = words.shown
        (matched.differences, matched.explained, matched.ignoredHeaders) = compare(RequestSites(rebuilt, base: base), captured, placement)
        return .success(matched)
    }

    func candidate(_ entry: Entry) -> MatchCandidate {
        MatchCandidate(group: entry.group, action: entry.action.command.name, environment: entry.environment.name, service: entry.service,
                       words: [entry.group, entry.action.command.name], differences: [], explained: 0)
    }

    /// The captured segments with a text option's value that holds `/` (Moya's `repos/\(fullname)`, `octo/hello`) joined
    /// back into the one segment its placeholder took: the first text option's segment whose joining makes every fixed
    /// segment agree. `nil` when the path has no more segments than the route's, or no joining fits.
    static func aligned(_ segments: [String], to route: [String], _ placement: OptionPlacement) -> [String]? {
        let extra = segments.count - route.count
        guard extra > 0 else { return nil }
        for index in route.indices where placement.owners(of: .path(index + 1)).contains(where: { $0.kind == .string }) {
            let joined = Array(segments[..<index]) + [segments[index...(index + extra)].joined(separator: "/")] + Array(segments[(index + extra + 1)...])
            let fits = route.indices.allSatisfy { position in
                !placement.owners(of: .path(position + 1)).isEmpty || joined[position] == route[position]
            }
            if fits { return joined }
        }
        return nil
    }

    /// How many path segments an option whose value is the URL brings itself (its placeholder's).
    static func ownSegments(_ owner: OptionPlacement.Input) -> Int {
        owner.placeholder.flatMap(URLParts.init).map { $0.path.split(separator: "/", omittingEmptySubsequences: false).count - 1 } ?? 0
    }

    /// The owners' texts in `text`, found at `place` (read through the entry's template for it). A flag is read by
    /// what the router writes for it on and off (``OptionPlacement/sentValues(of:at:)``): `1`/`0`, `true`/`false`.
    private func read(_ text: String, at place: RequestSites.Place, _ entry: Entry, into texts: inout Texts) {
        let placement = entry.placement
        let owners = placement.owners(of: place)
        if owners.count == 1, owners[0].kind == .flag {
            guard texts[owners[0].name] == nil else { return }
            let sent = placement.sentValues(of: owners[0], at: place)
            texts[owners[0].name] = [text == sent?.alternative ? "true" : text == sent?.placeholder ? "false" : text]
            return
        }
        guard let read = entry.templates[place]?.read(text) else { return }
        // A path segment is shown with its `/` still encoded (``PercentEncoding/shownSegment(_:)``): the value is decoded.
        let isPath = place.area == "path"
        for (name, found) in read where texts[name] == nil { texts[name] = [isPath ? PercentEncoding.decode(found) ?? found : found] }
    }

    /// Captured places the placeholder build has not: a flag's place it sends only when on, a repeated option's
    /// further items (`tag=a&tag=b`, `tags[1]`), and a dictionary option's pairs (`--params k=v`) in the query or body.
    private func readLeftovers(_ captured: RequestSites, _ placement: OptionPlacement, _ command: Command, into texts: inout Texts) {
        let known = Set(placement.sites?.entries.map(\.place.comparable) ?? [])
        let owned = Set(placement.inputs.flatMap(\.places).map(\.comparable))
        for input in placement.inputs where input.kind == .flag && texts[input.name] == nil {
            if input.places.contains(where: { !known.contains($0.comparable) && captured.value(at: $0) != nil }) { texts[input.name] = ["true"] }
        }
        let dictionaries = command.options.filter { $0.valueName == GeneratedValueName.keyValue }.compactMap { option in
            placement.inputs.first { $0.name == option.name }.flatMap { Self.pairPrefix(of: $0) }.map { (option.name, $0) }
        }
        for (place, value) in captured.entries where !known.contains(place.comparable) && !owned.contains(place.comparable) {
            if let first = Self.firstItem(of: place), let owner = placement.owners(of: first).first,
               command.options.first(where: { $0.name == owner.name })?.isRepeatable == true || command.positionals.contains(where: { $0.name == owner.name && $0.isRepeating })
            {
                texts[owner.name, default: []].append(value)
                continue
            }
            for (name, prefix) in dictionaries {
                guard let key = Self.pairKey(place, below: prefix) else { continue }
                texts[name, default: []].append(key + "=" + value)
                break
            }
        }
    }

    /// The first item of a repeated value's place: `tag` #2's `tag`, `tags[3]`'s `tags[0]`.
    static func firstItem(of place: RequestSites.Place) -> RequestSites.Place? {
        switch place {
        case .query(let name, let occurrence) where occurrence > 0: return .query(name, occurrence: 0)
        case .body(let path) where path.hasSuffix("]"):
            guard let open = path.lastIndex(of: "["), path[open...] != "[0]" else { return nil }
            return .body(path[..<open] + "[0]")
        default: return nil
        }
    }

    /// Where a dictionary option's pairs go: its place in the placeholder build is its one entry `{name}={name}`, a
    /// query item named `{name}` (any query item is a pair) or a body field `…{name}` (any field beside it is).
    static func pairPrefix(of input: OptionPlacement.Input) -> RequestSites.Place? {
        let marker = "{\(input.name)}"
        for place in input.places {
            switch place {
            case .query(let name, _) where name == marker: return .query("", occurrence: 0)
            case .body(let path) where path.hasSuffix(marker): return .body(String(path.dropLast(marker.count)))
            default: continue
            }
        }
        return nil
    }

    /// The key a dictionary's pair takes from a leftover place below its ``pairPrefix(of:)``: a query item's name, a
    /// body field's last name (`properties.screen` below `properties.`).
    static func pairKey(_ place: RequestSites.Place, below prefix: RequestSites.Place) -> String? {
        switch (place, prefix) {
        case (.query(let name, _), .query): return name
        case (.body(let path), .body(let head)) where path.hasPrefix(head):
            let key = path.dropFirst(head.count)
            return key.isEmpty || key.contains(".") || key.contains("[") ? nil : String(key)
        default: return nil
        }
    }
}
