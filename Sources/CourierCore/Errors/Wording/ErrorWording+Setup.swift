/// Words for what goes wrong before a call: the command line, config, files and the proxy.
extension ErrorWording {
    static func message(for reason: UsageReason) -> String {
        switch reason {
        case .exclusive(let first, let second): "give either \(first) or \(second), not both"
        case .malformedValue(let option, let expected, let got): "\(option) expects \(expected), got \(quoted(got))"
        case .headerLine(let shown): "header \(quoted(shown)) is not 'Name: value'"
        case .method(let method): message(for: RequestReason.method(method))
        case .notAbsoluteURL(let url): "\(quotedURL(url)) is not an absolute http(s) URL (no spaces, controls or credentials)"
        case .severalBodies(let names): "give one body: " + names.map { "--" + $0 }.joined(separator: ", ") + " were given together"
        case .userWithoutPassword(let variable): "--user NAME needs a password: give --password-file FILE (or -), set \(variable), or run it on a terminal to be asked"
        case .contentTypeWithoutData: "--content-type goes with --data or --data-binary (--json and --form set their own)"
        case .withoutOption(let option, let needs): "\(option) goes with \(needs), which was not given"
        case .standardInputTaken(let word, let owner):
            "\(quoted(word)) would read standard input, which \(owner.words); put the value in a file or a variable"
        case .invalidJSON(let problem): "--json is not valid JSON: \(problem)"
        case .formNamesNoFile(let field): "--form \(Redaction.printable(field))=@ names no file"
        case .selectWithBodyOutput: "--select works on the document; it cannot be combined with --output body"
        case .noSamples(let action): "\(quoted(action)) declares no sample responses to stub"
        case .noRecording(let action, let name, let directory):
            "no sample \(quoted(name)) of \(quoted(action)) in \(quoted(directory)) (record one with --record \(Redaction.printable(directory))), and the route declares none by that name"
        case .unknownSample(let name, let action, let known):
            "no sample named \(quoted(name)); \(quoted(action)) has: \(known.map(Redaction.printable).joined(separator: ", "))"
        case .nothingToSave(let action): "--save keeps a login's session, but \(quoted(action)) declares none (its route has no grant)"
        case .stdoutClosed: "standard output is closed; the result has nowhere to go (redirect it: > FILE or > /dev/null)"
        case .keyLogUnsupported(let tls):
            "--keylog: this libcurl's TLS library (\(Redaction.printable(tls))) cannot write session keys; a libcurl built with OpenSSL can"
        }
    }

    static func message(for reason: ConfigReason) -> String {
        switch reason {
        case .syntax(let path, let line, let column, let problem): "\(Redaction.printable(path)):\(line):\(column): \(problem)"
        case .entry(let path, let line, let problem): "\(Redaction.printable(path)):\(line): " + message(for: problem)
        case .malformedTrustRecord(let path): "\(Redaction.printable(path)): expected {\"trusted\": [{\"path\": …, \"sha256\": …}]}"
        case .noTrustDirectory: "cannot record trust: neither XDG_CONFIG_HOME nor HOME is set"
        case .unknownEnvironment(let name, let source): "unknown environment \(quoted(name)) (from \(source))"
        case .unknownService(let service, let environment, let known):
            "environment \(quoted(environment)) has no service \(quoted(service ?? ""))"
                + (known.isEmpty ? "" : " (it has: \(known.map(Redaction.printable).joined(separator: ", ")))")
        case .baseURL(let url, let environment):
            "base URL \(quotedURL(url)) of environment \(quoted(environment)) is not an absolute http(s) URL without spaces, query or credentials"
        case .tokenControlCharacter(let source): "the token from \(source) contains a control character"
        case .secretTooLarge(let source, let limit): "the secret from \(source) is larger than \(limit >> 10) KiB, more than any real password or token"
        case .description(let problem): message(for: problem)
        case .notASwitch(let variable, let value):
            "\(variable)=\(quoted(value)) is neither on nor off (on: 1, true, yes, on; off: 0, false, no, off or empty)"
        }
    }

    static func message(for problem: ConfigReason.EntryProblem) -> String {
        switch problem {
        case .notAnObject: "the file must hold a JSON object"
        case .mustBe(let key, let shape):
            {
                let words = switch shape {
                case .string: "a string"
                case .object: "an object"
                case .environments: "an object of name → settings"
                case .urls: "an object of name → URL"
                case .strings: "an object of name → string"
                case .envelope: "\"none\" (judge by HTTP status) or \"api\" (the API's envelope)"
                }
                return "\(Redaction.printable(key)) must be \(words)"
            }()
        case .unknownKey(let key, let place): "unknown key \(quoted(key)) in \(Redaction.printable(place))"
        case .header(let reason): message(for: reason)
        }
    }

    static func message(for reason: FileReason) -> String {
        let path = quoted(reason.path)
        let noun = switch reason.role {
        case .token: "token file "
        case .caCertificate: "CA file "
        case .clientCertificate: "--cert file "
        case .clientKey: "--key file "
        case .upload: "upload file "
        case .download: "--download file "
        case .data: "--data file "
        case .dataBinary: "--data-binary file "
        case .report: "report file "
        case .netrc: "netrc file "
        case .password: "password file "
        case .login: "login file "
        case .cookieJar: "cookie jar "
        case .recordDirectory: "--record directory "
        case .sample: "sample file "
        case .config, .trustRecord, .package, .partial: ""
        }
        switch reason.problem {
        case .cannot(.read, let text) where reason.role == .config || reason.role == .trustRecord:
            return "\(Redaction.printable(reason.path)): cannot read: \(text)"
        case .notUTF8 where reason.role == .config:
            return "\(Redaction.printable(reason.path)): cannot read: not UTF-8 text"
        case .cannot(.move, let text):
            return "cannot move the \(reason.role == .download ? "download" : "package") into \(path): \(text)"
        case .cannot(let operation, let text): return "cannot \(operation.rawValue) \(noun)\(path): \(text)"
        case .notUTF8: return "cannot read \(noun)\(path): not UTF-8 text"
        case .empty: return "\(noun)\(path) is empty"
        case .notANamePasswordLine: return "\(noun)\(path) does not start with a 'name:password' line"
        case .notRegular(let kind?) where reason.role == .download: return "--download \(path) is \(kind), not a regular file"
        case .notRegular(let kind): return "\(noun)\(path) is \(kind ?? "not a regular file")" + (kind == nil ? "" : ", not a regular file")
        case .changed(let kind): return "--download \(path) became \(kind) during the transfer; it was left alone"
        case .noTemporaryName: return "cannot create a temporary file beside \(path)"
        case .readFailed(let bytes): return "cannot read \(noun)\(path) after \(bytes) bytes"
        case .shrank(let sent, let size): return "\(noun)\(path) changed while it was sent: it ended after \(sent) of \(size) bytes"
        case .readableByOthers(let mode): return "\(noun)\(path) is readable by other users (mode \(octal(mode))); run chmod 600 on it"
        case .writableByOthers(let mode):
            return "\(noun)\(path) may be changed by other users (mode \(octal(mode))), who could send your calls and token elsewhere; run chmod go-w on it"
        case .inDirectoryWritableByOthers(let directory, let mode):
            return "\(noun)\(path) is in \(quoted(directory)), which other users may write to (mode \(octal(mode))), so they could replace it; run chmod go-w on the directory"
        case .notDirectory(let kind): return "\(noun)\(path) is \(kind), not a directory"
        case .holdsOtherFiles(let example):
            return "\(noun)\(path) holds files Courier did not record (\(quoted(example))); choose an empty directory, or give --record-overwrite"
        case .tooLarge(let limit): return "\(noun)\(path) is larger than \(limit) bytes"
        case .secretTooLarge(let limit): return "\(noun)\(path) holds a secret larger than \(limit >> 10) KiB, more than any real password or token"
        case .notOfType(let type): return "\(noun)\(path) is not a \(type) \(reason.role == .clientKey ? "private key" : "certificate")"
        case .unusableForTLS(let curlCode, let text):
            return "\(noun)\(path) cannot be used (a certificate and its key, matching, and the right --pass): curl: (\(curlCode)) \(text)"
        }
    }

    static func message(for reason: ProxyReason) -> String {
        let shown = "proxy \(quoted(reason.url)) (from \(reason.source))"
        return switch reason.problem {
        case .spaceOrControl: "\(shown) has a space or control character"
        case .scheme(let scheme, let supported): "\(shown) has scheme \(quoted(scheme)); expected one of \(supported.joined(separator: ", "))"
        case .contradictory: "give either --proxy or --no-proxy, not both"
        }
    }
}

extension ErrorWording {
    /// The words for a mistake in the program's own declarations.
    package static func message(for problem: DescriptionProblem) -> String {
        switch problem {
        case .noEnvironment(let api): "the API \(quoted(api)) declares no environment"
        case .unknownDefaultEnvironment(let name, let known): "the default environment \(quoted(name)) is not one of: \(known.joined(separator: ", "))"
        case .duplicateEnvironment(let name): "environment \(quoted(name)) is declared twice"
        case .environmentLacksService(let environment, let service): "environment \(quoted(environment)) does not define service \(quoted(service)) (others do)"
        case .appBaseURLNotAbsolute(let url): "app base URL \(quotedURL(url)) is not an absolute http(s) URL"
        case .invalidProgramName(let name): "program name \(quoted(name)) is not a valid command name"
        case .envelopeKeysMissing: "an envelope must name its code, message and data keys"
        case .envelopeKeysNotDistinct: "the envelope's code, message and data keys must differ"
        case .noSuccessCode: "an envelope needs at least one success code"
        case .successCodeMapped(let code, let category):
            "envelope code \(JSONPrinter(layout: .compact).string(code)) is both a success code and mapped to \(category.rawValue)"
        case .duplicateGroup(let name): "command group \(quoted(name)) is declared twice or names a built-in command"
        case .duplicateAction(let group, let action): "action \(quoted(group + " " + action)) is declared twice"
        case .reservedOption(let command, let option): "action \(quoted(command)) declares \(option), which every command keeps for help"
        case .routeUnknownService(let command, let service, let defined):
            "\(quoted(command)) uses service \(quoted(service)), which no environment defines"
                + (defined.isEmpty ? "" : " (defined: \(defined.joined(separator: ", ")))")
        }
    }
}
