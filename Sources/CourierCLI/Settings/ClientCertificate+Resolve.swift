import Arguments
import CourierPlatform
import CourierCore
import CourierClient

/// `--cert-type`'s values, as curl names them.
enum CertificateFileType: String, CaseIterable, ArgumentValue {
    case pem = "PEM", der = "DER", p12 = "P12"
}

/// `--key-type`'s values, as curl names them.
enum KeyFileType: String, CaseIterable, ArgumentValue {
    case pem = "PEM", der = "DER"
}

/// The client certificate of mutual TLS, from `--cert`, `--key`, `--cert-type`, `--key-type`, `--pass` and
/// `COURIER_CERT_PASSWORD`: every file checked before anything is sent, the passphrase made a secret of the run.
extension ClientCertificate {
    /// - Parameters:
    ///   - environment: its `clientCertificate` and `clientKey` (a config file's) apply when `--cert` is not given.
    ///   - credentials: the passphrase joins their secrets, so every printed form (`--curl`, `--verbose`, reports) scrubs it.
    ///   - warnings: a passphrase typed in argv (`--cert FILE:PASSWORD`, a literal `--pass`) is warned about, as a literal `--token` is.
    /// - Returns: nil without `--cert` or the environment's certificate.
    /// - Throws: a usage or config error (exit 2) for an option without `--cert`, a file that cannot be read or is not a
    ///   regular file, a PEM file without its block, an unreadable or oversized passphrase.
    static func resolve(_ values: ParsedValues, environment: Environment, credentials: inout Credentials,
                        warnings: inout [Warning]) throws(CourierError) -> ClientCertificate?
    {
        let path: String, inline: String?, keyPath: String?
        if let given = values.optional(GlobalOptions.cert) {
            (path, inline) = split(given)
            keyPath = values.optional(GlobalOptions.key)?.path
        } else if let configured = environment.clientCertificate {
            // A path in a config file is a path: no ':' in it starts a password.
            (path, inline) = (configured, nil)
            keyPath = values.optional(GlobalOptions.key)?.path ?? environment.clientKey
        } else {
            for (option, name) in [(GlobalOptions.key.declaration, "--key"), (GlobalOptions.certType.declaration, "--cert-type"),
                                   (GlobalOptions.keyType.declaration, "--key-type"), (GlobalOptions.pass.declaration, "--pass")]
            where values.isGiven(option) {
                throw .usage(.withoutOption(name, needs: "--cert FILE"))
            }
            return nil
        }
        var certificate = ClientCertificate(certificatePath: path, certificateType: values.optional(GlobalOptions.certType)?.rawValue,
                                            keyPath: keyPath, keyType: values.optional(GlobalOptions.keyType)?.rawValue)
        if let inline {
            if values.isLiteral(GlobalOptions.cert) { warnings.append(.literalSecretOption(name: "cert")) }
            certificate.passphrase = inline
        } else if let phrase = values.optional(GlobalOptions.pass) {
            let variable = values.origin(of: GlobalOptions.pass)?.environmentVariable
            if phrase == "-", variable == nil {
                certificate.passphrase = try readPassphrase(for: path)
            } else {
                if values.isLiteral(GlobalOptions.pass) { warnings.append(.literalSecretOption(name: "pass")) }
                certificate.passphrase = phrase
            }
        }
        if let phrase = certificate.passphrase {
            guard SecretSize.fits(phrase) else { throw .config(.secretTooLarge(source: "--pass", limit: SecretSize.limit)) }
            credentials.add(secrets: [phrase])
        }
        try check(path, role: .clientCertificate, pem: certificate.certificateType ?? "PEM" == "PEM", marker: "CERTIFICATE-----")
        if let key = certificate.keyPath {
            try check(key, role: .clientKey, pem: certificate.keyType ?? "PEM" == "PEM", marker: "PRIVATE KEY-----")
        }
        return certificate
    }

    /// curl's split of `--cert FILE[:PASSWORD]`: the first `:` not written `\:` starts the password; `\:` is a `:` of the path.
    static func split(_ value: String) -> (path: String, password: String?) {
        var path = ""
        var rest = Substring(value)
        while let character = rest.first {
            rest = rest.dropFirst()
            if character == "\\", rest.first == ":" {
                path.append(":")
                rest = rest.dropFirst()
            } else if character == ":" {
                return (path, String(rest))
            } else {
                path.append(character)
            }
        }
        return (path, nil)
    }

    /// The file is read here, before anything is sent, so a missing, unreadable or non-regular one (a directory, a FIFO
    /// that would block) is the option's own error, not a TLS failure after a connection was made. A PEM file must hold
    /// its block; DER and P12 are binary and left to the TLS library (whose refusal is mapped as clearly).
    private static func check(_ path: String, role: FileReason.Role, pem: Bool, marker: String) throws(CourierError) {
        switch UserFiles.read(path) {
        case .failure(.interrupted): throw .interrupted()
        case .failure(let failure): throw .file(FileReason(role, path, .cannot(.read, failure.reason)))
        case .success(let contents):
            if pem, !contains(contents.bytes, Array(marker.utf8)) { throw .file(FileReason(role, path, .notOfType("PEM"))) }
        }
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// `--pass -`: the passphrase from standard input's first line, or asked with echo off on a terminal (as `--password-file -`).
    private static func readPassphrase(for path: String) throws(CourierError) -> String {
        switch UserFiles.readSecret(prompt: "Passphrase for \(Redaction.printable(path)): ") {
        case .success(let phrase): return phrase
        case .failure(.interrupted): throw .interrupted()
        case .failure(let failure): throw .file(FileReason(.clientKey, "-", .cannot(.read, failure.reason)))
        }
    }
}
