import CourierClient
import Arguments
import CourierCore

/// The REQUEST section of help for an action whose route builds its own request (Moya, Alamofire).
///
/// Help's REQUEST line comes from the route built from placeholder values, which a native route's path template
/// shows as `{no}`; a compat route writes its values into its URL, so an integer placeholder read as a literal
/// (`GET /users/1/repos`). Help for such an action is worded as `routes` and `describe` list it (``ListedRoute``:
/// each option changed in turn, `GET /users/{id}/repos`), in the API's default environment.
enum CompatRequestHelp {
    /// `root` with the action at `path` showing its listed REQUEST section, or `root` unchanged (a group, a native
    /// route, a route that cannot be built).
    static func root(_ root: Command, showing path: [String], api: APIDescription) -> Command {
        guard let action = root.descendant(path)?.target as? Action<any Route>,
              let route = try? action.make(.placeholders(for: action.command)), RouteAbilities.buildsOwnRequest(route),
              let environment = api.environment(named: api.defaultEnvironment)
        else { return root }
        let listed = ListedRoute(route, action: action, environment: environment, builder: RequestBuilder(appBaseURLs: api.appBaseURLs))
        let request = Command.Detail("REQUEST", listed.summary.helpText)
        let details = action.command.details.map { $0.title == request.title ? request : $0 }
        return root.replacingDetails(at: path[...], with: details)
    }
}
