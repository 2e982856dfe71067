import CourierCore

/// Where `--save` keeps a session and later calls find it: a file per environment (``SessionFileStore``, the
/// default), the desktop's secret service through `secret-tool` (``SessionKeyringStore``, Linux) or the login Keychain
/// through `security` (``SessionKeychainStore``, macOS). Loading, saving and
/// removing go through this seam, so a call, a refresh, a re-login and `auth status | token | logout` are one code
/// path whichever store the user chose; each store refuses what is not a session of this API and environment.
package protocol SessionStore: Sendable {
    /// What `auth status` calls the store.
    var kind: SessionStoreKind { get }
    /// The session stored for `environment`; `nil` when there is none.
    /// - Throws: a refused item (not a session, another API's) or a store that cannot be used (`config`).
    func load(_ environment: String) throws(CourierError) -> Session?
    /// Stores `session` for `environment`, replacing what was there.
    func save(_ session: Session, for environment: String) throws(CourierError)
    /// Removes the session of `environment`; whether there was one.
    func remove(_ environment: String) throws(CourierError) -> Bool
    /// What `auth status` says about the whole store (a file store's directory).
    var summary: [JSON.Member] { get }
    /// Where the session of `environment` is, as `auth status` and `auth logout` print it (a path, the item's attributes).
    func location(of environment: String) -> JSON.Member
    /// The same place in words, for `courier config` and messages: "the session stored in …".
    func describe(_ environment: String) -> String
    /// Whether something is stored for `environment` although loading it failed with `error`; `nil` when unknown.
    func isStored(_ environment: String, despite error: CourierError) -> Bool?
    /// Why a session for `environment` could not be saved now, found without writing anything; `nil` when nothing is
    /// known against it. A store that cannot be had at all says so when it is made instead.
    func saveProblem(_ environment: String) -> CourierError?
    /// The accounts (``Target/account``) with a session stored for `environment`, for `auth status`; a store that
    /// cannot list its items says none.
    func accounts(of environment: String) -> [String]
}

extension SessionStore {
    /// The keyring and the Keychain refuse when they are made; what remains is known only by writing.
    package func saveProblem(_ environment: String) -> CourierError? { nil }
    package func accounts(of environment: String) -> [String] { [] }
}

/// `--session-store` (`COURIER_SESSION_STORE`): which ``SessionStore`` keeps sessions. Never a silent fallback:
/// a keyring that cannot be used is an error, not a reason to write a file.
package enum SessionStoreKind: String, CaseIterable {
    /// One file per environment under `$XDG_STATE_HOME/<program>/sessions/`. The default.
    case file
    /// The secret service's keyring, through `secret-tool` (Linux).
    case keyring
    /// The login Keychain, through `/usr/bin/security` (macOS).
    case keychain

    /// `--session-store` when not given: help prints it from here.
    package static let `default` = SessionStoreKind.file

    /// The store of this kind for `api`.
    /// - Throws: why there is none: no state directory for files; for the keyring, another system than Linux,
    ///   no `secret-tool` on `PATH`, or a malformed `COURIER_KEYRING_TIMEOUT`; for the Keychain, another system than macOS.
    package func store(api: APIDescription, variables: ProcessEnvironment) throws(CourierError) -> any SessionStore {
        switch self {
        case .file: try SessionFileStore(api: api, variables: variables)
        case .keyring: try SessionKeyringStore(api: api, tool: SecretTool.resolve(variables))
        case .keychain: try SessionKeychainStore(api: api, tool: KeychainTool.resolve(variables))
        }
    }
}
