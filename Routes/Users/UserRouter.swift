import Courier

/// Log in and manage the signed-in user.
///
/// The demo API's accounts: log in, read and change the signed-in user.
// courier: group=users
public enum UserRouter: Route {
    /// Log in; the envelope's data.token is the bearer token.
    /// - Parameters:
    ///   - username: The account name.
    ///   - password: The password; '-' reads it from stdin, @FILE from a file.
    // courier: option password secret file stdin
    // courier: example="courier users login --username alice --password - <password.txt"
    case login(username: String, password: String)
    /// Show the signed-in user (needs a token).
    // courier: example="COURIER_TOKEN=… courier users profile"
    case profile
    /// Change the signed-in user's display name (needs a token).
    /// - Parameter name: The new display name (1 to 32 characters).
    // courier: example="courier users update --name 'Alice Liddell'"
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

}
