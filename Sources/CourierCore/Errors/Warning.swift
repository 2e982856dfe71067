/// A call goes ahead, but the user should know something about it: a secret where others can see it,
/// TLS not verified, an untrusted config file's settings ignored. Kept as data with its evidence, and
/// worded in one place (``ErrorWording/message(for:)-warning``) like an error's reason.
package enum Warning: Sendable, Equatable {
    /// `--insecure`: certificates are not verified.
    case insecureTLS
    /// The token was typed in argv (visible in the process list); `variable` is the program's token variable to advise.
    case literalToken(variable: String)
    /// `-u NAME:PASSWORD` was typed in argv; `variable` is the program's password variable to advise.
    case literalUserPassword(variable: String)
    /// A secret option (`--password`) was typed in argv.
    case literalSecretOption(name: String)
    /// The token goes over plain HTTP through `proxy` (password already redacted), from `source`.
    case tokenThroughPlainProxy(proxy: String, source: String)
    /// `--keylog FILE`: TLS session keys are written to `path`.
    case keyLog(path: String)
    /// The token file others may read, with its permission bits.
    case readableTokenFile(path: String, mode: UInt32)
    /// An untrusted config file tried to change where calls go or read secrets; `ignored` names what.
    case untrustedConfig(path: String, ignored: [String])
    /// A response to `url` set cookie `name` for a domain its host is not in (RFC 6265 §5.3): not kept.
    case foreignCookie(name: String, url: String)
    /// `--all` stopped at `option` (`--max-pages`, `--max-items`) = `limit` with pages left; the list has `items`.
    case pagesLeft(option: String, limit: Int, items: Int)
}
