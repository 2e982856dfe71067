import Arguments
import CourierCore

/// Which of the app's routes builds a captured request, read back the way `describe` reads a route
/// (``OptionPlacement``): each action is built once per environment from placeholders and once per option, and a
/// captured request is compared place by place (``RequestSites``) with those builds. The values read back become the
/// command's words, which are parsed by the program's own parser and built again, and the rebuilt request is
/// compared with the captured one: so a command is only ever proposed if it really builds that request.
///
/// The placements are made once, when the matcher is made, and indexed by method, base URL and first fixed path
/// segment: matching a day of traffic asks each request of a handful of actions, not of every one.
package struct RouteMatcher {
    /// One action in one environment, with where its options land.
    struct Entry {
        var group: String
        var action: Action<any Route>
        var environment: Environment
        var placement: OptionPlacement
        /// The service whose base URL the route's requests go below (`nil`: the main one, or a URL sent as built).
        var service: String?
        /// Each place options fill, as its template reads back (``OptionPlacement/template(_:at:)``), made once.
        var templates: [RequestSites.Place: TemplateText] = [:]

        init(group: String, action: Action<any Route>, environment: Environment, placement: OptionPlacement, service: String?) {
            (self.group, self.action, self.environment, self.placement, self.service) = (group, action, environment, placement, service)
            for (place, value) in placement.sites?.entries ?? [] {
                let owners = placement.owners(of: place)
                guard !owners.isEmpty else { continue }
                templates[place] = TemplateText(placement.template(value, at: place), names: owners.map(\.name))
            }
        }
    }

    struct Key: Hashable {
        var method: String
        /// The base URL, or the origin of a URL sent as built; `""` for a route whose URL is an option's value.
        var base: String
        /// The first path segment below it, or `""` where an option fills it.
        var segment: String
    }

    let entries: [Entry]
    let index: [Key: [Int]]
    /// The distinct bases of ``index``'s keys, longest first.
    let bases: [String]
    let parser: Parser
    let builder: RequestBuilder
    let secretHeaders: SecretHeaders
    /// The API's own plugins, which a call's pipeline applies after building (a Moya plugin's common parameters).
    let plugins: [any Plugin]
    /// The API's and environments' common parameters, lower-cased headers and query names: the app's session adds them.
    let commonHeaders: Set<String>
    let commonQuery: Set<String>

    /// - Parameters:
    ///   - groups: the program's route groups.
    ///   - api: its API description (app base URLs, secret headers, common parameters).
    ///   - environments: the environments to look in (`--env` narrows them), in order of preference: an action found
    ///     in two is reported in the first.
    ///   - root: the command tree whose parser reads the command back (the program's own); by default, the groups'.
    package init(groups: [ActionGroup<any Route>], api: APIDescription, environments: [Environment], root: Command? = nil) {
        builder = RequestBuilder(appBaseURLs: api.appBaseURLs)
        secretHeaders = SecretHeaders(api: api)
        plugins = api.plugins
        parser = Parser(root: root ?? Command(name: api.programName, summary: "", subcommands: groups.map(\.command)), globals: [], source: .literal)
        let common = api.commonParameters + environments.flatMap(\.commonParameters)
        commonHeaders = Set(common.filter { $0.placement == .header }.map { $0.name.lowercased() })
        commonQuery = Set(common.filter { $0.placement == .query }.map(\.name))
        var entries: [Entry] = []
        var index: [Key: [Int]] = [:]
        for environment in environments {
            for group in groups {
                for action in group.actions {
                    let placement = OptionPlacement(action: action, environment: environment, builder: builder)
                    guard let sites = placement.sites, let request = placement.request else { continue }
                    var service: String?
                    if case .service(let name)? = placement.destination { service = name }
                    let key = Self.key(request.method.rawValue, placement, sites)
                    index[key, default: []].append(entries.count)
                    entries.append(Entry(group: group.name, action: action, environment: environment, placement: placement, service: service))
                }
            }
        }
        self.entries = entries
        self.index = index
        bases = Set(index.keys.map(\.base)).sorted { $0.count > $1.count }
    }

    static func key(_ method: String, _ placement: OptionPlacement, _ sites: RequestSites) -> Key {
        let base = placement.urlOwner != nil ? "" : sites.isBelowBase ? placement.base ?? "" : sites.origin ?? ""
        let owned = placement.urlOwner != nil || sites.segments.isEmpty || !placement.owners(of: .path(1)).isEmpty
        return Key(method: method, base: base, segment: owned ? "" : sites.segments[0])
    }

    /// The route (or routes) that build `captured`, or the nearest when none does.
    package func match(_ captured: CapturedRequest) -> RouteMatch {
        let readings = readings(of: captured.request)
        var found: [MatchCandidate] = []
        var nearest: (candidate: MatchCandidate, miss: MatchMiss, closeness: Int)?
        var seen = Set<Int>()
        var tried: [Int] = []
        for reading in readings {
            for key in keys(of: reading.request) {
                tried += index[key] ?? []
            }
        }
        // An unmatched request is held against every action, to name the nearest.
        for round in 0..<2 {
            for position in round == 0 ? tried : Array(entries.indices) where seen.insert(position).inserted {
                let entry = entries[position]
                guard let reading = readings.first(where: { $0.environment == nil || $0.environment == entry.environment.name }) else { continue }
                switch attempt(entry, reading.request) {
                case .success(let candidate):
                    found.removeAll { $0.route == candidate.route && $0.explained <= candidate.explained }
                    if !found.contains(where: { $0.route == candidate.route }) { found.append(candidate) }
                case .failure(let failure):
                    if nearest == nil || failure.closeness > nearest!.closeness {
                        nearest = (failure.candidate, failure.miss, failure.closeness)
                    }
                }
            }
            if !found.isEmpty { break }
        }
        found.sort(by: Self.ranksBefore)
        let best = found.prefix { !Self.ranksBefore(found[0], $0) }
        var match = RouteMatch(source: captured.source, method: captured.request.method.rawValue, url: captured.request.url,
                               outcome: best.isEmpty ? .unmatched : best.count == 1 ? .matched : .ambiguous,
                               candidates: Array(best), ignoredHeaders: best.first?.ignoredHeaders ?? setAside(captured.request),
                               credentials: captured.credentials(secretHeaders: secretHeaders))
        if best.isEmpty, let nearest { match.nearest = (nearest.candidate, nearest.miss) }
        return match
    }

    /// Identical first, then fewer differences, then more of the request explained.
    static func ranksBefore(_ a: MatchCandidate, _ b: MatchCandidate) -> Bool {
        if a.identical != b.identical { return a.identical }
        if a.differences.count != b.differences.count { return a.differences.count < b.differences.count }
        return a.explained > b.explained
    }

    /// The request as captured, and, when its URL lies under one of the app's base URLs, as each environment would
    /// send it (below that environment's base URL for the service).
    func readings(of request: HTTPRequest) -> [(environment: String?, request: HTTPRequest)] {
        var readings: [(environment: String?, request: HTTPRequest)] = [(nil, request)]
        guard let (app, rest) = builder.appBase(of: request.url) else { return readings }
        for environment in Set(entries.map(\.environment.name)).sorted() {
            guard let entry = entries.first(where: { $0.environment.name == environment }),
                  let base = try? entry.environment.checkedBase(of: app.service).text else { continue }
            var moved = request
            moved.url = base + rest
            readings.append((environment, moved))
        }
        return readings
    }

    /// The index keys a request may be found under: each base URL it lies below with its first segment there (or
    /// any), its own origin, and the routes whose URL is an option's value.
    func keys(of request: HTTPRequest) -> [Key] {
        let method = request.method.rawValue
        var keys = [Key(method: method, base: "", segment: "")]
        for base in bases where !base.isEmpty && Self.lies(request.url, below: base) {
            let rest = request.url.dropFirst(base.count).drop { $0 == "/" }
            let segment = PercentEncoding.shownSegment(String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }))
            keys += [Key(method: method, base: base, segment: segment), Key(method: method, base: base, segment: "")]
        }
        return keys
    }

    /// Whether `url` starts with `base` at a boundary: its end, or a `/`, `?` or `#` after it.
    static func lies(_ url: String, below base: String) -> Bool {
        guard url.hasPrefix(base) else { return false }
        let next = url.dropFirst(base.count).first
        return next == nil || next == "/" || next == "?" || next == "#" || base.hasSuffix("/")
    }
}
