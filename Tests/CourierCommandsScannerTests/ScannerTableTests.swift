import Testing
@testable import CourierCommandsScanner

/// Router declarations in the seeds' styles (written for these tests) → the exact commands they make.
struct ScannerTableTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var sources: [String]
        var protocols: [String: String?] = [:]
        var expected: [String]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "seed 001: own TargetType protocol, /// docs above each case, two-space indent", sources: [#"""
            /// 接口类型
            protocol TargetType {
              var serviceAddress: String { get }
              var parameters: [String : Any]? { get }
            }

            enum ShopTarget: TargetType {
              /// 商品列表接口
              case goods(uid: Int)
              /// 商品详情接口
              case goodsDetail(no: String)

              // MARK: - 参数说明
              var serviceAddress: String {
                switch self {
                case .goods:
                  return "goods"
                case let .goodsDetail(no):
                  return "goods/\(no)"
                }
              }
              var parameters: [String : Any]? { nil }
            }
            """#], protocols: ["TargetType": "OwnTargetRoute"], expected: [
            #"shop goods "商品列表接口" --uid:Int"#,
            #"shop goods-detail "商品详情接口" --no:String"#,
        ]),
        Row(name: "seed 002: conformance in an extension, // comments above, Dictionary<String,Any>, _ page", sources: [#"""
            enum  Api {

                case signIn(params:Dictionary<String,Any>)
                // 获取分页数据
                case getPageList(_ page:Int)
                // 获取联系人数据
                case getContact
                ///其他接口...
                case other1(p1: String, p2: Int, p3: String, p4: String)
            }
            """#, #"""
            import Moya
            // MARK: - 补全 TargetType
            extension Api: TargetType {
                var path: String {
                    switch self {
                    case .signIn: return "/login"
                    case let .other1(p1, p2, _, _): return "/list?id=\(p1)&page=\(p2)"
                    default: return ""
                    }
                }
                var method: Moya.Method {
                    switch self {
                    case
                        .getPageList,
                        .other1:
                        return .get
                    default: return .post
                    }
                }
            }
            """#], expected: [
            "api sign-in --params:params",
            #"api get-page-list "获取分页数据" --page:Int"#,
            #"api get-contact "获取联系人数据""#,
            #"api other1 "其他接口..." --p1:String --p2:Int --p3:String --p4:String"#,
        ]),
        Row(name: "seed 003: a whole router on one line, unlabeled dictionaries, braces in strings", sources: [#"""
            enum HttpRouter: URLRequestConvertible { case get([String: String]), post([String: String]) var baseURL: URL { return URL(string: "https://example.invalid/{x}")! } var method: HTTPMethod { switch self { case .get: return .get case .post: return .post } } func asURLRequest() throws -> URLRequest { var r = URLRequest(url: baseURL); r.method = method; return r } }
            """#], expected: [
            "http get --params:string-params",
            "http post --params:string-params",
        ]),
        Row(name: "seed 004: a team protocol with extension defaults, its own HTTPMethod enum", sources: [#"""
            protocol Endpoint {
                var path: String { get }
                var timeoutInterval: TimeInterval { get }
            }
            enum HTTPMethod: String { case GET, POST }
            extension Endpoint {
                var timeoutInterval: TimeInterval { 30 }
            }
            enum AccountRouter: Endpoint {
                case login(username: String, password: String)
                case profile(userId: String)
                case updateProfile(userId: String, name: String)
                var path: String { "x" }
            }
            """#], protocols: ["Endpoint": "EndpointRoute"], expected: [
            "account login --username:String --password:String",
            "account profile --user-id:String",
            "account update-profile --user-id:String --name:String",
        ]),
        Row(name: "multi-line cases, defaults, label docs, `case a, b`, trailing comments", sources: [#"""
            import CourierCore
            /// Orders.
            public enum OrderRouter: Route {
                /// List a user's orders.
                /// - Parameters:
                ///   - uid: The user's id.
                ///   - page: Which page, from 1.
                case list(
                    uid: Int,
                    page: Int = 1,
                    /// Newest first when set.
                    newest: Bool = false,
                    sort: String = "created"   // the field to sort by
                )
                case detail(no: String), cancel(no: String) // One order.
                case ping, health
                case find(label inner: String, limit: Int64 = Int64(10))
            }
            """#], expected: [
            #"order list "List a user's orders." --uid:Int[The user's id.] --page:Int=1[Which page, from 1.] --newest:flag=false[Newest first when set.] --sort:String=created[the field to sort by]"#,
            #"order detail "One order." --no:String"#,
            #"order cancel "One order." --no:String"#,
            "order ping",
            "order health",
            "order find --label:String --limit:Int64=(Int64(10))[Default: Int64(10).]",
        ]),
        Row(name: "strings and comments that hold braces, parentheses and the word case", sources: [#####"""
            enum Tricky: Route {
                case a(x: String = "}{)(case")
                /* a block /* nested } */ still comment { */
                case b
                static let json = #"{"case": "}" }"#
                static let deep = ##"a "# } "##
                static let text = """
                    } case c
                    \(1 > 0 ? "}" : "{")
                    """
                // } case d
                case e(y: Int = (1 + 2) * 3)
                var z: String { "\(["}": 1])" }
            }
            """#####], expected: [
            "tricky a --x:String=}{)(case",
            "tricky b",
            #"tricky e "} case d" --y:Int=((1 + 2) * 3)[Default: (1 + 2) * 3.]"#,
        ]),
        Row(name: "#if branches, attributes, access modifiers, indirect, raw values", sources: [#"""
            @frozen public enum PathTarget: String, TargetType {
                @available(*, deprecated, message: "use b")
                case a = "alpha"
                #if DEBUG
                case debugOnly
                #elseif os(Linux)
                case linuxOnly
                #else
                case other
                #endif
                @available(*, unavailable)
                case gone
                indirect case again
            }
            """#], expected: [
            "path a",
            "path debug-only #if DEBUG",
            "path linux-only #if !(DEBUG) && (os(Linux))",
            "path other #if !(DEBUG) && !(os(Linux))",
            "path again",
        ]),
        Row(name: "nested types, types the sources declare, a refined router protocol, typealiases", sources: [#"""
            protocol AppTarget: TargetType {}
            typealias JSONObject = [String: Any]
            enum Sort: String, CaseIterable { case asc, desc }
            enum Mode: String { case fast, slow }
            struct Filter: Codable { var q: String }
            struct Opaque { var q: String }
            enum GithubAPI {
                enum Repos: AppTarget {
                    case list(sort: Sort = .asc, mode: Mode?, filter: Filter, body: JSONObject)
                    case search(by: [String: [Int]], ids: [Int], tags: [String]?, at: Date, url: URL, file: Data, ratio: Float)
                    case weird(Opaque)
                    case hook(callback: @escaping () -> Void)
                    case anything(value: Any)
                    case pair(point: (Int, Int))
                }
            }
            """#], expected: [
            "repos list --sort:choice(Sort)=asc --mode:raw(Mode)? --filter:json(Filter) --body:params",
            "repos search --by:json([String: [Int]]) --ids:Int* --tags:String*? --at:Date --url:URL --file:Data --ratio:Float",
            "repos weird uncallable: '#1' is 'Opaque', which is not Decodable",
            "repos hook uncallable: 'callback' is a closure",
            "repos anything uncallable: 'value' is 'Any'",
            "repos pair uncallable: 'point' is a tuple",
        ]),
        Row(name: "unlabeled values are positionals; a seen model names its placeholder", sources: [#"""
            struct User: Decodable { var id: Int }
            enum UserService: Route {
                case show(String, Int?)
                case create(User)
                case tag(_: String, _: String)
            }
            """#], expected: [
            "user show <value>:String <value-2>:Int?",
            "user create <user>:json(User)",
            "user tag <value>:String <value-2>:String",
        ]),
        Row(name: "directives: rename, summary, hide, options, group", sources: [#"""
            // courier: group=orders summary="Orders, all of them."
            enum OrderRouter: Route {
                // courier: name=ls summary="List orders."
                case list(uid: Int)
                case detail(no: String) // courier: option no=order-no
                // courier: hide
                case internalOnly(token: () -> String)
                /// Make one.
                // courier: option uid=user-id option qty=count
                case create(uid: Int, qty: Int)
            }
            """#], expected: [
            #"orders ls "List orders." --uid:Int"#,
            "orders detail --order-no:String",
            #"orders create "Make one." --user-id:Int --count:Int"#,
        ]),
        Row(name: "directives: ranges, secrets, files, stdin, paths and examples", sources: [#"""
            enum UserRouter: Route {
                // courier: option qty range=1...999 option ratio range=-0.5...2.5
                // courier: example="shop user buy --qty 2" example="shop user buy --qty 3 --ratio 1"
                case buy(qty: Int, ratio: Double, big: Int64)
                // courier: option big range=1_000...2_000
                case limit(big: Int64)
                // courier: option password secret stdin file option path=file path
                case login(password: String, path: String)
                case other(password: String) // courier: option password secret
            }
            """#], expected: [
            #"user buy --qty:Int{range=1.0...999.0} --ratio:Double{range=-0.5...2.5} --big:Int64 example:"shop user buy --qty 2" example:"shop user buy --qty 3 --ratio 1""#,
            "user limit --big:Int64{range=1000.0...2000.0}",
            "user login --password:String{secret,file,stdin} --file:String{path}",
            "user other --password:String{secret}",
        ]),
        Row(name: "a router in one file, its conformance in another, a Moya-qualified protocol", sources: [
            "enum FeedTarget { case latest(limit: UInt8 = 20) }",
            "import Moya\nextension FeedTarget: Moya.TargetType {}",
        ], expected: [
            "feed latest --limit:UInt8=20",
        ]),
    ]

    @Test(arguments: rows)
    func routerSourcesBecomeCommands(row: Row) {
        let plan = PlanText.plan(row.sources, protocols: row.protocols)
        #expect(plan.errors.map(\.description) == [])
        #expect(PlanText.lines(plan) == row.expected)
    }

    @Test func rawValueDefaultsBecomeOptionDefaults() {
        let plan = PlanText.plan([#"""
            enum Level: Int, CaseIterable { case low = 1, high = -2 }
            enum Sort: String, CaseIterable { case newest = "created_at", cheapest }
            enum R: Route { case list(level: Level = .high, sort: Sort = .newest, by: Sort = .cheapest, other: Sort = .none) }
            """#])
        #expect(PlanText.lines(plan) == ["r list --level:choice(Level)=-2 --sort:choice(Sort)=created_at --by:choice(Sort)=cheapest --other:choice(Sort)=(.none)[Default: .none.]"])
    }

    @Test func adaptersFollowTheConformance() {
        let plan = PlanText.plan([
            "enum A: Route { case a }", "enum B: TargetType { case b }", "enum C: URLRequestConvertible { case c }",
            "enum D: Endpoint { case d }", "enum E: Route, TargetType { case e }",
        ], protocols: ["Endpoint": "EndpointRoute"])
        #expect(plan.routers.map { "\($0.typeName):\($0.adapter ?? "-")" } == ["A:-", "B:MoyaRoute", "C:AlamofireRoute", "D:EndpointRoute", "E:-"])
    }

    /// Seed 001 declares its own `protocol TargetType { var serviceAddress: String … }`: it is the app's, not Moya's, so
    /// its enum gets Moya's adapter (and an `import Moya` that cannot build) only when nothing says otherwise.
    @Test(arguments: [
        ("own TargetType, URLRequestConvertible in an extension", ["protocol TargetType { var serviceAddress: String { get } }",
                                                                   "enum OrderTarget: TargetType { case orders }",
                                                                   "extension OrderTarget: URLRequestConvertible {}"], [:], ["OrderTarget:AlamofireRoute"]),
        ("own TargetType that refines URLRequestConvertible", ["protocol TargetType: URLRequestConvertible { var serviceAddress: String { get } }",
                                                               "enum OrderTarget: TargetType { case orders }"], [:], ["OrderTarget:AlamofireRoute"]),
        ("own TargetType alone: no router", ["protocol TargetType { var serviceAddress: String { get } }", "enum OrderTarget: TargetType { case orders }"],
         [:], []),
        ("own TargetType mapped by the configuration", ["protocol TargetType { var serviceAddress: String { get } }", "enum OrderTarget: TargetType { case orders }"],
         ["TargetType": "OwnTargetRoute"], ["OrderTarget:OwnTargetRoute"]),
        ("own Route protocol is not Courier's", ["protocol Route { var path: String { get } }", "enum Page: Route, URLRequestConvertible { case home }"],
         [:], ["Page:AlamofireRoute"]),
        ("Moya's TargetType where the sources declare none", ["enum GitHub: TargetType { case zen }"], [:], ["GitHub:MoyaRoute"]),
    ] as [(String, [String], [String: String?], [String])])
    func anOwnProtocolNamedLikeALibrarysIsTheApps(name: String, sources: [String], protocols: [String: String?], expected: [String]) {
        let plan = PlanText.plan(sources, protocols: protocols)
        #expect(plan.routers.map { "\($0.typeName):\($0.adapter ?? "-")" } == expected, "\(name)")
        #expect(plan.errors.isEmpty)
    }

    /// The generated file imports the module of the adapter it uses: Alamofire for seed 001's router, never Moya.
    @Test func seed001sRouterImportsAlamofireNotMoya() {
        let plan = PlanText.plan(["protocol TargetType {\n    var serviceAddress: String { get }\n}\n",
                                  "enum OrderTarget: TargetType {\n    case orders(uid: Int)\n}\n", "extension OrderTarget: URLRequestConvertible {}\n"])
        var generator = Generator(imports: ["Courier"])
        let imports = generator.generate(plan).split(separator: "\n").filter { $0.hasPrefix("import ") }
        #expect(imports == ["import Courier", "import Alamofire"])
    }

    /// A default value is copied into the generated file as written: a multi-line string literal keeps its lines (joined
    /// onto one, it does not parse) and any literal its spaces; a comment between its tokens is left out.
    @Test func aDefaultValueIsCopiedAsWritten() {
        let source = "enum R: TargetType {\n    case a(note: String = \"\"\"\n        two  spaces\n        \"\"\", b: String = \"x  y\" /* c */ + \"z\")\n}\n"
        let plan = PlanText.plan([source])
        #expect(plan.errors.isEmpty)
        let defaults = plan.routers.flatMap(\.actions).flatMap(\.arguments).map(\.value.defaultValue)
        #expect(defaults == ["\"\"\"\n        two  spaces\n        \"\"\"", "\"x  y\" + \"z\""])
        var generator = Generator(imports: ["Courier"])
        #expect(generator.generate(plan).contains("\"\"\"\n        two  spaces\n        \"\"\""))
    }

    @Test func enumsThatAreNotRoutersAreIgnored() {
        let plan = PlanText.plan(["enum Sort: String, CaseIterable { case a }\nenum NetworkError: Error { case invalidURL }"])
        #expect(plan.routers.isEmpty)
        #expect(plan.diagnostics.isEmpty)
    }
}
