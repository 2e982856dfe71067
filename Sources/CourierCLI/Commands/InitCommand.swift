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

    func run() throws(CommandFailure) {
        let directory: String
        let scaffold: Scaffold
        do throws(CourierError) {
            (directory, scaffold) = try plan()
            try write(scaffold, to: directory)
        } catch {
            throw .error(error)
        }
        let text = "created \(scaffold.files.count) files in \(directory):\n"
            + scaffold.files.map { "  \($0.path)" }.joined(separator: "\n")
            + "\nnext: cd \(directory) && swift build && swift run \(scaffold.name) --help"
        try console.emitText(text)
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
        switch Platform.kind(of: directory) {
        case .missing, .unreadable: break  // making it will say why it cannot be
        case .directory: guard Platform.directoryEntries(directory)?.isEmpty == true else { throw .usage(.directoryNotEmpty(directory)) }
        default: throw .usage(.notADirectory(directory))
        }
        if values.isGiven("courier-path"), values.isGiven("courier-url") { throw .usage(.exclusive("--courier-path", "--courier-url")) }
        if let url = values.optional(Self.courierURL) {
            guard !url.isEmpty, !url.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { throw .usage(.notAURL(option: "--courier-url", url)) }
            return (directory, Scaffold(name: name, dependency: .url(url, from: values.optional(Self.courierVersion) ?? CourierVersion.current),
                                        style: values.optional(Self.style) ?? .native))
        }
        let path = Self.absolute(values.optional(Self.courierPath) ?? Self.builtFrom)
        guard Platform.readableProblem(path + "/Package.swift") == nil else {
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
            if let error = Platform.makeDirectory(parent), !error.alreadyExists { throw Self.failure(.create, parent, error) }
        }
        let staging = trimmed + ".courier-init-\(Platform.processID)"
        if let error = Platform.makeDirectory(staging) { throw Self.failure(.create, staging, error) }
        var written: [String] = []
        var made: [String] = []
        func undo() {
            for path in written.reversed() { Platform.remove(path) }
            for path in made.reversed() { Platform.removeDirectory(path) }
            Platform.removeDirectory(staging)
        }
        for file in scaffold.files {
            var folder = staging
            for part in file.path.split(separator: "/").dropLast() {
                folder += "/" + part
                if let error = Platform.makeDirectory(folder) {
                    guard error.alreadyExists else { undo(); throw Self.failure(.create, folder, error) }
                } else {
                    made.append(folder)
                }
            }
            let path = staging + "/" + file.path
            let fd: Int32
            switch Platform.createExclusive(path) {
            case .success(let opened): fd = opened
            case .failure(let error): undo(); throw Self.failure(.create, path, error)
            }
            written.append(path)
            let problem = Platform.writeAll(fd, Array(file.text.utf8))
            Platform.close(fd)
            if let problem { undo(); throw Self.failure(.write, path, problem) }
        }
        Platform.removeDirectory(trimmed)  // empty (checked): rename needs it gone or empty
        if let error = Platform.move(staging, to: trimmed) {
            undo()
            throw Self.failure(.move, trimmed, error)
        }
    }

    private static func failure(_ operation: FileReason.Operation, _ path: String, _ error: PlatformError) -> CourierError {
        .file(FileReason(.package, path, .cannot(operation, error.text)))
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return Platform.currentDirectory().map { $0 + "/" + path } ?? path
    }
}
