import CourierPlatform
import Arguments
import CourierCore

/// `courier init DIR --name NAME`: scaffolds a team's CLI package that depends on Courier.
///
/// Everything is checked before anything is written, and the files are written into a fresh
/// directory beside DIR that is renamed into place at the end: a refusal or a failure leaves nothing.
struct InitCommand {
    let values: ParsedValues
    let console: Console

    static let name: Option<String> = .required("name", help: "The executable's name, e.g. shop (letters, digits, '-' and '_').", valueName: "name")
    static let courierPath: Option<String> = .optional("courier-path", help: "Depend on the Courier checkout at this path. Default: the checkout this binary was built from.", valueName: "path")
    static let courierURL: Option<String> = .optional("courier-url", help: "Depend on Courier by this git URL instead of a path.", valueName: "url")
    static let style: Option<ScaffoldStyle> = .optional("style", default: "native", help: "How the example router is written: native (Courier's Route), moya (a Moya TargetType) or alamofire (a URLRequestConvertible).", valueName: "style")
    static let courierVersion: Option<String> = .optional("courier-version", default: CourierVersion.current, help: "With --courier-url: the lowest version to use.", valueName: "version")

    static let command = Command(
        name: "init", summary: "Create a package for your own API's CLI, with an example router.",
        discussion: "DIR must be absent or empty. The package depends on Courier by path (or by --courier-url) and builds with 'swift build'.",
        options: ([name, style, courierPath, courierURL, courierVersion] as [any DeclaresOption]).map { $0.declaration },
        positionals: [Positional("dir", help: "The directory to create the package in.")],
        examples: ["courier init ~/src/shop-cli --name shop", "courier init ~/src/shop-cli --name shop --style moya", "courier init shop-cli --name shop --courier-url https://example.invalid/courier.git"])

    /// The checkout this binary was built from: this file's path, less `Sources/CourierCLI/Commands/InitCommand.swift`.
    static var builtFrom: String {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }

    func run() -> Int32 {
        do {
            let (directory, scaffold) = try plan()
            try write(scaffold, to: directory)
            let text = "created \(scaffold.files.count) files in \(directory):\n"
                + scaffold.files.map { "  \($0.path)" }.joined(separator: "\n")
                + "\nnext: cd \(directory) && swift build && swift run \(scaffold.name) --help"
            return console.emitText(text)
        } catch {
            console.report(error)
            return error.exitCode
        }
    }

    /// What would be written where, or why not.
    func plan() throws(CourierError) -> (String, Scaffold) {
        let directory = values.positional("dir") ?? ""
        let name = values.optional(Self.name) ?? ""
        guard Scaffold.isValidName(name) else {
            throw .usage(.invalidExecutableName(name))
        }
        guard !directory.isEmpty, !directory.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            throw .usage(.unusableDirectoryName(directory))
        }
        var info = stat()
        if lstat(directory, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw .usage(.notADirectory(directory)) }
            guard Self.isEmptyDirectory(directory) else { throw .usage(.directoryNotEmpty(directory)) }
        }
        if values.isGiven("courier-path"), values.isGiven("courier-url") { throw .usage(.exclusive("--courier-path", "--courier-url")) }
        if let url = values.optional(Self.courierURL) {
            guard !url.isEmpty, !url.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { throw .usage(.notAURL(option: "--courier-url", url)) }
            return (directory, Scaffold(name: name, dependency: .url(url, from: values.optional(Self.courierVersion) ?? CourierVersion.current),
                                        style: values.optional(Self.style) ?? .native))
        }
        let path = Self.absolute(values.optional(Self.courierPath) ?? Self.builtFrom)
        guard access(path + "/Package.swift", R_OK) == 0 else {
            throw .usage(.noCourierPackage(path: path))
        }
        return (directory, Scaffold(name: name, dependency: .path(path), style: values.optional(Self.style) ?? .native))
    }

    /// Writes every file into a new sibling directory, then moves it to `directory`.
    func write(_ scaffold: Scaffold, to directory: String) throws(CourierError) {
        var trimmed = directory
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        // Missing parents are made (as `mkdir -p` would) once every check has passed.
        var parent = ""
        for part in trimmed.split(separator: "/").dropLast() {
            parent += (parent.isEmpty && !trimmed.hasPrefix("/") ? "" : "/") + part
            if mkdir(parent, 0o755) != 0, errno != EEXIST { throw Self.failure(.create, parent) }
        }
        let staging = trimmed + ".courier-init-\(getpid())"
        guard mkdir(staging, 0o755) == 0 else { throw Self.failure(.create, staging) }
        var written: [String] = []
        var made: [String] = []
        func undo() {
            for path in written.reversed() { unlink(path) }
            for path in made.reversed() { rmdir(path) }
            rmdir(staging)
        }
        for file in scaffold.files {
            var folder = staging
            for part in file.path.split(separator: "/").dropLast() {
                folder += "/" + part
                if mkdir(folder, 0o755) == 0 { made.append(folder) } else if errno != EEXIST { undo(); throw Self.failure(.create, folder) }
            }
            let path = staging + "/" + file.path
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard fd >= 0 else { undo(); throw Self.failure(.create, path) }
            written.append(path)
            let bytes = Array(file.text.utf8)
            let ok = bytes.withUnsafeBytes { buffer in writeAll(fd, buffer) }
            close(fd)
            guard ok else { undo(); throw Self.failure(.write, path) }
        }
        rmdir(trimmed)  // empty (checked): rename needs it gone or empty
        guard rename(staging, trimmed) == 0 else {
            let failure = Self.failure(.move, trimmed)
            undo()
            throw failure
        }
    }

    private static func failure(_ operation: FileReason.Operation, _ path: String) -> CourierError {
        .file(FileReason(.package, path, .cannot(operation, String(cString: strerror(errno)))))
    }

    static func isEmptyDirectory(_ path: String) -> Bool {
        guard let dir = opendir(path) else { return false }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { return false }
        }
        return true
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        return String(cString: cwd) + "/" + path
    }
}

/// Writes all of `buffer` to `fd`, retrying short writes and EINTR.
private func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < buffer.count {
        let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 { if errno == EINTR { continue }; return false }
        offset += n
    }
    return true
}
