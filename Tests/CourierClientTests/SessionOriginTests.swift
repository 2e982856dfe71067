import CourierClient
import CourierCore
import Testing

/// Issue 42, 17: where a stored session may be sent, by the origin that granted it.
struct SessionOriginTests {
    var api: APIDescription { APIDescription(name: "shop", environments: [configured], defaultEnvironment: "dev") }
    let configured = Environment(name: "dev", baseURL: "https://api.dev.example.invalid/v1", services: ["orders": "https://orders.dev.example.invalid"])

    func target(serviceURL: String? = nil) -> Target {
        var environment = configured
        if let serviceURL { environment.services["orders"] = serviceURL }
        return Target(environment: environment, api: api, sources: [:], origins: [:], configFiles: [], untrustedConfigs: [], extraHeaders: [],
                      configuredOrigins: configured.origins)
    }

    @Test func aSessionGrantedByTheTeamsHostGoesToTheEnvironmentsConfiguredServices() {
        #expect(target().sessionOrigins(grantedBy: "https://api.dev.example.invalid:443")
            == ["https://api.dev.example.invalid:443", "https://orders.dev.example.invalid:443"])
    }

    @Test func aServiceURLGivenOnTheCommandLineDoesNotGetTheSession() {
        let origins = target(serviceURL: "http://127.0.0.1:9").sessionOrigins(grantedBy: "https://api.dev.example.invalid:443")
        #expect(!origins.contains("http://127.0.0.1:9"))
    }

    @Test func aSessionGrantedByAHostGivenOnTheCommandLineGoesBackOnlyThere() {
        #expect(target().sessionOrigins(grantedBy: "http://staging.example.invalid:80") == ["http://staging.example.invalid:80"])
    }
}
