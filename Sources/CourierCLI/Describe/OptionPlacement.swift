import Arguments
import CourierCore

/// Where each of an action's options lands in its request, found by building the route twice: once from
/// placeholder values, once with only that option changed. The places that differ are the option's.
///
/// This works for every kind of route (native, Moya, Alamofire, absolute URLs), since only the built
/// ``HTTPRequest`` is compared; an option whose change shows nowhere (a timeout, a sample's choice) has none.
struct OptionPlacement {
    /// One option or positional argument, with its places.
    struct Input {
        var name: String
        var kind: ValueKind
        var range: ClosedRange<Double>?
        /// The value it had in the placeholder build.
        var placeholder: String { ParsedValues.placeholder(kind, name: name, range: range) }
        var places: [RequestSites.Place] = []
    }

    /// The route built from placeholders, or why it could not be.
    let route: (any Route)?
    let request: HTTPRequest?
    let sites: RequestSites?
    /// The base URL the route's service resolves to in the environment (checked), if it does.
    let base: String?
    let problem: String?
    private(set) var inputs: [Input]

    init(action: Action<any Route>, environment: Environment, builder: RequestBuilder) {
        let command = action.command
        inputs = command.options.map { Input(name: $0.name, kind: $0.kind, range: $0.range) }
            + command.positionals.map { Input(name: $0.name, kind: $0.kind, range: nil) }
        var problem: String?
        var built: (route: any Route, request: HTTPRequest, base: String?)?
        do throws(BuildFailure) {
            built = try Self.build(action, .placeholders(for: command), environment, builder)
        } catch {
            problem = error.reason
        }
        self.problem = problem
        route = built?.route
        request = built?.request
        base = built?.base
        guard let built else {
            sites = nil
            return
        }
        let sites = RequestSites(built.request, base: built.base)
        self.sites = sites
        for index in inputs.indices {
            let input = inputs[index]
            guard let other = ParsedValues.alternative(input.kind, name: input.name, range: input.range),
                  let variant = try? Self.build(action, .placeholders(for: command, replacing: input.name, with: other), environment, builder)
            else { continue }
            inputs[index].places = RequestSites(variant.request, base: variant.base).differences(from: sites)
        }
    }

    struct BuildFailure: Error {
        var reason: String
    }

    private static func build(_ action: Action<any Route>, _ values: ParsedValues, _ environment: Environment,
                              _ builder: RequestBuilder) throws(BuildFailure) -> (route: any Route, request: HTTPRequest, base: String?)
    {
        let route: any Route
        do {
            route = try action.make(values)
        } catch {
            throw BuildFailure(reason: "the route cannot be built from placeholder values: \(ErrorMessage(root: action.command).sentence(error.kind, path: []))")
        }
        do throws(CourierError) {
            let request = try builder.build(route, in: environment)
            let base = (try? environment.checkedBase(of: route.service))?.text
            return (route, request, base)
        } catch {
            throw BuildFailure(reason: error.message)
        }
    }

    /// The options and positionals whose value lands at `place`, in declaration order.
    func owners(of place: RequestSites.Place) -> [Input] { inputs.filter { $0.places.contains(place) } }

    /// `value`, as found at `place`, with each owner's placeholder value written `{name}`.
    func template(_ value: String, at place: RequestSites.Place) -> String {
        var text = value
        for owner in owners(of: place) {
            let marker = "{\(owner.name)}"
            if text.contains(marker) { continue }
            let placeholder = owner.placeholder
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
