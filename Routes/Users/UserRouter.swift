import Courier

/// The demo API's accounts: log in, read and change the signed-in user.
public enum UserRouter: RouteCommands {
    case login(username: String, password: String)
    case profile
    case update(name: String)

    public var method: HTTPMethod {
        switch self {
        case .login: .post
        case .profile: .get
        case .update: .patch
        }
    }

    public var path: [PathSegment] {
        switch self {
        case .login: ["users", "login"]
        case .profile, .update: ["users", "me"]
        }
    }

    public var body: RequestBody {
        switch self {
        case .login(let username, let password): .json(["username": .string(username), "password": .string(password)])
        case .profile: .none
        case .update(let name): .json(["name": .string(name)])
        }
    }

    public var requiresAuth: Bool {
        switch self {
        case .login: false
        case .profile, .update: true
        }
    }

    public var contract: ModelContract {
        switch self {
        case .login: .decodes(LoginResult.self)
        case .profile, .update: .decodes(User.self)
        }
    }

    public var samples: [SampleResponse] {
        switch self {
        case .login:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":{"token":"stub-token","expiresIn":3600,"user":\#(Self.sampleUser)}}"#),
             SampleResponse("wrong-password", status: 401, body: #"{"code":40001,"message":"wrong username or password","data":null}"#)]
        case .profile:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":\#(Self.sampleUser)}"#),
             SampleResponse("expired", status: 401, body: #"{"code":40006,"message":"token expired","data":null}"#)]
        case .update:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":\#(Self.sampleUser)}"#),
             SampleResponse("invalid", status: 422, body: #"{"code":42201,"message":"name must be 1 to 32 characters","data":null}"#)]
        }
    }

    static let sampleUser = #"{"id":5,"username":"alice","name":"Alice","email":"alice@example.com"}"#

    public static let commands: ActionGroup<any Route> = {
        let username: Option<String> = .required("username", help: "The account name.")
        let password: Option<String> = .required("password", help: "The password; '-' reads it from stdin, @FILE from a file.",
                                                 acceptsFile: true, acceptsStdin: true, secret: true)
        let name: Option<String> = .required("name", help: "The new display name (1 to 32 characters).")
        return ActionGroup("users", summary: "Log in and manage the signed-in user.", actions: [
            endpoint("login", "Log in; the envelope's data.token is the bearer token.", options: [username, password],
                     examples: ["courier users login --username alice --password - <password.txt"]) {
                .login(username: try $0.get(username), password: try $0.get(password))
            },
            endpoint("profile", "Show the signed-in user (needs a token).", examples: ["COURIER_TOKEN=… courier users profile"]) { _ in
                .profile
            },
            endpoint("update", "Change the signed-in user's display name (needs a token).", options: [name],
                     examples: ["courier users update --name 'Alice Liddell'"]) {
                .update(name: try $0.get(name))
            },
        ])
    }()
}
