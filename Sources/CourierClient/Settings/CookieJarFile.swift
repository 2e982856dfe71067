import CourierPlatform
import CourierCore

/// `--cookie-jar FILE`: read before the call and written after it, as `curl -b FILE -c FILE` (the format is
/// ``CookieJar``'s). A missing file is an empty jar. The cookies may be sessions, so the file is written 0600
/// beside its path and renamed into place, and one that group or others may open is refused (`config`, exit 2,
/// nothing sent), as netrc files are; anything but a regular file at the path is refused too.
package struct CookieJarFile {
    package let path: String
    package var jar: CookieJar

    package static func load(_ path: String) throws(CourierError) -> CookieJarFile {
        switch Platform.kind(of: path) {
        case .missing: return CookieJarFile(path: path, jar: CookieJar())
        case .regular: break
        case .unreadable(let reason): throw .file(FileReason(.cookieJar, path, .cannot(.read, reason)))
        case let kind: throw .file(FileReason(.cookieJar, path, .notRegular(kind: kind.name)))
        }
        switch UserFile.read(path, followingLinks: false, isInterrupted: { Interrupts.arrived }) {
        case .success(let contents):
            if let mode = contents.permissions, mode & 0o077 != 0 { throw .file(FileReason(.cookieJar, path, .readableByOthers(mode: mode))) }
            guard let text = contents.text else { throw .file(FileReason(.cookieJar, path, .notUTF8)) }
            return CookieJarFile(path: path, jar: CookieJar(netscape: text))
        case .failure(.interrupted): throw .interrupted()
        case .failure(let failure): throw .file(FileReason(.cookieJar, path, .cannot(.read, failure.reason)))
        }
    }

    /// Writes the jar, 0600, never through a link or onto anything but a regular file.
    package func save() throws(CourierError) {
        try WrittenFile.checkTarget(path, role: .cookieJar)
        guard let failure = Platform.replaceFile(path, with: Array(jar.netscape.utf8), mode: 0o600) else { return }
        throw .file(FileReason(.cookieJar, path, .cannot(failure.step == .move ? .replace : .write, failure.error?.text ?? "no free temporary name")))
    }
}
