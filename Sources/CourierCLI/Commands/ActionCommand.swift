import CourierPlatform
import Arguments
import CourierCore
import CurlTransport

/// The command a router action is: build the case, resolve settings, run it as a ``Call``, print the document.
/// (``Call`` is the part smoke cases share: one call without printing.)
struct ActionCommand {
    let api: APIDescription
    let path: [String]
    let action: Action<any Route>
    let values: ParsedValues
    let environment: ProcessEnvironment
    /// The program's whole command tree, so a route's own refusal shows the command's real usage line,
    /// under the program's own name.
    let root: Command
    var console: Console
    var rendering = Rendering()

    mutating func run() -> Int32 {
        let route: any Route
        do {
            route = try action.make(values)
        } catch {
            console.diagnostic(usage: ErrorMessage(root: root).render(error, command: path))
            return ErrorCategory.usage.exitCode
        }
        let settings: Settings
        do {
            settings = try Settings.resolve(values, api: api, environment: environment)
            try Self.preflight(route)
            if let path = settings.transport.downloadPath { try Self.preflight(download: path) }
        } catch {
            console.report(error)
            return error.exitCode
        }
        console.secrets = settings.secrets
        rendering = settings.rendering
        for warning in settings.warnings { console.warning(warning) }

        let name = path.joined(separator: " ")
        let transport: any Transport
        do {
            transport = try Call.transport(settings, route: route, action: name, network: CurlTransport())
        } catch {
            console.report(error)
            return error.exitCode
        }
        let call = Call(api: api, name: name, route: route, settings: settings, transport: transport)
        if settings.dryRun || settings.curlExport { return preview(call) }

        let result = call.perform(keepsRawBody: rendering.mode == .body && rendering.selection == nil)
        if let error = result.error { console.report(error) }
        // Refused before sending (bad base URL, header, path parameter): nothing on stdout.
        guard result.wasSent else { return result.exitCode }
        return emit(result.document, code: result.exitCode)
    }

    /// `--dry-run` and `--curl`: the final request, printed, and nothing sent.
    private func preview(_ call: Call) -> Int32 {
        let settings = call.settings
        let pipeline = call.pipeline()
        let options = pipeline.options
        do {
            let request = try pipeline.prepare(call.route, in: settings.environment)
            if settings.curlExport {
                let command = CurlCommand(request: request, options: options, redirectHops: settings.redirects.maxHops, retries: call.route.isIdempotent ? pipeline.retry.maxRetries : 0,
                                          secretHeaders: settings.secretHeaders, secrets: settings.secrets, showSecrets: settings.showSecrets,
                                          proxy: settings.proxy)
                var console = self.console
                if settings.showSecrets { console.secrets = [] }
                return console.emitText(command.text)
            }
            var shown = call.documentOptions
            shown.verbose = true
            return emit(OutputDocument(.dryRun(request), options: shown), code: 0)
        } catch {
            console.report(error)
            return error.exitCode
        }
    }

    /// Files a body streams from must be readable now, so nothing is half-sent.
    static func preflight(_ route: any Route) throws(CourierError) {
        guard case .multipart(let parts) = route.body else { return }
        for case .file(_, let path, _, _) in parts {
            switch Platform.kind(followingLinks: path) {
            case .regular: break
            case .missing: throw .file(FileReason(.upload, path, .cannot(.read, Platform.missingFileText)))
            case .unreadable(let reason): throw .file(FileReason(.upload, path, .cannot(.read, reason)))
            default: throw .file(FileReason(.upload, path, .notRegular(kind: nil)))
            }
            if let reason = Platform.readableProblem(path) { throw .file(FileReason(.upload, path, .cannot(.read, reason))) }
        }
    }

    /// Prints by `--output`/`--select`. A selection that finds nothing fails a successful call with exit 10.
    /// The download's directory must be writable and FILE absent or a regular file now, so a long
    /// transfer is not wasted and nothing but a file is ever replaced (the rules are DownloadFile's).
    static func preflight(download path: String) throws(CourierError) { try DownloadFile.checkTarget(path) }

    private func emit(_ document: OutputDocument, code: Int32) -> Int32 {
        do {
            switch try rendering.render(document) {
            case .nothing: return code
            case .text(let text): return console.emit(Array(text.utf8), code: code)
            case .raw(let bytes): return console.emit(bytes, code: code, raw: true)
            case .json(let value, let printer): return console.emitStream(value, printer: printer, code: code)
            }
        } catch {
            guard case .selectsNothing(let message) = error else { return code }
            console.report(.decodingModel, message)
            return code == 0 ? ErrorCategory.decodingModel.exitCode : code
        }
    }
}

extension Console {
    /// Streams a JSON value; a closed pipe keeps `code`, any other write failure is exit 1.
    func emitStream(_ value: JSON, printer: JSONPrinter, code: Int32) -> Int32 {
        do {
            try stream(value, printer: printer)
            return code
        } catch {
            if case .interrupted = error { return ErrorCategory.cancelled.exitCode }
            guard case .failed(let reason) = error else { return code }
            report(.internal(.outputUnwritable(reason)))
            return ErrorCategory.internal.exitCode
        }
    }

    /// Prints the document; a closed pipe keeps `code`, any other write failure is exit 1.
    func emit(_ bytes: [UInt8], code: Int32, raw: Bool = false) -> Int32 {
        do {
            try output(bytes, raw: raw)
            return code
        } catch .closedPipe {
            return code
        } catch {
            guard case .failed(let reason) = error else { return code }
            report(.internal(.outputUnwritable(reason)))
            return ErrorCategory.internal.exitCode
        }
    }
}
