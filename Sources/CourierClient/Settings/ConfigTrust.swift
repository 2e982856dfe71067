import CourierPlatform
import CourierCore

/// The project config files the user has trusted, kept outside any repository: each file's real path and
/// the SHA-256 of the content trusted. A file whose content changed is untrusted again, so a `git pull`
/// cannot slip a new base URL past a trust given to the old file.
///
/// Stored as `$XDG_CONFIG_HOME/courier/trusted.json` (or `~/.config/courier/trusted.json`):
///
///     { "trusted": [ { "path": "/home/me/shop/courier.json", "sha256": "9f86d0…" } ] }
package struct ConfigTrust {
    /// Where the record lives; `nil` when neither `XDG_CONFIG_HOME` nor `HOME` is set (nothing is trusted).
    package let storePath: String?
    private(set) var entries: [(path: String, sha256: String)] = []

    /// The directory holding the user's config and the trust record.
    package static func userDirectory(_ variables: ProcessEnvironment) -> String? {
        if let xdg = variables["XDG_CONFIG_HOME"] { return xdg + "/courier" }
        if let home = variables["HOME"] { return home + "/.config/courier" }
        return nil
    }

    /// Reads the record; a missing one trusts nothing, a malformed one is a config error (never silently empty).
    package static func load(_ variables: ProcessEnvironment) throws(CourierError) -> ConfigTrust {
        guard let directory = userDirectory(variables) else { return ConfigTrust(storePath: nil) }
        var trust = ConfigTrust(storePath: directory + "/trusted.json")
        guard let path = trust.storePath, Platform.exists(path) else { return trust }
        let text: String
        switch UserFiles.readText(path) {
        case .success(let read): text = read
        case .failure(.interrupted): throw .interrupted()
        case .failure(let failure): throw .file(FileReason(.trustRecord, path, .cannot(.read, failure.reason)))
        }
        let malformed = CourierError.config(.malformedTrustRecord(path: path))
        guard case .object(let members) = try? JSONParser.parse(text),
              case .array(let items)? = members.first(where: { $0.key == "trusted" })?.value
        else { throw malformed }
        for item in items {
            guard case .object(let fields) = item,
                  case .string(let file)? = fields.first(where: { $0.key == "path" })?.value,
                  case .string(let digest)? = fields.first(where: { $0.key == "sha256" })?.value
            else { throw malformed }
            trust.entries.append((file, digest))
        }
        return trust
    }

    package func isTrusted(realPath: String, sha256: String) -> Bool {
        entries.contains { $0.path == realPath && $0.sha256 == sha256 }
    }

    /// Records `realPath` with `sha256`, replacing an earlier entry for the same path.
    package mutating func trust(realPath: String, sha256: String) {
        entries.removeAll { $0.path == realPath }
        entries.append((realPath, sha256))
    }

    package mutating func untrust(realPath: String) { entries.removeAll { $0.path == realPath } }

    /// Writes the record atomically (a temporary file created exclusively, then renamed), readable only
    /// by the user, in a directory created with mode 0700.
    package func save() throws(CourierError) {
        guard let path = storePath else {
            throw .config(.noTrustDirectory)
        }
        let directory = String(path[..<path.lastIndex(of: "/")!])
        if let error = Platform.makeDirectories(directory, mode: 0o700) {
            throw .file(FileReason(.trustRecord, directory, .cannot(.create, error.text)))
        }
        let document = JSON.object([.init("trusted", .array(entries.map { entry in
            ["path": .string(entry.path), "sha256": .string(entry.sha256)]
        }))])
        let bytes = Array((JSONPrinter().string(document) + "\n").utf8)
        // Written beside the record and renamed onto it (Platform's one way to replace a file): never half-written.
        guard let failure = Platform.replaceFile(path, with: bytes, mode: 0o600) else { return }
        let text = failure.error?.text ?? "no free temporary name"
        throw .file(FileReason(.trustRecord, path, .cannot(failure.step == .move ? .replace : .write, text)))
    }

    package static func sha256(_ bytes: [UInt8]) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalize()
    }
}
