import CourierCore
import CourierPlatform

/// A directory of recorded samples: `DIR/<group>/<action>/<name>.json` (``SampleFile``), with a marker file
/// `DIR/.courier-samples` that says Courier made it.
///
/// Why the marker: `--record` replaces files in the directory it is given, so a directory of someone else's files
/// (a source tree, a home directory) is refused unless the user says `--record-overwrite`; a directory with the
/// marker is one an earlier `--record` filled, and recording again refreshes it. Directories are made 0700 and
/// files 0600 (a recording is an API's real data), each file written beside its name and renamed into place.
package struct SampleDirectory: Equatable {
    package static let marker = ".courier-samples"
    package static let markerText = "Samples recorded by courier --record; answer from them with --stub-dir.\n"

    package let path: String

    package init(path: String) { self.path = path }

    /// `--record DIR` checked before anything is sent: absent (its parent writable) or a directory this process
    /// can write in, not a link, holding only what Courier recorded unless `overwrite`.
    /// - Throws: a usage error (exit 2) naming the directory.
    package static func checkRecording(_ path: String, overwrite: Bool) throws(CourierError) {
        switch Platform.kind(of: path) {
        case .missing:
            if let problem = Platform.canWrite(directory: WrittenFile.directory(of: path)) {
                throw .file(FileReason(.recordDirectory, path, .cannot(.create, "\(problem)")))
            }
        case .directory:
            if let problem = Platform.canWrite(directory: path) { throw .file(FileReason(.recordDirectory, path, .cannot(.write, "\(problem)"))) }
            guard let entries = Platform.directoryEntries(path) else { throw .file(FileReason(.recordDirectory, path, .cannot(.read, Platform.errorText()))) }
            if !overwrite, !entries.contains(marker), let other = entries.sorted().first {
                throw .file(FileReason(.recordDirectory, path, .holdsOtherFiles(example: other)))
            }
        case .unreadable(let reason): throw .file(FileReason(.recordDirectory, path, .cannot(.read, reason)))
        case let kind: throw .file(FileReason(.recordDirectory, path, .notDirectory(kind: kind.name)))
        }
    }

    /// The file of `name` for the route called `route` (its words, `orders list`): always inside the directory,
    /// whatever the name (``SampleName/confined(_:)``).
    package func file(route: String, name: String) -> String {
        ([path] + route.split(separator: " ").map { SampleName.slug(String($0)) } + [SampleName.confined(name) + ".json"]).joined(separator: "/")
    }

    /// Writes `sample` (already scrubbed), making the directories it needs; a link or other non-directory on
    /// the way is refused, never followed.
    package func write(_ sample: SampleFile) throws(CourierError) {
        let target = file(route: sample.route, name: sample.name)
        var directory = path
        for part in [""] + sample.route.split(separator: " ").map({ SampleName.slug(String($0)) }) {
            if !part.isEmpty { directory += "/" + part }
            if let error = Platform.makeDirectory(directory, mode: 0o700), !error.alreadyExists {
                throw .file(FileReason(.recordDirectory, directory, .cannot(.create, "\(error)")))
            }
            let kind = Platform.kind(of: directory)
            guard kind == .directory else { throw .file(FileReason(.recordDirectory, directory, .notDirectory(kind: kind.name))) }
            if part.isEmpty, Platform.kind(of: path + "/" + Self.marker) == .missing {
                try WrittenFile.write(Array(Self.markerText.utf8), to: path + "/" + Self.marker, role: .recordDirectory, mode: 0o600)
            }
        }
        try WrittenFile.write(sample.bytes, to: target, role: .sample, mode: 0o600)
    }

    /// The sample recorded as `name` for `route`, `nil` when there is none.
    /// - Throws: a usage error (exit 2) for a file that is there but is not a sample: a link, a FIFO, too large,
    ///   not JSON, a field missing or wrong, a header with a control character.
    package func read(route: String, name: String) throws(CourierError) -> SampleFile? {
        let file = file(route: route, name: name)
        switch Platform.kind(of: file) {
        case .missing: return nil
        case .regular: break
        case .unreadable(let reason): throw .file(FileReason(.sample, file, .cannot(.read, reason)))
        case let kind: throw .file(FileReason(.sample, file, .notRegular(kind: kind.name)))
        }
        let bytes: [UInt8]
        switch Platform.openRegularForReading(file) {
        case .failure(let error): throw .file(FileReason(.sample, file, .cannot(.read, "\(error)")))
        case .success(let (fd, size)):
            defer { Platform.close(fd) }
            guard size <= SampleFile.maximumBytes else { throw .file(FileReason(.sample, file, .tooLarge(limit: SampleFile.maximumBytes))) }
            var buffer = [UInt8](repeating: 0, count: size + 1)
            var read = 0
            while read < buffer.count {
                let got = buffer.withUnsafeMutableBytes { pointer in Platform.read(fd, into: pointer.baseAddress! + read, count: pointer.count - read) }
                guard let got else { throw .file(FileReason(.sample, file, .cannot(.read, Platform.errorText()))) }
                if got == 0 { break }
                read += got
            }
            guard read <= size else { throw .file(FileReason(.sample, file, .tooLarge(limit: size))) }
            bytes = Array(buffer[..<read])
        }
        switch SampleFile.parse(bytes) {
        case .success(let sample): return sample
        case .failure(let problem): throw .file(FileReason(.sample, file, .cannot(.read, problem.text)))
        }
    }
}
