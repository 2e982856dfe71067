import Arguments

/// How the scaffold's example router is written: against Courier's own `Route`, or as an app writes it for
/// Moya or Alamofire (then the file is the kind a team replaces with its app's own, unchanged).
package enum ScaffoldStyle: String, CaseIterable, Sendable, ArgumentValue {
    case native, moya, alamofire

    /// The compat products the routes target needs: a Moya router file often says `import Alamofire` too
    /// (for `JSONEncoding`, `HTTPHeaders`), so the Moya style links both.
    package var compatProducts: [String] {
        switch self {
        case .native: []
        case .moya: ["CourierMoya", "CourierAlamofire"]
        case .alamofire: ["CourierAlamofire"]
        }
    }

    /// The example router's file name and text.
    package var router: (file: String, text: String) {
        switch self {
        case .native: ("ExampleRouter.swift", ScaffoldTemplates.router)
        case .moya: ("ExampleAPI.swift", ScaffoldTemplates.moyaRouter)
        case .alamofire: ("ExampleRouter.swift", ScaffoldTemplates.alamofireRouter)
        }
    }

    /// The types the example's files declare in the routes module (the program type must not be one).
    package var exampleTypes: [String] { [self == .moya ? "ExampleAPI" : "ExampleRouter", "Example", "GeneratedCommands"] }

    /// The router's group name, as the commands plugin derives it.
    package var group: String { self == .native ? "orders" : "example" }

    /// The list and detail actions' command words, e.g. `orders list --uid 5`.
    package func listCall(uid: Int) -> String { self == .native ? "orders list --uid \(uid)" : "example orders --uid \(uid)" }
    package func detailCall(no: String) -> String { self == .native ? "orders detail --no \(no)" : "example order --no \(no)" }
}
