import CourierShared

/// The contract test a scaffolded package starts with: the example router's calls through `RouteClient`, as a team's
/// CI runs its API's contract tests where its app's own test target (UIKit) cannot run.
extension ScaffoldTemplates {
    /// `Tests/NAMERoutesTests/OrdersTests.swift`, calling the example router as `style` writes it.
    package static func ordersTest(_ scaffold: Scaffold) -> String {
        let style = scaffold.style
        let prefix = VariablePrefix(program: scaffold.name)
        let (env, baseURL, token) = (prefix.name(.env), prefix.name(.baseURL), prefix.name(.token))
        let (imports, list, unknown) = switch style {
        case .native: ("", "ExampleRouter.list(uid: 5)", "ExampleRouter.detail(no: \"NOPE\")")
        case .moya: ("import Moya\n", "MoyaRoute(ExampleAPI.orders(uid: 5))", "MoyaRoute(ExampleAPI.order(no: \"NOPE\"))")
        case .alamofire: ("import Alamofire\n", "AlamofireRoute(ExampleRouter.orders(uid: 5))", "AlamofireRoute(ExampleRouter.order(no: \"NOPE\"))")
        }
        return """
            // Contract tests of the example router: each call goes through the same pipeline, envelope and contract check as
            // `\(scaffold.name)`, with no argv. Replace them with your routes' own. They call the environment \(env) names (else
            // `local`), at \(baseURL) when that is set, with the token \(token) gives, as `\(scaffold.name)` would
            // (each also read as COURIER_…, its own name winning):
            //
            //     swift test                                          # `local`: Courier's demo API
            //     \(env)=dev \(baseURL)=https://api.ci.example.com/v1 swift test  # CI: its own server
            import Courier
            \(imports)import Testing
            import \(scaffold.routesModule)

            struct OrdersTests {
                let client: RouteClient

                init() throws {
                    client = try RouteClient(\(scaffold.programType).self)
                }

                @Test func aUsersOrdersDecodeIntoTheModel() async throws {
                    let orders = try await client.call(\(list), as: [Example].self)
                    #expect(!orders.isEmpty)
                    #expect(orders.allSatisfy { $0.uid == 5 })
                }

                @Test func anUnknownOrderIsNotFound() async {
                    do throws(CourierError) {
                        let reply = try await client.call(\(unknown))
                        Issue.record("an unknown order was found: HTTP \\(reply.status)")
                    } catch {
                        #expect(error.category == .httpNotFound, "\\(error)")
                    }
                }
            }

            """
    }
}
