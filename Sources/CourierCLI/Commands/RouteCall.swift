#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Arguments
import CourierCore
import CurlTransport

/// Runs one route action: build the case, resolve settings, send through the pipeline, print the document.
struct RouteCall {
    let api: APIDescription
    let path: [String]
    let action: Action<any Route>
    let values: ParsedValues
    let environment: ProcessEnvironment
    var console: Console
    var rendering = Rendering()

    mutating func run() -> Int32 {
        let route: any Route
        do {
            route = try action.make(values)
        } catch {
            console.diagnostic(ErrorMessage(root: Command(name: "courier", summary: "")).render(error, command: path))
            return ErrorCategory.usage.exitCode
        }
        let settings: Settings
        do {
            settings = try Settings.resolve(values, api: api, environment: environment)
            try Self.preflight(route)
            if let path = settings.transport.downloadPath { try Self.preflight(download: path) }
        } catch {
            console.diagnostic("courier: \(error)")
            return error.exitCode
        }
        console.secrets = settings.secrets
        rendering = settings.rendering
        for warning in settings.warnings { console.diagnostic("courier: warning: \(warning)") }

        var transport: any Transport = CurlTransport()
        var retry = settings.retry
        if let name = settings.stub {
            do {
                transport = StubTransport(sample: try Self.sample(named: name, of: route, path: path))
                retry = .none
            } catch {
                console.diagnostic("courier: \(error)")
                return error.exitCode
            }
        }
        var options = settings.transport
        if let timeout = route.timeout, !values.isGiven("timeout") { options.totalTimeout = timeout }
        let pipeline = Pipeline(plugins: plugins(settings), transport: transport, options: options,
                                retry: retry, redirects: settings.redirects)
        var document = OutputDocument(route: path.joined(separator: " "), verbose: settings.verbose,
                                      secretHeaders: secretHeaders, insecure: settings.transport.insecure)
        if settings.dryRun || settings.curlExport {
            do {
                let request = try pipeline.prepare(route, in: settings.environment)
                if settings.curlExport {
                    var exportOptions = options
                    exportOptions.maxRedirects = settings.redirects.maxHops
                    let command = CurlCommand(request: request, options: exportOptions, secretHeaders: secretHeaders,
                                              secrets: settings.secrets, showSecrets: settings.showSecrets)
                    if settings.showSecrets { console.secrets = [] }
                    return console.emitText(command.text)
                }
                document.exchange = Exchange(request: request, result: .failure(CourierError(.cancelled, "dry run")), attempts: 0)
                document.dryRun = true
                return emit(document, code: 0)
            } catch {
                console.diagnostic("courier: \(error)")
                return error.exitCode
            }
        }

        var exchange = pipeline.run(route, in: settings.environment)
        let keepsRawBody = rendering.mode == .body && rendering.selection == nil
        switch exchange.result {
        case .failure(let error):
            console.diagnostic("courier: \(error)")
            // Refused before sending (bad base URL, header, path parameter): nothing on stdout.
            guard exchange.request != nil else { return error.exitCode }
            document.exchange = exchange
            document.failure = error
            return emit(document, code: error.exitCode)
        case .success(let response):
            var outcome = ResponseEvaluator(format: api.envelope, checksContract: settings.checksContract)
                .evaluate(response, contract: route.contract)
            if outcome.error?.category == .httpUnauthorized {
                outcome.error?.hint = settings.token == nil
                    ? "no token was sent: set COURIER_TOKEN, or use --token-file PATH or --token -"
                    : "the token from \(settings.tokenSource ?? "input") was refused"
            }
            if let error = outcome.error { console.diagnostic("courier: \(error)") }
            if !keepsRawBody {
                // The parsed body is all that is printed from here on: let the raw bytes go.
                var trimmed = response
                trimmed.body = []
                exchange.result = .success(trimmed)
            }
            document.exchange = exchange
            document.outcome = outcome
            return emit(document, code: outcome.exitCode)
        }
    }

    /// Header names whose values are never printed: the always-secret ones, the API's, and its auth header.
    private var secretHeaders: Set<String> {
        var names = Redaction.secretHeaders.union(api.secretHeaders)
        if case .header(let name) = api.auth { names.insert(name.lowercased()) }
        return names
    }

    /// The route's sample called `name` (the first when `name` is empty).
    static func sample(named name: String, of route: any Route, path: [String]) throws(CourierError) -> SampleResponse {
        let samples = route.samples
        guard let first = samples.first else {
            throw CourierError(.usage, "'\(path.joined(separator: " "))' declares no sample responses to stub")
        }
        if name.isEmpty { return first }
        guard let sample = samples.first(where: { $0.name == name }) else {
            throw CourierError(.usage, "no sample named '\(name)'; '\(path.joined(separator: " "))' has: \(samples.map(\.name).joined(separator: ", "))")
        }
        return sample
    }

    private func plugins(_ settings: Settings) -> [any Plugin] {
        [
            DefaultHeadersPlugin(["User-Agent": "courier/\(CourierVersion.current)", "Accept": "application/json"]),
            CommonParametersPlugin(settings.commonParameters),
            AuthPlugin(scheme: api.auth, token: settings.token),
            ExtraHeadersPlugin(settings.extraHeaders),
        ]
    }

    /// Files a body streams from must be readable now, so nothing is half-sent.
    static func preflight(_ route: any Route) throws(CourierError) {
        guard case .multipart(let parts) = route.body else { return }
        for case .file(_, let path, _, _) in parts {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw CourierError(.usage, "cannot read upload file '\(path)': \(String(cString: strerror(errno)))")
            }
            guard (info.st_mode & S_IFMT) == S_IFREG else { throw CourierError(.usage, "upload file '\(path)' is not a regular file") }
            guard access(path, R_OK) == 0 else {
                throw CourierError(.usage, "cannot read upload file '\(path)': \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Prints by `--output`/`--select`. A selection that finds nothing fails a successful call with exit 10.
    /// The download's directory must exist and be writable now, so a long transfer is not wasted.
    static func preflight(download path: String) throws(CourierError) {
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        guard access(directory.isEmpty ? "/" : directory, W_OK) == 0 else {
            throw CourierError(.usage, "cannot write --download file '\(path)': \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw CourierError(.usage, "--download '\(path)' is a directory")
        }
    }

    private func emit(_ document: OutputDocument, code: Int32) -> Int32 {
        var document = document
        document.dataKey = api.envelope.dataKey
        do {
            switch try rendering.render(document) {
            case .nothing: return code
            case .text(let text): return console.emit(Array(text.utf8), code: code)
            case .raw(let bytes): return console.emit(bytes, code: code, raw: true)
            case .json(let value, let printer): return console.emitStream(value, printer: printer, code: code)
            }
        } catch {
            guard case .selectsNothing(let message) = error else { return code }
            console.diagnostic("courier: \(ErrorCategory.decodingModel.rawValue): \(message)")
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
            guard case .failed(let reason) = error else { return code }
            diagnostic("courier: internal: cannot write the output: \(reason)")
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
            diagnostic("courier: internal: cannot write the output: \(reason)")
            return ErrorCategory.internal.exitCode
        }
    }
}
