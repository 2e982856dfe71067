import Courier

/// An enveloped API (Courier's demo API), with a team plugin that signs every request and one that
/// words an error its own way.
public enum ShopAPI: CourierProgram {
    public static let api = APIDescription(
        name: "shop", programName: "shop",
        environments: [Environment(name: "local", baseURL: "http://127.0.0.1:8080/v1")],
        defaultEnvironment: "local",
        envelope: .wrapped(EnvelopeFormat(successCodes: [0], categories: [CodeCategory(1002, .httpValidation)])),
        plugins: [SignaturePlugin(), HintPlugin()])

    public static let commands: [ActionGroup<any Route>] = [ShopOrderRouter.generatedCommands]
}

/// Signs each request as a team's app does: a header computed from the method and the URL.
struct SignaturePlugin: Plugin {
    func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest {
        if request.url.contains("forbidden-by-plugin") { throw CourierError(.requestInvalid, "the signature plugin refuses this URL") }
        var request = request
        var sum: UInt32 = 0
        for byte in (request.method.rawValue + " " + request.url).utf8 { sum = sum &* 31 &+ UInt32(byte) }
        request.headers.set("X-Signature", String(sum, radix: 16))
        return request
    }
}

/// Adds a hint to business errors, through Moya's `process` hook.
struct HintPlugin: Plugin {
    func process(_ outcome: Outcome, route: any Route) -> Outcome {
        var outcome = outcome
        if outcome.error?.category == .httpValidation { outcome.error?.hint = "the shop plugin saw this" }
        return outcome
    }
}

/// Orders.
// courier: group=orders
public enum ShopOrderRouter: Route {
    /// List a user's orders.
    /// - Parameter uid: The user's id.
    case list(uid: Int)
    /// Cancel an order.
    /// - Parameter no: The order number.
    case cancel(no: String)

    public var method: HTTPMethod {
        switch self {
        case .list: .get
        case .cancel: .post
        }
    }

    public var path: [PathSegment] {
        switch self {
        case .list: ["orders"]
        case .cancel(let no): ["orders", .param("no", no), "cancel"]
        }
    }

    public var query: [QueryItem] {
        switch self {
        case .list(let uid): [QueryItem("uid", String(uid))]
        case .cancel: []
        }
    }

    public var contract: ModelContract { .none }
}
