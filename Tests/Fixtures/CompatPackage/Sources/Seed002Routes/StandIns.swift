// Stand-ins for what Seed002Style.swift takes from the rest of the app.
import Foundation
import Moya

/// The app reads the signed-in user's token from its keychain; the CLI reads Courier's token variable, so
/// Courier redacts its value wherever it shows the URL.
enum TokenStore {
    static var current: String { ProcessInfo.processInfo.environment["COURIER_TOKEN"] ?? "" }
}

/// The app's provider, `MoyaProvider<API>(plugins: [RequestHandlingPlugin()])`: every generated command builds
/// its route through it, so the common parameters go on the query as the app sends them.
extension MoyaRoute where Target == API {
    init(_ target: API) { self.init(target, plugins: [RequestHandlingPlugin()]) }
}
