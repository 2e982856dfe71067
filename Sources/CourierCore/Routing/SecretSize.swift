/// The one limit on a secret's size: a token a login grants, a password from a netrc, login, or password file.
///
/// Real tokens and passwords are far below it. A larger one is refused where it arrives, with its own error:
/// kept, it would be scrubbed from every line Courier prints and sent in a header libcurl refuses as too large,
/// so every later call would be slow and then fail with words that point elsewhere.
package enum SecretSize {
    package static let limit = 64 << 10

    /// Whether `secret` is within ``limit`` bytes of UTF-8.
    package static func fits(_ secret: String) -> Bool { secret.utf8.count <= limit }
}
