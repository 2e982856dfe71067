import Arguments
import CourierCore
import CourierShared

/// An equivalent `curl` command line for a request (`--curl`), secrets redacted unless asked.
///
/// It reproduces the call's options as far as curl has them: redirects, compression, retries (curl's
/// `--retry` retries the same statuses and timeouts; Courier retries only idempotent methods, so a POST
/// gets none), body cap, download file, CA file, client certificate, `--insecure` and both timeouts.
package struct CurlCommand {
    package var request: HTTPRequest
    package var options: TransportOptions
    /// Redirect hops the pipeline would follow (curl's `-L --max-redirs`).
    package var redirectHops = 0
    /// Retries this call would make (0 for a method that is not retried).
    package var retries = 0
    package var secretHeaders: SecretHeaders
    package var secrets: [String]
    package var showSecrets: Bool
    /// The proxies Courier decided on; the command names the one for its URL, so it goes the same way
    /// (`nil`: say nothing about proxies).
    package var proxy: ProxySetting? = nil

    package init(request: HTTPRequest, options: TransportOptions, redirectHops: Int = 0, retries: Int = 0, secretHeaders: SecretHeaders,
                 secrets: [String], showSecrets: Bool, proxy: ProxySetting? = nil)
    {
        (self.request, self.options, self.redirectHops, self.retries) = (request, options, redirectHops, retries)
        (self.secretHeaders, self.secrets, self.showSecrets, self.proxy) = (secretHeaders, secrets, showSecrets, proxy)
    }

    package var text: String {
        // With a download the body goes to the file; the headers still go to stdout.
        var words = ["curl", "-sS"] + (options.downloadPath == nil ? ["-i"] : ["-D", "-"])
        if request.method == .head { words.append("--head") } else if request.method != .get || isBodyGET {
            words += ["-X", request.method.rawValue]
        }
        for field in request.headers {
            let value = !showSecrets && secretHeaders.contains(field.name) ? Redaction.redactedValue(field.value) : field.value
            words += ["-H", field.value.isEmpty ? "\(field.name);" : "\(field.name): \(value)"]
        }
        switch request.body {
        case .none: break
        case .json(let json):
            if !request.headers.contains("Content-Type") { words += ["-H", "Content-Type: application/json"] }
            words += ["--data-binary", JSONPrinter(layout: .compact).string(json)]
        case .form(let items): words += ["--data-binary", items.percentEncoded]
        case .raw(let bytes, let type):
            if !request.headers.contains("Content-Type") { words += ["-H", "Content-Type: \(type)"] }
            words += ["--data-binary", String(decoding: bytes, as: UTF8.self)]
        case .multipart(let parts):
            for part in parts {
                switch part {
                case .field(let name, let value): words += ["--form-string", "\(name)=\(value)"]
                case .file(let name, let path, let filename, let type): words += ["-F", "\(name)=@\(path);filename=\(filename);type=\(type)"]
                }
            }
        }
        if redirectHops > 0 { words += ["-L", "--max-redirs", String(redirectHops)] }
        if options.decodesReply(to: request) { words.append("--compressed") }
        if retries > 0 { words += ["--retry", String(retries)] }
        if options.maxBodyBytes != TransportOptions().maxBodyBytes { words += ["--max-filesize", String(options.maxBodyBytes)] }
        if let path = options.downloadPath { words += ["-o", path] }
        if let path = options.caCertificatePath { words += ["--cacert", path] }
        if let client = options.clientCertificate {
            // curl reads a ':' in --cert as the start of a password: the path's own are written '\:'. The passphrase
            // goes as --pass, one of the call's secrets, so it is scrubbed below unless --show-secrets.
            words += ["--cert", Self.escapingColons(client.certificatePath)]
            if let type = client.certificateType { words += ["--cert-type", type] }
            if let path = client.keyPath { words += ["--key", path] }
            if let type = client.keyType { words += ["--key-type", type] }
            if let phrase = client.passphrase { words += ["--pass", phrase] }
        }
        if options.insecure { words.append("--insecure") }
        if let proxy {
            let decision = proxy.decision(for: request.url)
            if let url = decision.url {
                words += ["--proxy", url]
                if let bypass = proxy.choice.bypass, !bypass.isEmpty { words += ["--noproxy", bypass] }
            } else if decision.source != "none" {
                words += ["--noproxy", "*"]
            }
        }
        words += ["--connect-timeout", options.connectTimeout.shortText, "--max-time", options.totalTimeout.shortText]
        words.append(request.url)
        let line = words.map(ShellWord.quoted).joined(separator: " ")
        return showSecrets ? line : Redaction.scrub(line, secrets: secrets)
    }

    private static func escapingColons(_ path: String) -> String {
        var escaped = ""
        for character in path {
            if character == ":" { escaped += "\\:" } else { escaped.append(character) }
        }
        return escaped
    }

    private var isBodyGET: Bool { request.method == .get && request.body != .none }
}
