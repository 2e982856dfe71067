/// Words for the stages of a call: building the request, the transfer, redirects, judging the response.
extension ErrorWording {
    static func message(for reason: RequestReason) -> String {
        switch reason {
        case .method(let method): "method \(quoted(method)) is not an HTTP token"
        case .pathValue(let part, let value):
            {
                let what = switch part {
                case .segment: "a path segment"
                case .value: "a path value"
                case .parameter(let name): "path parameter {\(name)}"
                }
                return "\(what) is \(value.isEmpty ? "empty" : quoted(value)), which would change the path"
            }()
        case .notAbsoluteURL(let url): "the route built \(quotedURL(url)), which is not an absolute http(s) URL"
        case .controlCharacterInURL(let url): "the route built a URL with a control character: \(quotedURL(url))"
        case .encodedControlCharacter(let byte, let url):
            "the route built a URL with an encoded control character (0x\(String(byte, radix: 16))): \(quotedURL(url))"
        case .dotSegment(let segment, let url): "the route built a \(quoted(segment)) segment, which would leave its path: \(quotedURL(url))"
        case .emptySegment(let url): "the route built an empty path segment (a value was empty?): \(quotedURL(url))"
        case .headerName(let name): "header name \(quoted(name)) is not an HTTP token"
        case .headerValue(let name): "header \(quoted(name)) has a control character (CR, LF, NUL…) in its value"
        case .controlCharacterInBodyHeader(let part):
            {
                let what = switch part {
                case .bodyContentType: "the body's content type"
                case .fieldName(let name): "the name of multipart field \(quoted(name))"
                case .fileName(let name): "the name of multipart file part \(quoted(name))"
                case .filename(let filename, let name): "the filename \(quoted(filename)) of part \(quoted(name))"
                case .contentType(let type, let name): "the content type \(quoted(type)) of part \(quoted(name))"
                }
                return "\(what) has a control character (CR, LF, NUL…); it would change the part's headers"
            }()
        case .streamPart(let name): "multipart part \(quoted(name)) is a stream, which Courier cannot send; use .data or .file"
        case .unreadableUploadFile(let path): "cannot read the upload file \(quoted(path))"
        case .routerFailed(let error): "the router could not build its request: \(error)"
        case .routerError(let error): error
        case .noURL: "the router built a request without a URL"
        case .bodyStream: "the router's request has a body stream, which Courier does not send; use httpBody"
        }
    }

    static func message(for reason: TransportReason) -> String {
        switch reason {
        case .curl(let code, let text, _): "curl: (\(code)) \(text)"
        case .headerOverLimit(let code, let text): "curl: (\(code)) \(text): libcurl reports a response header over its 100 KB limit this way"
        case .requestHeaderOverLimit(let code, let text):
            "curl: (\(code)) \(text): libcurl reports the request's own headers over its limit this way, before anything was answered"
        case .malformedResponse(let problem, _): "malformed response: \(problem)"
        case .bodyOverLimit(let bytes, _): "response body is larger than the \(bytes)-byte limit"
        case .closedInHeaders: "connection closed in the middle of the response headers"
        case .undecodableEncoding(let coding, let decodable, let code):
            "curl: (\(code)) the response is \(quoted(coding))-encoded, which this libcurl cannot decode (it decodes "
                + (decodable.isEmpty ? "none" : decodable.joined(separator: ", ")) + "); the request's own Accept-Encoding should not ask for it"
        case .file(let file, _): message(for: file)
        }
    }

    static func message(for reason: RedirectReason) -> String {
        switch reason {
        case .tooMany(let max, let last): "more than \(max) redirects (last to \(Redaction.printable(Redaction.redactingPassword(last))))"
        case .unsupportedScheme(let location): "refused redirect to \(quotedURL(location)): only http and https URLs are followed"
        case .httpsToHTTP(let origin): "refused redirect from https to http (\(Redaction.printable(origin)))"
        case .refusedHop(let url, let inner): "refused redirect to \(quotedURL(url)): \(message(for: inner))"
        case .credentialOffOrigin(let origin):
            "refused redirect to another origin (\(Redaction.printable(origin))): a login or session refresh carries its credentials only to its own origin"
        }
    }

    static func message(for reason: ResponseReason) -> String {
        switch reason {
        case .status(let status, let phrase, let serverMessage, let location, _):
            {
                var message = "HTTP \(status)"
                if !phrase.isEmpty { message += " \(phrase)" }
                if let serverMessage, !serverMessage.isEmpty { message += ": \(serverMessage)" }
                if ErrorCategory.forStatus(status) == .httpRedirect, let location { message += " → \(Redaction.redactingPassword(location))" }
                return message
            }()
        case .notJSON(let contentType, let model):
            "response body is not JSON" + (contentType.map { " (Content-Type: \($0))" } ?? "") + (model.map { ", but the route expects \($0)" } ?? "")
        case .envelopeMissingKey(let key): "response envelope has no '\(key)' key"
        case .envelopeNotObject(let kind): "response envelope is a JSON \(kind), not an object"
        case .emptyBody(let model):
            "response body is empty, but the route expects " + (model.map { "\($0)" } ?? "an envelope")
                + " (a route that answers with nothing declares `.nothing` as its contract)"
        case .envelopeCode(let code, let text, _):
            "envelope code \(JSONPrinter(layout: .compact).string(code))" + (text.map { $0.isEmpty ? "" : ": \($0)" } ?? "")
        case .model(let violation, let model): "\(violation) (model \(model))"
        case .processed(let text, _): "a provider plugin's process failed the call: \(Redaction.printable(text))"
        }
    }

    static func message(for reason: InternalReason) -> String {
        switch reason {
        case .curlUnavailable: "libcurl could not be initialised"
        case .shareUnavailable: "libcurl could not make a share handle"
        case .curlRefused(let step, let text, _):
            switch step {
            case .option(let option): "libcurl refused option \(option): \(text)"
            case .body: "libcurl refused the request body: \(text)"
            case .multi: "libcurl multi: \(text)"
            case .share: "libcurl share: \(text)"
            case .mimeInit: "curl_mime_init failed"
            case .mimePart: "curl_mime_addpart failed"
            case .multipart(let what): "multipart \(what): \(text)"
            }
        case .headerListMemory: "out of memory building the header list"
        case .noTransfers: "no transfers"
        case .outputUnwritable(let problem): "cannot write the output: \(problem)"
        case .inputUnreadable(let problem): "cannot read standard input: \(problem)"
        case .threadUnavailable(let problem): "cannot start a thread for the call: \(problem)"
        }
    }
}
