import Arguments
import CourierCore
import CourierClient

/// Where calls go, from `--env`, `--base-url`, `--service-url` and `-H` (or their variables) over the config files.
extension Target {
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
        var urlSource = urlSources[name] ?? APIDescription.compiledSource
        var urlOrigin = configOrigins["environments.\(name).baseURL"]
        var configuredOrigins = environment.origins
        let declaredBaseURL = environment.baseURL
        var ignoredVariable: String?
        if let url = values.optional(GlobalOptions.baseURL) {
            // COURIER_BASE_URL is the default environment's URL: an `--env` on argv leaves it out.
            if let variable = values.origin(of: GlobalOptions.baseURL)?.environmentVariable {
                if !values.isGiven(GlobalOptions.env) {
                    (environment.baseURL, urlSource, urlOrigin) = (url, variable, values.origin(of: GlobalOptions.baseURL))
                } else {
                    ignoredVariable = variable
                }
                configuredOrigins = environment.origins
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
        var target = Target(environment: environment, api: api, sources: ["environment": nameSource, "baseURL": urlSource],
                            origins: ["environment": nameOrigin, "baseURL": urlOrigin].compactMapValues { $0 },
                            configFiles: configs.map { $0.path }, untrustedConfigs: configs.filter { !$0.isTrusted },
                            extraHeaders: try headers(values.all(GlobalOptions.header)), configuredOrigins: configuredOrigins)
        if let account = values.optional(GlobalOptions.account) {
            guard Target.isAccountName(account) else { throw .usage(.malformedValue(option: "--account", expected: Target.accountNameRule, got: account)) }
            target.account = account
        }
        if environment.baseURL != declaredBaseURL { target.replacedBaseURL = declaredBaseURL }
        target.ignoredBaseURLVariable = ignoredVariable
        return target
    }
}
