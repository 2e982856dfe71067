import Arguments
import CourierCore

/// An action's route as the listings show it (`routes`, `describe`'s list): its ``RouteSummary`` and where it goes.
///
/// A native route declares its method, path template and query. A route that builds its own request (Moya,
/// Alamofire) is read from the request it builds from placeholders, with each option changed in turn
/// (``OptionPlacement``): its path below the service its app base URL stands for, an integer path value written
/// `{id}` like any other, a dictionary's entries as `{params}`, and the body its request carries. A URL under none of
/// the app's base URLs is listed whole (`https://staff.example.com/people/{login}`).
package struct ListedRoute {
    package var summary: RouteSummary
    package let destination: RouteDestination

    package init(_ route: any Route, action: Action<any Route>, environment: Environment?, builder: RequestBuilder) {
        summary = RouteSummary(route)
        guard RouteAbilities.buildsOwnRequest(route), let environment else {
            destination = builder.destination(of: route)
            return
        }
        let placement = OptionPlacement(action: action, environment: environment, builder: builder)
        destination = placement.destination ?? builder.destination(of: route)
        guard let request = placement.request, let sites = placement.sites, let path = placement.pathTemplate else { return }
        summary.method = request.method
        // A URL sent as built has no service to be relative to: listed whole, as `request`'s absolute URLs are.
        summary.pathTemplate = destination == .asBuilt ? placement.addressTemplate ?? path : path
        summary.queryNames = sites.query.map(\.name)
        summary.bodyKind = RouteSummary.kind(of: request.body)
    }
}
