import CourierPlatform
import Arguments
import CourierCore

/// Everything a call needs from flags, environment variables, config files and the API's declarations,
/// resolved once into the pieces commands take: where calls go (``Target``), as whom and what never to
/// print (``Credentials``), how they are sent (``Sending``) and how answers are judged and shown
/// (``OutputOptions``). Resolving reads files but changes nothing in the process. The values live in the client, which
/// reads no argv; resolving them from a command line is the CLI's (`Settings+Resolve.swift` and its kin there).
///
/// Precedence: flags > COURIER_* variables > config files > what `Routes/` compiles in.
package struct Settings {
    package var target: Target
    package var credentials: Credentials
    package var sending: Sending
    package var output: OutputOptions
    /// `--all`, `--max-pages`, `--max-items`.
    package var pages: PageOptions
    /// Warnings for stderr (e.g. a literal --token), in the order they were found.
    package var warnings: [Warning]

    package init(target: Target, credentials: Credentials, sending: Sending, output: OutputOptions, pages: PageOptions, warnings: [Warning]) {
        self.target = target
        self.credentials = credentials
        self.sending = sending
        self.output = output
        self.pages = pages
        self.warnings = warnings
    }

    /// Every secret value in every printed form, longest first (``Credentials/secrets``).
    package var secrets: [String] { credentials.secrets }

    /// Where the environment, base URL and token came from, as `courier config` prints them.
    package var sources: [String: String] {
        var sources = target.sources
        if let source = credentials.tokenSource { sources["token"] = source }
        return sources
    }

    /// The same places as `ValueOrigin`s, for an error to point at.
    package var origins: [String: ValueOrigin] {
        var origins = target.origins
        if let origin = credentials.tokenOrigin { origins["token"] = origin }
        return origins
    }

    /// Reads the config files that exist, lowest precedence first; the project's is judged by the user's trust record
    /// and may set none of the API's `secretHeaders` unless trusted.
    package static func loadConfigs(_ variables: ProcessEnvironment, secretHeaders: SecretHeaders) throws(CourierError) -> [ConfigFile] {
        var configs: [ConfigFile] = []
        var trust: ConfigTrust?
        for (path, isUsers) in ConfigFile.candidates(variables) {
            if !isUsers, trust == nil, Platform.exists(path) { trust = try ConfigTrust.load(variables) }
            if let config = try ConfigFile.load(path, home: variables["HOME"], trust: isUsers ? nil : trust, secretHeaders: secretHeaders) { configs.append(config) }
        }
        return configs
    }
}
