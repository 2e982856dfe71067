import Arguments
import CourierCore

/// Where each of an action's options lands in its request, found by building the route twice: once from
/// placeholder values, once with only that option changed. The places that differ are the option's.
///
/// This works for every kind of route (native, Moya, Alamofire, absolute URLs), since only the built
/// ``HTTPRequest`` is compared; an option whose change shows nowhere (a timeout, a sample's choice) has none.
package struct OptionPlacement {
    /// One option or positional argument, with its places.
    package struct Input {
        package var name: String
        package var kind: ValueKind
        /// The value it had in the placeholder build (`nil`: left out, as a dictionary's `-json` option is).
        package var placeholder: String?
        /// The value it has in its own build.
        package var alternative: String?
        package var places: [RequestSites.Place] = []
        /// The request built with only this input changed to ``alternative``: where its value is told apart from
        /// the text around it (``template(_:at:)``).
        package var variant: RequestSites?
    }

    /// The route built from placeholders, or why it could not be.
    package let route: (any Route)?
    package let request: HTTPRequest?
    package let sites: RequestSites?
    /// Where the route's requests go (its service, or the URL it builds).
    package let destination: RouteDestination?
    /// The base URL the route's service resolves to in the environment (checked), if it does.
    package let base: String?
    package let problem: String?
    package private(set) var inputs: [Input]

    package init(action: Action<any Route>, environment: Environment, builder: RequestBuilder) {
        let command = action.command
        inputs = command.options.map { Input(name: $0.name, kind: $0.kind, placeholder: ParsedValues.placeholder(for: $0),
                                             alternative: ParsedValues.alternative(for: $0)) }
            + command.positionals.map { Input(name: $0.name, kind: $0.kind, placeholder: ParsedValues.placeholder($0.kind, name: $0.name),
                                              alternative: ParsedValues.alternative($0.kind, name: $0.name)) }
        var problem: String?
        var built: (route: any Route, request: HTTPRequest, destination: RouteDestination, base: String?)?
        do throws(BuildFailure) {
            built = try Self.build(action, .placeholders(for: command), environment, builder)
        } catch {
            problem = error.reason
        }
        self.problem = problem
        route = built?.route
        request = built?.request
        destination = built?.destination
        base = built?.base
        guard let built else {
            sites = nil
            return
        }
        let sites = RequestSites(built.request, base: built.base)
        self.sites = sites
        for index in inputs.indices {
            let input = inputs[index]
            guard let other = input.alternative,
                  let variant = try? Self.build(action, .placeholders(for: command, replacing: input.name, with: other), environment, builder)
            else { continue }
            let variantSites = RequestSites(variant.request, base: variant.base)
            inputs[index].places = variantSites.differences(from: sites)
            inputs[index].variant = variantSites
        }
    }

    package struct BuildFailure: Error {
        package var reason: String
    }

    private static func build(_ action: Action<any Route>, _ values: ParsedValues, _ environment: Environment,
                              _ builder: RequestBuilder) throws(BuildFailure) -> (route: any Route, request: HTTPRequest, destination: RouteDestination, base: String?)
    {
        let route: any Route
        do {
            route = try action.make(values)
        } catch {
            throw BuildFailure(reason: "the route cannot be built from placeholder values: \(ErrorMessage(root: action.command).sentence(error.kind, path: []))")
        }
        do throws(CourierError) {
            let request = try builder.build(route, in: environment)
            let destination = builder.destination(of: route)
            return (route, request, destination, destination.base(in: environment)?.text)
        } catch {
            throw BuildFailure(reason: error.message)
        }
    }

    /// The path below the base URL (or the whole path of a URL sent as built) with each option's value written
    /// `{name}`: `/repos/{fullname}/issues/{number}`, an integer's placeholder included. Where an option's value is
    /// the URL itself (``urlOwner``), it stands for the URL and the segments its value brings: `{link}`, `{link}/raw`.
    package var pathTemplate: String? {
        guard let sites else { return nil }
        var indices = Array(sites.segments.indices)
        var head = ""
        if let owner = urlOwner {
            head = "{\(owner.name)}"
            let own = owner.placeholder.flatMap(URLParts.init).map { $0.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init) } ?? []
            if sites.segments.starts(with: own) { indices.removeFirst(own.count) }
            if indices.isEmpty { return head }
        }
        return head + "/" + indices.map { template(sites.segments[$0], at: .path($0 + 1)) }.joined(separator: "/")
    }

    /// The option whose value is the whole URL a route is sent to as built (a `URL` case value a Moya target returns as
    /// its `baseURL`): changing it changes the URL's origin. `nil` below a base URL.
    package var urlOwner: Input? {
        guard sites?.isBelowBase == false else { return nil }
        return owners(of: .origin).first
    }

    /// The URL before its query with each option's value written `{name}`: below the base URL, the base and
    /// ``pathTemplate``; a URL sent as built, its own origin and path, or ``pathTemplate`` alone when an option is the URL.
    package var addressTemplate: String? {
        guard let sites, let path = pathTemplate else { return nil }
        if urlOwner != nil { return path }
        return (sites.origin ?? base ?? "") + path
    }

    /// What `input` puts at `place` in the placeholder build and in its own build (a flag: off, then on), or `nil`
    /// when one of the two builds has nothing there.
    package func sentValues(of input: Input, at place: RequestSites.Place) -> (placeholder: String, alternative: String)? {
        guard let placeholder = sites?.value(at: place), let alternative = input.variant?.value(at: place) else { return nil }
        return (placeholder, alternative)
    }

    /// The options and positionals whose value lands at `place`, in declaration order.
    package func owners(of place: RequestSites.Place) -> [Input] { inputs.filter { $0.places.contains(place) } }

    /// `value`, as found at `place`, with each owner's placeholder value written `{name}`.
    ///
    /// Every owner's spans are found in `value` as built before any marker is written, and spans never overlap:
    /// written one after another, an integer's placeholder `1` was found again inside a `{name1}` already written
    /// (`/items/{name{n}}-1`). An owner whose placeholder is nowhere to be found (a flag Alamofire sends as `1`)
    /// takes the text that changed when only its value did; an owner alone at a place it cannot be found in takes
    /// the whole value.
    package func template(_ value: String, at place: RequestSites.Place) -> String {
        let owners = owners(of: place)
        var spans: [(range: Range<String.Index>, name: String)] = []
        for owner in owners {
            spans += self.spans(of: owner, in: value, at: place, avoiding: spans.map(\.range)).map { ($0, owner.name) }
        }
        if spans.isEmpty, let only = owners.first { return "{\(only.name)}" }
        var text = value
        for span in spans.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            text.replaceSubrange(span.range, with: "{\(span.name)}")
        }
        return text
    }

    /// Where `owner`'s placeholder value lies in `value`, outside `taken`: the occurrence (or all of them) whose
    /// replacement by the alternative value gives the owner's own build, else the text that build changed.
    private func spans(of owner: Input, in value: String, at place: RequestSites.Place, avoiding taken: [Range<String.Index>]) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        if let placeholder = owner.placeholder, !placeholder.isEmpty {
            var from = value.startIndex
            while let range = value[from...].firstRange(of: placeholder) {
                if !taken.contains(where: { $0.overlaps(range) }) { found.append(range) }
                from = range.upperBound
            }
        }
        guard let variant = owner.variant?.value(at: place), let alternative = owner.alternative else { return Array(found.prefix(1)) }
        if let one = found.first(where: { Self.replacing([$0], in: value, with: alternative) == variant }) { return [one] }
        if found.count > 1, Self.replacing(found, in: value, with: alternative) == variant { return found }
        let changed = Self.changedRange(in: value, comparedWith: variant)
        return changed.isEmpty || taken.contains(where: { $0.overlaps(changed) }) ? [] : [changed]
    }

    private static func replacing(_ ranges: [Range<String.Index>], in value: String, with text: String) -> String {
        var result = value
        for range in ranges.reversed() { result.replaceSubrange(range, with: text) }
        return result
    }

    /// The part of `value` that differs from `other`: what is left once their common start and end are taken off.
    private static func changedRange(in value: String, comparedWith other: String) -> Range<String.Index> {
        let prefix = zip(value, other).prefix { $0 == $1 }.count
        let limit = min(value.count, other.count) - prefix
        let suffix = zip(value.reversed(), other.reversed()).prefix(limit).prefix { $0 == $1 }.count
        let start = value.index(value.startIndex, offsetBy: prefix)
        return start..<value.index(value.endIndex, offsetBy: -suffix)
    }
}
