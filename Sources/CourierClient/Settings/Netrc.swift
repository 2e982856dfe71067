import CourierCore

/// A `.netrc` file (`--netrc`, `--netrc-file FILE`) as curl reads it: `machine HOST login NAME password PASS`
/// entries, `default` for any other host, `macdef` bodies skipped to their blank line.
///
/// The file holds passwords, so one that other users may read is refused (a `config` error, nothing sent).
package struct Netrc: Equatable {
    package struct Entry: Equatable {
        /// `nil` for the `default` entry.
        package var machine: String?
        package var login: String?
        package var password: String?
    }

    package var entries: [Entry]

    /// `login:password` for `host`: its machine entry, else the default one; `nil` when neither has both.
    package func credentials(for host: String) -> String? {
        let entry = entries.first { $0.machine?.lowercased() == host.lowercased() } ?? entries.first { $0.machine == nil }
        guard let entry, let login = entry.login, let password = entry.password else { return nil }
        return login + ":" + password
    }

    /// Parses netrc text. Unknown words are skipped, as curl skips them.
    package init(parsing text: String) {
        var entries: [Entry] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        var words: [Substring] = []
        while let line = lines.popFirst() {
            let lineWords = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if lineWords.first == "macdef" {
                // A macro runs to the next empty line; its text is never credentials.
                while let next = lines.popFirst(), !next.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {}
                continue
            }
            words += lineWords
        }
        var index = 0
        func next() -> String? {
            index += 1
            return index < words.count ? String(words[index]) : nil
        }
        while index < words.count {
            switch words[index] {
            case "machine": entries.append(Entry(machine: next()))
            case "default": entries.append(Entry(machine: nil))
            case "login": if !entries.isEmpty { entries[entries.count - 1].login = next() } else { _ = next() }
            case "password": if !entries.isEmpty { entries[entries.count - 1].password = next() } else { _ = next() }
            default: break
            }
            index += 1
        }
        self.entries = entries
    }

    /// Reads the file at `path`. - Throws: an unreadable, non-UTF-8 or group/world-readable file, as `config` errors.
    package static func read(_ path: String) throws(CourierError) -> Netrc {
        switch UserFiles.read(path) {
        case .success(let contents):
            if contents.isReadableByOthers, let mode = contents.permissions { throw .file(FileReason(.netrc, path, .readableByOthers(mode: mode))) }
            guard let text = contents.text else { throw .file(FileReason(.netrc, path, .notUTF8)) }
            let netrc = Netrc(parsing: text)
            if netrc.entries.contains(where: { !SecretSize.fits($0.password ?? "") }) {
                throw .file(FileReason(.netrc, path, .secretTooLarge(limit: SecretSize.limit)))
            }
            return netrc
        case .failure(.interrupted): throw .interrupted()
        case .failure(let failure): throw .file(FileReason(.netrc, path, .cannot(.read, failure.reason)))
        }
    }
}
