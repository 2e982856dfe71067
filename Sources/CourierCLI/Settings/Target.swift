import Arguments
import CourierCore

/// Where calls go: the environment chosen (with `--base-url` and `--service-url` applied), the API as
/// configured (Routes plus config files), and where each of those came from.
struct Target {
    var environment: Environment
    /// The API as configured (Routes plus config files), for `courier config` and `describe`.
    var api: APIDescription
    /// Where the environment and its base URL came from (`--env`, `COURIER_ENV`, a config file, `Routes`),
    /// as `courier config` prints them.
    var sources: [String: String]
    /// The same places as `ValueOrigin`s (argv index, variable, config file line and key), for an error to
    /// point at; a value `Routes/` compiles in has none.
    var origins: [String: ValueOrigin]
    /// Config files read, lowest precedence first.
    var configFiles: [String]
    /// The project config files read without trust, with what of theirs was ignored.
    var untrustedConfigs: [ConfigFile]
    /// `-H` headers, added to every call after the API's own.
    var extraHeaders: HTTPHeaders

    /// The API's and the environment's common parameters, in that order.
    var commonParameters: [CommonParameter] { api.commonParameters + environment.commonParameters }

    /// Precedence: flags > COURIER_* variables > config files > what `Routes/` compiles in.
    /// - Parameter configOrigins: where config files set `defaultEnvironment` and each environment's `baseURL`.
    static func resolve(_ values: ParsedValues, api: APIDescription, configs: [ConfigFile], urlSources: [String: String],
                        defaultSource: String, configOrigins: [String: ValueOrigin]) throws(CourierError) -> Target
    {
        // A value from a variable names it as its source (`COURIER_ENV`); one from argv, its flag.
        let name: String
        let nameSource: String
        let nameOrigin: ValueOrigin?
        if let given = values.optional(GlobalOptions.env) {
            (name, nameSource, nameOrigin) = (given, values.origin(of: GlobalOptions.env)?.environmentVariable ?? "--env", values.origin(of: GlobalOptions.env))
        } else {
            (name, nameSource, nameOrigin) = (api.defaultEnvironment, defaultSource, configOrigins["defaultEnvironment"])
        }
        guard var environment = api.environment(named: name) else {
            let known = api.environments.map(\.name)
            // A config file's default is named by its line (`courier.json:2, defaultEnvironment`).
            let named = nameOrigin.flatMap { if case .configFile = $0 { ErrorMessage.words($0) } else { nil } } ?? nameSource
            throw CourierError(.config(.unknownEnvironment(name, source: named)),
                               hint: ErrorWording.suggestion(Suggestions.closest(to: name, in: known), known: known))
        }
        var urlSource = urlSources[name] ?? "Routes"
        var urlOrigin = configOrigins["environments.\(name).baseURL"]
        if let url = values.optional(GlobalOptions.baseURL) {
            // COURIER_BASE_URL is the default environment's URL: an `--env` on argv leaves it out.
            if let variable = values.origin(of: GlobalOptions.baseURL)?.environmentVariable {
                if !values.isGiven(GlobalOptions.env) { (environment.baseURL, urlSource, urlOrigin) = (url, variable, values.origin(of: GlobalOptions.baseURL)) }
            } else {
                (environment.baseURL, urlSource, urlOrigin) = (url, "--base-url", values.origin(of: GlobalOptions.baseURL))
            }
        }
        for pair in values.all(GlobalOptions.serviceURL) {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw .usage(.malformedValue(option: "--service-url", expected: "'name=url'", got: pair))
            }
            let service = String(pair[..<equals])
            guard environment.services[service] != nil else {
                throw .config(.unknownService(service, environment: environment.name, known: environment.services.keys.sorted()))
            }
            environment.services[service] = String(pair[pair.index(after: equals)...])
        }
        environment.headers = api.defaultHeaders.fields.reduce(into: environment.headers) { headers, field in
            if !headers.contains(field.name) { headers.add(field.name, field.value) }
        }
        return Target(environment: environment, api: api, sources: ["environment": nameSource, "baseURL": urlSource],
                      origins: ["environment": nameOrigin, "baseURL": urlOrigin].compactMapValues { $0 },
                      configFiles: configs.map { $0.path }, untrustedConfigs: configs.filter { !$0.isTrusted },
                      extraHeaders: try headers(values.all(GlobalOptions.header)))
    }

    /// `Name: value` strings into headers; a missing colon or bad name is a usage error.
    static func headers(_ lines: [String]) throws(CourierError) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else {
                // Only the first word is echoed: `-H 'Authorization Bearer abc'` must not print its credential.
                let name = line.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
                let shown = name.count < line.count ? name + " …" : line
                throw .usage(.headerLine(shown: shown))
            }
            let name = String(line[..<colon])
            let value = String(line[line.index(after: colon)...]).trimmingWhitespace
            headers.add(name, value)
        }
        try RequestBuilder.validate(headers)
        return headers
    }
}
