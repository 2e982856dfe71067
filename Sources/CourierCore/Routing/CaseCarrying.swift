/// A route that wraps an app's own router case (Moya's target), which `describe` names instead of the wrapper.
///
/// A wrapper that holds the case as a stored enum is found by reflection; one that keeps it out of its stored
/// values (the Moya adapter holds its target with the provider's plugins) says which case it carries.
package protocol CaseCarrying {
    /// The router case this route was made from: `GithubAPI.searchRepositories(query: "swift")`.
    var carriedCase: Any { get }
}
