import CourierPlatform
import Arguments
import CourierCore

/// Who calls are made as, and every value that must never be printed: the token (with where it came from),
/// secret options' values and the credentials in secret headers.
///
/// Its values are set where settings are resolved (the CLI's `Credentials+Resolve.swift`); a call reads them, and
/// ``adopt(_:)`` is the one change it makes (a renewed session).
package struct Credentials {
    package var token: String?
    /// Where the token came from (`--token-file`, `COURIER_TOKEN`, an environment's `tokenFile`), for
    /// `courier config`, warnings and the 401 hint.
    package var tokenSource: String?
    /// The same place as a `ValueOrigin`, where it has one.
    package var tokenOrigin: ValueOrigin?
    /// `name:password` from `--user` (the password from `COURIER_PASSWORD` when not written), sent as HTTP Basic.
    package var basic: String?
    /// Where ``basic`` came from (`--user`, the netrc file): the hint of a 401 names it.
    package var basicSource: String?
    /// The stored session the token came from (flags and variables win over it; it wins over config).
    package var session: Session?
    /// Why the stored session could not be read: raised only when a call would send it (a route that needs
    /// auth), so a broken file never stops a login that replaces it, or a call that needs no credentials.
    package var sessionProblem: CourierError?
    /// Why the environment's stored session was left out (granted by another origin than the one calls go to),
    /// for `--verbose` and `--dry-run` to say; `nil` when it was taken or there is none.
    package var sessionNote: String?
    /// The name and password of `--login-file` (`COURIER_LOGIN_FILE`), for an API that declares re-login.
    package var relogin: (name: String, password: String)?
    /// `--cookie-jar FILE`: the cookies read from it, written back after the call.
    package var cookieJar: CookieJarFile?
    /// `--save`: keep the session a login's response gives.
    package var savesSession = false
    /// Where this API's sessions are kept (`--session-store`); `nil` when the chosen store cannot be had (see
    /// ``storeProblem``).
    package var sessions: (any SessionStore)?
    /// Why the chosen store cannot be used at all: a file store without `XDG_STATE_HOME` or `HOME`, a keyring without
    /// `secret-tool` or a reachable secret service. A call that would save a session (`--save`) is refused with it
    /// before anything is sent, and is never saved elsewhere instead.
    package var storeProblem: CourierError?
    /// The one list of secret header names (``SecretHeaders``): redaction, `--curl` and redirects use it.
    package let secretHeaders: SecretHeaders
    /// Every secret value, in every form it may be printed in, for scrubbing output (``SecretScrubber``). Made
    /// as secrets are found, not on each read: a smoke run reads it for every case.
    package var secrets: [String] = []

    package init(secretHeaders: SecretHeaders) { self.secretHeaders = secretHeaders }

    /// Adds secret values (a proxy's password, a secret option's value) in every printed form.
    package mutating func add(secrets values: [String]) {
        var all = secrets
        for value in values where !value.isEmpty {
            for form in Redaction.forms(of: value) where !all.contains(form) { all.append(form) }
        }
        secrets = all
    }

    /// The session stored for `environment`, or `nil` (its problem kept in ``sessionProblem``).
    package mutating func storedSession(_ environment: String) -> Session? {
        do throws(CourierError) {
            return try sessions?.load(environment)
        } catch {
            sessionProblem = error
            // Not a refused item (which a login replaces) but a store that cannot be reached: saving would fail too.
            if sessions?.isStored(environment, despite: error) == nil { storeProblem = error }
            return nil
        }
    }

    /// Why a session this call would give cannot be saved for `environment`: the store cannot be had, or it cannot
    /// be written there (a file store's refused directory or path). Asked before a login is sent, so its password
    /// never goes out for a session that would then be lost.
    package func saveProblem(for environment: String) -> CourierError? {
        storeProblem ?? sessions?.saveProblem(environment)
    }

    /// Sends `renewed` (a refreshed session) from now on; its values are secrets.
    package mutating func adopt(_ renewed: Session) {
        token = renewed.token
        session = renewed
        add(secrets: renewed.secrets)
    }
}

/// A token file, read through the one reader (a FIFO or device is refused, Ctrl-C honoured); a file that
/// others may read works but warns, as ssh warns about a private key.
package enum TokenFile {
    package static func read(_ path: String, warnings: inout [Warning]) throws(CourierError) -> String {
        switch UserFiles.read(path) {
        case .success(let contents):
            guard let text = contents.text else { throw .file(FileReason(.token, path, .notUTF8)) }
            let token = text.trimmingWhitespace
            guard !token.isEmpty else { throw .file(FileReason(.token, path, .empty)) }
            guard SecretSize.fits(token) else { throw .file(FileReason(.token, path, .secretTooLarge(limit: SecretSize.limit))) }
            if contents.isReadableByOthers, let mode = contents.permissions {
                warnings.append(.readableTokenFile(path: path, mode: UInt32(mode)))
            }
            return token
        case .failure(.interrupted):
            throw .interrupted()
        case .failure(let failure):
            throw .file(FileReason(.token, path, .cannot(.read, failure.reason)))
        }
    }
}
