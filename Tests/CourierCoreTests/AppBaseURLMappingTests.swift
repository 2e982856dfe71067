import CourierCore
import Testing

/// An app base URL is mapped once: a named service is the app's own URL in every environment that does not name
/// it, so a team with three targets lists only the hosts each environment moves (README, "The app's base URLs").
struct AppBaseURLMappingTests {
    /// Three Moya targets' base URLs; `local` moves all of them, `staging` only trending, `prod` none.
    static let api = APIDescription(
        name: "gh", environments: [
            Environment(name: "local", baseURL: "http://127.0.0.1:8085/api",
                        services: ["trending": "http://127.0.0.1:8085/trending", "uploads": "http://127.0.0.1:8085/uploads"]),
            Environment(name: "staging", baseURL: "https://api.staging.example.invalid", services: ["trending": "https://trending.staging.example.invalid/v1"]),
            Environment(name: "prod", baseURL: "https://api.github.example.com"),
        ], defaultEnvironment: "local",
        appBaseURLs: [AppBaseURL("https://api.github.example.com"), AppBaseURL("https://trending.example.com/v1", service: "trending"),
                      AppBaseURL("https://uploads.github.example.com/", service: "uploads")])

    @Test(arguments: [
        ("local", "https://trending.example.com/v1/repos?since=daily", "http://127.0.0.1:8085/trending/repos?since=daily"),
        ("local", "https://uploads.github.example.com/assets/1", "http://127.0.0.1:8085/uploads/assets/1"),
        ("staging", "https://trending.example.com/v1/repos", "https://trending.staging.example.invalid/v1/repos"),
        ("staging", "https://uploads.github.example.com/assets/1", "https://uploads.github.example.com/assets/1"),
        ("staging", "https://api.github.example.com/user", "https://api.staging.example.invalid/user"),
        ("prod", "https://trending.example.com/v1/repos", "https://trending.example.com/v1/repos"),
    ])
    func eachEnvironmentMovesOnlyTheHostsItNames(environment: String, built: String, sent: String) throws {
        let environment = try #require(Self.api.environment(named: environment))
        let request = try RequestBuilder(appBaseURLs: Self.api.appBaseURLs).build(OriginTests.Built(url: built), in: environment)
        #expect(request.url == sent)
        // A service is the environment's own, whoever named its URL: the API's credentials may go there.
        #expect(request.origin == .environment)
    }

    @Test func aDescriptionWithServicesLeftOutHasNoProblem() {
        #expect(Self.api.problems.isEmpty)
        #expect(Self.api.environment(named: "prod")?.services == ["trending": "https://trending.example.com/v1",
                                                                   "uploads": "https://uploads.github.example.com/"])
    }

    /// A config file replaces or adds environments after the description is made: they are completed the same way.
    @Test func anEnvironmentSetLaterIsCompletedToo() {
        var api = Self.api
        api.environments.append(Environment(name: "qa", baseURL: "https://qa.example.invalid", services: ["uploads": "https://uploads.qa.example.invalid"]))
        api.environments[0] = Environment(name: "local", baseURL: "http://127.0.0.1:9000")
        #expect(api.environment(named: "qa")?.services == ["trending": "https://trending.example.com/v1", "uploads": "https://uploads.qa.example.invalid"])
        #expect(api.environment(named: "local")?.services["uploads"] == "https://uploads.github.example.com/")
        #expect(api.problems.isEmpty)
    }

    /// Only a named service is filled in: the main base URL is each environment's own and always written.
    @Test func theMainBaseURLIsNeverTakenFromTheApp() {
        #expect(Self.api.environment(named: "staging")?.baseURL == "https://api.staging.example.invalid")
        #expect(Self.api.environment(named: "staging")?.services["trending"] == "https://trending.staging.example.invalid/v1")
    }
}
