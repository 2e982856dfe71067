/// The signed-in user; `data` of `users profile` and `users update`.
public struct User: Codable, Sendable, Equatable {
    public var id: Int
    public var username: String
    public var name: String
    public var email: String
}

/// `data` of `users login`: a bearer token, the refresh token that renews it, and how long it lives.
public struct LoginResult: Codable, Sendable, Equatable {
    public var token: String
    public var refreshToken: String
    public var expiresIn: Int
    public var user: User
}

/// `data` of `users refresh`: a new bearer token and refresh token.
public struct RefreshResult: Codable, Sendable, Equatable {
    public var token: String
    public var refreshToken: String
    public var expiresIn: Int
}
