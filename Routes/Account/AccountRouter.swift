import Courier

/// Log in with a cookie session and show its user.
///
/// The demo API's cookie-session login, as a web backend has it: the login sets `sid` (Path=/v1, HttpOnly),
/// which `--save` keeps; `account me` sends it back.
// courier: group=account
public enum AccountRouter: Route {
    /// Log in; the session is the `sid` cookie the response sets (--save keeps it).
    /// - Parameters:
    ///   - username: The account name.
    ///   - password: The password; '-' reads it from stdin, @FILE from a file.
    // courier: option password secret file stdin
    // courier: example="courier account login --username alice --password - --save <password.txt"
    case login(username: String, password: String)
    /// Show the user of the cookie session.
    // courier: example="courier account me"
    case me

    public var method: HTTPMethod {
        switch self {
        case .login: .post
        case .me: .get
        }
    }

    public var path: [PathSegment] {
        switch self {
        case .login: ["account", "login"]
        case .me: ["account", "me"]
        }
    }

    public var body: RequestBody {
        switch self {
        case .login(let username, let password): .json(["username": .string(username), "password": .string(password)])
        case .me: .none
        }
    }

    public var contract: ModelContract {
        switch self {
        case .login, .me: .decodes(User.self)
        }
    }

    public var samples: [SampleResponse] {
        switch self {
        case .login, .me: [SampleResponse(body: #"{"code":0,"message":"ok","data":\#(UserRouter.sampleUser)}"#)]
        }
    }

    /// The login's session is its `sid` cookie.
    public var grant: SessionGrant? {
        switch self {
        case .login: SessionGrant(token: .cookie("sid"))
        case .me: nil
        }
    }
}
