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
            inputs[index].places = RequestSites(variant.request, base: variant.base).differences(from: sites)
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
    /// `{name}`: `/repos/{fullname}/issues/{number}`, an integer's placeholder included.
    package var pathTemplate: String? {
        sites.map { sites in "/" + sites.segments.enumerated().map { template($0.element, at: .path($0.offset + 1)) }.joined(separator: "/") }
    }

    /// The options and positionals whose value lands at `place`, in declaration order.
    package func owners(of place: RequestSites.Place) -> [Input] { inputs.filter { $0.places.contains(place) } }

    /// `value`, as found at `place`, with each owner's placeholder value written `{name}`.
    package func template(_ value: String, at place: RequestSites.Place) -> String {
        var text = value
        for owner in owners(of: place) {
            let marker = "{\(owner.name)}"
            if text.contains(marker) { continue }
            let placeholder = owner.placeholder ?? ""
            if text == placeholder || placeholder.isEmpty {
                text = marker
            } else if let range = text.firstRange(of: placeholder) {
                text.replaceSubrange(range, with: marker)
            } else {
                text = marker
            }
        }
        return text
    }
}
