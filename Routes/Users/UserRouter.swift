import Courier

/// Log in and manage the signed-in user.
///
/// The demo API's accounts: log in, read and change the signed-in user.
// courier: group=users
public enum UserRouter: Route {
    /// Log in; the envelope's data.token is the bearer token (--save keeps it, with its refresh token).
    /// - Parameters:
    ///   - username: The account name.
    ///   - password: The password; '-' reads it from stdin, @FILE from a file.
    // courier: option password secret file stdin
    // courier: example="courier users login --username alice --password - --save <password.txt"
    case login(username: String, password: String)
    /// Renew the session's token (Courier calls it by itself on a 401 or an expired session).
    /// - Parameter refreshToken: The refresh token the login gave; '-' reads it from stdin, @FILE from a file.
    // courier: option refreshToken secret file stdin
    // courier: example="courier auth token | courier users refresh --refresh-token -"
    case refresh(refreshToken: String)
    /// Check a name and password sent as HTTP Basic (-u NAME, --netrc).
    // courier: example="COURIER_PASSWORD=… courier users verify -u alice"
    case verify
    /// Show the signed-in user (needs a token).
    // courier: example="COURIER_TOKEN=… courier users profile"
    case profile
    /// Change the signed-in user's display name (needs a token).
    /// - Parameter name: The new display name (1 to 32 characters).
    // courier: example="courier users update --name 'Alice Liddell'"
    case update(name: String)

    public var method: HTTPMethod {
        switch self {
        case .login, .refresh: .post
        case .profile, .verify: .get
        case .update: .patch
        }
    }

    public var path: [PathSegment] {
        switch self {
        case .login: ["users", "login"]
        case .refresh: ["users", "refresh"]
        case .verify: ["users", "verify"]
        case .profile, .update: ["users", "me"]
        }
    }

    public var body: RequestBody {
        switch self {
        case .login(let username, let password): .json(["username": .string(username), "password": .string(password)])
        case .refresh(let refreshToken): .json(["refreshToken": .string(refreshToken)])
        case .profile, .verify: .none
        case .update(let name): .json(["name": .string(name)])
        }
    }

    public var requiresAuth: Bool {
        switch self {
        case .login, .refresh, .verify: false
        case .profile, .update: true
        }
    }

    public var contract: ModelContract {
        switch self {
        case .login: .decodes(LoginResult.self)
        case .refresh: .decodes(RefreshResult.self)
        case .profile, .update, .verify: .decodes(User.self)
        }
    }

    public var samples: [SampleResponse] {
        switch self {
        case .login:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":{"token":"stub-token","refreshToken":"stub-refresh","expiresIn":3600,"user":\#(Self.sampleUser)}}"#),
             SampleResponse("wrong-password", status: 401, body: #"{"code":40001,"message":"wrong username or password","data":null}"#)]
        case .refresh:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":{"token":"stub-token-2","refreshToken":"stub-refresh-2","expiresIn":3600}}"#),
             SampleResponse("refused", status: 401, body: #"{"code":40007,"message":"refresh token invalid","data":null}"#)]
        case .verify:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":\#(Self.sampleUser)}"#)]
        case .profile:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":\#(Self.sampleUser)}"#),
             SampleResponse("expired", status: 401, body: #"{"code":40006,"message":"token expired","data":null}"#)]
        case .update:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":\#(Self.sampleUser)}"#),
             SampleResponse("invalid", status: 422, body: #"{"code":42201,"message":"name must be 1 to 32 characters","data":null}"#)]
        }
    }

    /// Login and refresh give a session: the token, the refresh token and its lifetime, at these paths.
    public var grant: SessionGrant? {
        switch self {
        case .login, .refresh:
            SessionGrant(token: .body("data.token"), refreshToken: .body("data.refreshToken"), expiresIn: .body("data.expiresIn"))
        case .profile, .update, .verify: nil
        }
    }

    static let sampleUser = #"{"id":5,"username":"alice","name":"Alice","email":"alice@example.com"}"#

}
