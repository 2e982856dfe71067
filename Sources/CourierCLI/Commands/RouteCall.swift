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
        } catch {
            console.diagnostic("courier: \(error)")
            return error.exitCode
        }
        console.secrets = settings.secrets
        for warning in settings.warnings { console.diagnostic("courier: warning: \(warning)") }

        let pipeline = Pipeline(plugins: plugins(settings), transport: CurlTransport(), options: settings.transport)
        let name = path.joined(separator: " ")
        if settings.dryRun {
            do {
                let request = try pipeline.prepare(route, in: settings.environment)
                let exchange = Exchange(request: request, result: .failure(CourierError(.cancelled, "dry run")), attempts: 0)
                return emit(OutputDocument(route: name, exchange: exchange, verbose: true, dryRun: true), code: 0)
            } catch {
                console.diagnostic("courier: \(error)")
                return error.exitCode
            }
        }

        let exchange = pipeline.run(route, in: settings.environment)
        switch exchange.result {
        case .failure(let error):
            if exchange.request == nil {
                // Refused before sending (bad base URL, header, path parameter): nothing on stdout.
                console.diagnostic("courier: \(error)")
                return error.exitCode
            }
            console.diagnostic("courier: \(error)")
            return emit(OutputDocument(route: name, exchange: exchange, failure: error, verbose: settings.verbose), code: error.exitCode)
        case .success(let response):
            var outcome = ResponseEvaluator(format: api.envelope, checksContract: settings.checksContract)
                .evaluate(response, contract: route.contract)
            if outcome.error?.category == .httpUnauthorized {
                outcome.error?.hint = settings.token == nil
                    ? "no token was sent: set COURIER_TOKEN, or use --token-file PATH or --token -"
                    : "the token from \(settings.tokenSource ?? "input") was refused"
            }
            if let error = outcome.error { console.diagnostic("courier: \(error)") }
            return emit(OutputDocument(route: name, exchange: exchange, outcome: outcome, verbose: settings.verbose), code: outcome.exitCode)
        }
    }

    private func plugins(_ settings: Settings) -> [any Plugin] {
        [
            DefaultHeadersPlugin(["User-Agent": "courier/\(CourierVersion.current)", "Accept": "application/json"]),
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

    private func emit(_ document: OutputDocument, code: Int32) -> Int32 {
        var bytes: [UInt8] = []
        JSONPrinter(layout: .pretty).write(document.json(), into: &bytes)
        return console.emit(bytes, code: code)
    }
}

extension Console {
    /// Prints the document; a closed pipe keeps `code`, any other write failure is exit 1.
    func emit(_ bytes: [UInt8], code: Int32) -> Int32 {
        do {
            try output(bytes)
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
