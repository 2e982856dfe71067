import Arguments
import CourierPlatform
import CourierCore
import CourierClient
import CurlTransport

/// How calls are sent, from the command line: limits, retries, redirects, TLS, the proxy, `--stub`, `--stub-dir`,
/// `--record`, `--keylog`.
extension Sending {
    /// - Parameter credentials: a proxy's password joins their secrets.
    static func resolve(_ values: ParsedValues, target: Target, variables: ProcessEnvironment, credentials: inout Credentials,
                        warnings: inout [Warning]) throws(CourierError) -> Sending
    {
        var sending = Sending()
        // Every limit has its option's default, which is Core's (GlobalOptions): a value is always there.
        sending.transport.totalTimeout = values.optional(GlobalOptions.timeout) ?? sending.transport.totalTimeout
        sending.timeoutGiven = values.isGiven(GlobalOptions.timeout)
        sending.transport.connectTimeout = values.optional(GlobalOptions.connectTimeout) ?? sending.transport.connectTimeout
        sending.transport.maxBodyBytes = max(1, values.optional(GlobalOptions.maxBody)?.bytes ?? sending.transport.maxBodyBytes)
        sending.transport.acceptsCompression = values.flag(GlobalOptions.compressed)
        sending.transport.downloadPath = values.optional(GlobalOptions.download)
        sending.retry.maxRetries = values.flag(GlobalOptions.noRetry) ? 0 : values.optional(GlobalOptions.retry) ?? sending.retry.maxRetries
        sending.redirects = values.flag(GlobalOptions.follow) ? RedirectPolicy(maxHops: 10, secretHeaders: credentials.secretHeaders, ownOrigins: target.environment.origins)
            : .none
        sending.transport.caCertificatePath = values.optional(GlobalOptions.cacert)?.path
        if let path = sending.transport.caCertificatePath, case .failure(let failure) = UserFiles.read(path) {
            if failure == .interrupted { throw .interrupted() }
            throw .file(FileReason(.caCertificate, path, .cannot(.read, failure.reason)))
        }
        sending.transport.clientCertificate = try ClientCertificate.resolve(values, environment: target.environment, credentials: &credentials, warnings: &warnings)
        sending.transport.insecure = values.flag(GlobalOptions.insecure)
        if sending.transport.insecure { warnings.append(.insecureTLS) }
        sending.stub = values.optional(GlobalOptions.stub)
        if let path = values.optional(GlobalOptions.stubDir) {
            let kind = Platform.kind(followingLinks: path)
            guard kind == .directory else { throw .file(FileReason(.sample, path, .notDirectory(kind: kind.name))) }
            sending.stubDirectory = SampleDirectory(path: path)
            sending.stub = sending.stub ?? ""
        }
        if let path = values.optional(GlobalOptions.record) {
            try SampleDirectory.checkRecording(path, overwrite: values.flag(GlobalOptions.recordOverwrite))
            sending.record = SampleDirectory(path: path)
        } else if values.flag(GlobalOptions.recordOverwrite) {
            throw .usage(.withoutOption("--record-overwrite", needs: "--record DIR"))
        }

        // The proxy and the TLS key log: both decided here and shown, never picked up unseen by libcurl.
        let base = target.environment.base
        sending.proxy = try ProxySetting.resolve(flag: values.optional(GlobalOptions.proxy), disabled: values.flag(GlobalOptions.noProxy),
                                                 base: base, variables: variables)
        sending.transport.proxies = sending.proxy.choice
        credentials.add(secrets: sending.proxy.passwords)
        // The token goes only to the environment's origins: over plain HTTP through a proxy, it can be read there.
        if let shown = sending.proxy.shown, credentials.token != nil, base?.parts.scheme == "http" {
            warnings.append(.tokenThroughPlainProxy(proxy: shown, source: sending.proxy.source))
        }
        if let path = values.optional(GlobalOptions.keylog)?.path {
            guard CurlRuntime.writesKeyLog(tls: CurlRuntime.tlsLibrary) else { throw .usage(.keyLogUnsupported(tls: CurlRuntime.tlsLibrary)) }
            sending.keyLogPath = path
            warnings.append(.keyLog(path: path))
        }
        return sending
    }
}
