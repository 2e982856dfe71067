import CourierPlatform
import CourierCore

/// The default session store (`--session-store file`): one file per API and environment, `$XDG_STATE_HOME/<program>/sessions/<environment>.json`
/// (`~/.local/state` without it), the file 0600 in a 0700 directory.
///
/// A session is a password's equal, so the file is treated as ssh treats a private key: one that group or
/// others may open, in a directory they may open, or a symbolic link at its path, is refused (a `config` error,
/// nothing sent), never read through. It is written whole beside its path and renamed into place
/// (``Platform/replaceFile(_:with:mode:)``), so a reader never sees half of one.
package struct SessionFileStore: SessionStore {
    package let apiName: String
    /// `<state>/<program>/sessions`.
    package let directory: String

    /// The store for `api`, or why there is none (no `XDG_STATE_HOME` and no `HOME`).
    package init(api: APIDescription, variables: ProcessEnvironment) throws(CourierError) {
        let state: String
        if let xdg = variables["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            state = xdg
        } else if let home = variables["HOME"] {
            state = home + "/.local/state"
        } else {
            throw .session(.noStateDirectory)
        }
        apiName = api.name
        directory = state + "/" + api.programName + "/sessions"
    }

    package var kind: SessionStoreKind { .file }
    package var summary: [JSON.Member] { [.init("directory", .string(directory))] }
    package func location(of environment: String) -> JSON.Member { .init("path", .string(path(of: environment))) }
    package func describe(_ environment: String) -> String { "the session stored in \(path(of: environment))" }
    package func isStored(_ environment: String, despite error: CourierError) -> Bool? { Platform.exists(path(of: environment)) }

    /// The accounts whose files stand beside the environment's (`ENV%40ACCOUNT.json`).
    package func accounts(of environment: String) -> [String] {
        let prefix = String(path(of: environment).dropFirst(directory.count + 1).dropLast(5)) + "%40"
        return (Platform.directoryEntries(directory) ?? []).compactMap { name in
            guard name.hasPrefix(prefix), name.hasSuffix(".json") else { return nil }
            let account = String(name.dropFirst(prefix.count).dropLast(5))
            return Target.isAccountName(account) ? account : nil
        }.sorted()
    }

    /// The file of `environment`: its name with anything but letters, digits, `-`, `_` and `.` written `%XX`.
    package func path(of environment: String) -> String {
        var name = ""
        for byte in environment.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCIILetterOrDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || (byte == UInt8(ascii: ".") && !name.isEmpty) {
                name.unicodeScalars.append(scalar)
            } else {
                name += "%" + String(byte, radix: 16, uppercase: true)
            }
        }
        return directory + "/" + name + ".json"
    }

    /// The session stored for `environment`; `nil` when there is none.
    /// - Throws: a refused file or directory (permissions, a link, not a session, another API's).
    package func load(_ environment: String) throws(CourierError) -> Session? {
        let path = path(of: environment)
        switch Platform.kind(of: path) {
        case .missing: return nil
        case .regular: break
        case .unreadable(let reason): throw .session(.file(path: path, .cannot(.read, reason)))
        case let kind: throw .session(.file(path: path, .notRegular(kind: kind.name)))
        }
        try checkDirectory(path: path)
        let contents: UserFile.Contents
        switch UserFile.read(path, followingLinks: false, isInterrupted: { Interrupts.arrived }) {
        case .success(let read): contents = read
        case .failure(.interrupted): throw .interrupted()
        case .failure(let failure): throw .session(.file(path: path, .cannot(.read, failure.reason)))
        }
        if let mode = contents.permissions, mode & 0o077 != 0 { throw .session(.file(path: path, .openToOthers(mode: mode))) }
        guard let text = contents.text, let json = try? JSONParser.parse(text) else { throw .session(.file(path: path, .notASession)) }
        switch Session.parse(json, api: apiName, environment: environment) {
        case .success(let session): return session
        case .failure(let problem): throw .session(.file(path: path, problem))
        }
    }

    /// A directory others may open, or something other than a regular file at the path (a FIFO, a link, a
    /// directory): what ``save(_:for:)`` would refuse, found before a login's password is sent.
    package func saveProblem(_ environment: String) -> CourierError? {
        let path = path(of: environment)
        do throws(CourierError) {
            try checkDirectory(path: path)
            switch Platform.kind(of: path) {
            case .missing, .regular: return nil
            case .unreadable(let reason): throw .session(.file(path: path, .cannot(.write, reason)))
            case let kind: throw .session(.file(path: path, .notRegular(kind: kind.name)))
            }
        } catch {
            return error
        }
    }

    /// Stores `session` for `environment`, making the directories (0700) it needs.
    package func save(_ session: Session, for environment: String) throws(CourierError) {
        let path = path(of: environment)
        if let error = Platform.makeDirectories(directory, mode: 0o700) {
            throw .session(.file(path: path, .cannot(.create, error.text)))
        }
        if let problem = saveProblem(environment) { throw problem }
        let bytes = Array((JSONPrinter().string(session.json(api: apiName, environment: environment)) + "\n").utf8)
        if let failure = Platform.replaceFile(path, with: bytes, mode: 0o600) {
            throw .session(.file(path: path, .cannot(failure.step == .move ? .replace : .write, failure.error?.text ?? "no free temporary name")))
        }
    }

    /// Removes the session of `environment`; whether there was one. A link at the path is removed, never followed.
    package func remove(_ environment: String) throws(CourierError) -> Bool {
        let path = path(of: environment)
        switch Platform.kind(of: path) {
        case .missing: return false
        case .directory: throw .session(.file(path: path, .notRegular(kind: "a directory")))
        default:
            Platform.remove(path)
            if Platform.exists(path) { throw .session(.file(path: path, .cannot(.write, Platform.errorText()))) }
            return true
        }
    }

    /// The directory must be a real directory only its owner may open.
    private func checkDirectory(path: String) throws(CourierError) {
        switch Platform.kind(of: directory) {
        case .directory: break
        case .missing: return
        case let kind: throw .session(.file(path: path, .notRegular(kind: "in \(kind.name) '\(directory)'")))
        }
        if case .success(let status) = Platform.linkStatus(directory), status.permissions & 0o077 != 0 {
            throw .session(.file(path: path, .directoryOpenToOthers(directory: directory, mode: status.permissions)))
        }
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetterOrDigit: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self) }
}
