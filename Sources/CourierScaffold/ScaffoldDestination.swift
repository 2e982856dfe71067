import CourierCore
import CourierPlatform

/// Where `courier init` writes: the deepest directory on DIR's way that exists, and the folders still to make.
///
/// DIR may be absent (it and its missing parents are made, as `mkdir -p` would) or an existing empty directory,
/// `.` included (filled in place, as `swift package init` and `cargo init` do: its inode, permissions and any shell
/// standing in it stay). The missing tail is resolved lexically (`X/sub/..` is `X`): nothing in it exists, so no
/// link can make `..` mean anything else; above it the file system resolves the path.
package struct ScaffoldDestination: Equatable {
    /// Whether DIR is absolute.
    package var isAbsolute: Bool
    /// The components that exist, as given (`..` included).
    package var existing: [String]
    /// The folders to make below them, in order.
    package var missing: [String]

    /// The package's directory.
    package var path: String { Self.render(existing + missing, absolute: isAbsolute) }

    package static func render(_ parts: [String], absolute: Bool) -> String {
        absolute ? "/" + parts.joined(separator: "/") : parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The package directory's own name (SwiftPM's identity of the package), `.` and `..` resolved against the
    /// working directory; `nil` when it cannot be named.
    package var folderName: String? {
        var parts: [String] = []
        let absolute = isAbsolute ? path : Platform.currentDirectory().map { $0 + "/" + path }
        for part in (absolute ?? "").split(separator: "/").map(String.init) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return parts.last
    }

    /// Splits `directory` into what exists and what is to be made, and checks what exists may take the package.
    /// - Throws: `usage` when a component on the way is not a directory, or DIR exists and is not empty.
    package static func check(_ directory: String) throws(CourierError) -> ScaffoldDestination {
        var destination = ScaffoldDestination(isAbsolute: directory.hasPrefix("/"), existing: [], missing: [])
        for part in directory.split(separator: "/").map(String.init) {
            if destination.missing.isEmpty {
                let candidate = render(destination.existing + [part], absolute: destination.isAbsolute)
                switch Platform.kind(followingLinks: candidate) {
                case .directory:
                    destination.existing.append(part)
                    continue
                case .missing:
                    // A link to nothing is there all the same: making a folder in its place would fail.
                    if case .symlink = Platform.kind(of: candidate) { throw .scaffold(.notADirectory(candidate)) }
                case .unreadable: break  // to be made; making it says why it cannot be
                default: throw .scaffold(.notADirectory(candidate))
                }
            }
            switch part {
            case ".": continue
            case "..": if destination.missing.isEmpty { destination.existing.append(part) } else { destination.missing.removeLast() }
            default: destination.missing.append(part)
            }
        }
        if destination.missing.isEmpty, Platform.directoryEntries(destination.path)?.isEmpty != true {
            throw .scaffold(.directoryNotEmpty(directory))
        }
        return destination
    }

    /// Makes the missing folders, then each file's folders and the file itself, each created exclusively (nothing
    /// is ever replaced). On a failure everything made so far is removed, newest first: a failure leaves nothing.
    package func write(_ files: [(path: String, text: String)]) throws(CourierError) {
        var made: [String] = []
        var written: [String] = []
        func failure(_ operation: FileReason.Operation, _ path: String, _ error: PlatformError) -> CourierError {
            for file in written.reversed() { Platform.remove(file) }
            for folder in made.reversed() { Platform.removeDirectory(folder) }
            return .file(FileReason(.package, path, .cannot(operation, error.text)))
        }
        for index in missing.indices {
            let folder = Self.render(existing + missing[...index], absolute: isAbsolute)
            if let error = Platform.makeDirectory(folder) { throw failure(.create, folder, error) }
            made.append(folder)
        }
        let root = path
        for file in files {
            var folder = root
            for part in file.path.split(separator: "/").dropLast() {
                folder += "/" + part
                if let error = Platform.makeDirectory(folder) {
                    guard error.alreadyExists else { throw failure(.create, folder, error) }
                } else {
                    made.append(folder)
                }
            }
            let path = root + "/" + file.path
            let fd: Int32
            switch Platform.createExclusive(path) {
            case .success(let opened): fd = opened
            case .failure(let error): throw failure(.create, path, error)
            }
            written.append(path)
            let problem = Platform.writeAll(fd, Array(file.text.utf8))
            Platform.close(fd)
            if let problem { throw failure(.write, path, problem) }
        }
    }
}
