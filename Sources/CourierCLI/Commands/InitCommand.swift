import CourierScaffold
import CourierPlatform
import Arguments
import CourierCore

/// `courier init DIR --name NAME`: scaffolds a team's CLI package that depends on Courier.
///
/// Everything is checked before anything is written; then DIR's missing folders and the files are each created
/// exclusively (``ScaffoldDestination``), and a failure removes all it made: a refusal or a failure leaves nothing.
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
        discussion: "DIR is made, or an existing empty directory (. too) is filled. NAME must not be a name the build already has (a Courier target, a toolchain module). The package depends on Courier by path (or by --courier-url) and builds with 'swift build'.",
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
        let scaffold: Scaffold
        do throws(CourierError) {
            let destination: ScaffoldDestination
            (destination, scaffold) = try plan()
            try destination.write(scaffold.files)
        } catch {
            throw .error(error)
        }
        let directory = Redaction.printable(values.positional("dir") ?? "")
        let text = "created \(scaffold.files.count) files in \(directory):\n"
            + scaffold.files.map { "  \($0.path)" }.joined(separator: "\n")
            + "\nnext: cd \(directory) && swift build && swift run \(scaffold.name) --help"
        try console.emitText(text)
    }

    /// What would be written where, or why not.
    func plan() throws(CourierError) -> (ScaffoldDestination, Scaffold) {
        let directory = values.positional("dir") ?? ""
        let name = values.optional(Self.name) ?? ""
        guard Scaffold.isValidName(name) else {
            throw .scaffold(.invalidExecutableName(name))
        }
        if let clash = Scaffold.clash(name: name, style: values.optional(Self.style) ?? .native) { throw .scaffold(.reservedName(name, clash)) }
        guard !directory.isEmpty, !directory.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            throw .scaffold(.unusableDirectoryName(directory))
        }
        let destination = try ScaffoldDestination.check(directory)
        if values.isGiven("courier-path"), values.isGiven("courier-url") { throw .usage(.exclusive("--courier-path", "--courier-url")) }
        let dependency: Scaffold.Dependency
        if let url = values.optional(Self.courierURL) {
            guard !url.isEmpty, !url.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { throw .scaffold(.notAURL(option: "--courier-url", url)) }
            dependency = .url(url, from: values.optional(Self.courierVersion) ?? CourierVersion.current)
        } else {
            let path = Self.absolute(values.optional(Self.courierPath) ?? Self.builtFrom)
            guard Platform.readableProblem(path + "/Package.swift") == nil else {
                throw .scaffold(.noCourierPackage(path: path))
            }
            dependency = .path(path)
        }
        // SwiftPM names a package by its folder: a package in a folder named like Courier's checkout cannot depend on it.
        if let folder = destination.folderName, folder.lowercased() == dependency.packageIdentity {
            throw .scaffold(.packageIdentity(directory: directory, identity: dependency.packageIdentity))
        }
        return (destination, Scaffold(name: name, dependency: dependency, style: values.optional(Self.style) ?? .native))
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return Platform.currentDirectory().map { $0 + "/" + path } ?? path
    }
}
