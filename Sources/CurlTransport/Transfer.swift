import CourierPlatform
import CCurl
import CourierCore

/// One request set up on an easy handle, and what its callbacks collect.
///
/// It owns everything libcurl only points at during the transfer (header list, multipart body,
/// callback state), so it must live until the transfer ends. The blocking ``CurlTransport`` and the
/// concurrent ``CurlMulti`` both set up and judge transfers here, so they behave the same.
final class Transfer {
    let handle: EasyHandle
    let request: HTTPRequest
    let options: TransportOptions
    private let headerList: HeaderList
    private let mime: MimeBody?
    private let state: TransferState

    /// - Parameter headerLists: where a list equal to the last transfer's is found again (``CurlMulti``); nil builds one.
    init(_ request: HTTPRequest, options: TransportOptions, on handle: EasyHandle, headerLists: HeaderListCache? = nil) throws(CourierError) {
        self.handle = handle
        self.request = request
        self.options = options
        // libcurl decodes only when asked to, and keeps a router's own Accept-Encoding as it is (a custom header
        // replaces its own); the decoded size is capped as `--compressed`'s is.
        let decodes = options.decodesReply(to: request)
        let plain = request.method == .get && request.body == .none
        if try !handle.keeps(options, decoding: decodes, plain: plain) {
            try Self.configure(options, decoding: decodes, on: handle)
            if plain { handle.kept = EasyHandle.Setup(options: options, decoding: decodes) }
        }
        if let path = options.downloadPath { try DownloadFile.checkTarget(path) }
        try handle.set(CURLOPT_URL, request.url)
        if let proxies = options.proxies {
            // Chosen for this URL (each redirect hop is a transfer of its own) and set explicitly, even "" for
            // direct, with no `no_proxy` left to libcurl: it reads no proxy variable the output did not show.
            try handle.set(CURLOPT_PROXY, proxies.proxy(for: request.url).url ?? "")
            try handle.set(CURLOPT_NOPROXY, "")
        }

        // What goes out is the request's headers and its body's type, no more. libcurl adds `Expect: 100-continue`
        // to large bodies (a round trip we never want) and `Accept: */*` to a request without Accept (one
        // `-H 'Accept:'` removed); a `Name:` line stops each, as curl's own `-H 'Name:'` does.
        var extra: [String] = []
        extra.reserveCapacity(4)  // at most four lines below: one allocation, where a literal of one grew at once
        extra.append("Expect:")
        if !request.headers.contains("Accept") { extra.append("Accept:") }
        // A POST without a body still gets libcurl's `Content-Type: application/x-www-form-urlencoded`.
        if request.body.contentType == nil, !request.headers.contains("Content-Type") { extra.append("Content-Type:") }
        if let type = request.body.contentType, !request.headers.contains("Content-Type"), !Self.isMultipart(request.body) {
            extra.append("Content-Type: \(type)")
        }
        if let headerLists {
            headerList = try headerLists.list(request.headers, extra: extra)
        } else {
            headerList = try HeaderList(request.headers, extra: extra)
        }
        try handle.set(CURLOPT_HTTPHEADER, list: headerList)

        mime = try Self.configureBody(request, on: handle)

        state = TransferState(maxBodyBytes: options.maxBodyBytes, downloadPath: options.downloadPath,
                              capsDecodedDownload: decodes)
        let user = Unmanaged.passUnretained(state).toOpaque()
        try handle.set(CURLOPT_HEADERFUNCTION, callback: TransferCallbacks.header)
        try handle.set(CURLOPT_HEADERDATA, pointer: user)
        try handle.set(CURLOPT_WRITEFUNCTION, callback: TransferCallbacks.write)
        try handle.set(CURLOPT_WRITEDATA, pointer: user)
    }

    /// The options every transfer sets, from its limits; `decoding` asks libcurl to decode a compressed reply.
    private static func configure(_ options: TransportOptions, decoding: Bool, on handle: EasyHandle) throws(CourierError) {
        try handle.set(CURLOPT_PROTOCOLS_STR, "http,https")
        try handle.set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        try handle.set(CURLOPT_NOSIGNAL, true)
        // The progress callback (a C function in the shim) aborts the transfer once SIGINT or SIGTERM arrived.
        try handle.set(CURLOPT_NOPROGRESS, false)
        try handle.setInterruptCallback()
        try handle.set(CURLOPT_CONNECTTIMEOUT_MS, milliseconds(options.connectTimeout))
        try handle.set(CURLOPT_TIMEOUT_MS, milliseconds(options.totalTimeout))
        try handle.set(CURLOPT_LOW_SPEED_LIMIT, options.lowSpeedLimit)
        try handle.set(CURLOPT_LOW_SPEED_TIME, options.lowSpeedTime)
        // Redirects are followed by the pipeline (RedirectPolicy), never by libcurl: FOLLOWLOCATION keeps its default, off.
        if let path = options.caCertificatePath { try handle.set(CURLOPT_CAINFO, path) }
        if let client = options.clientCertificate {
            try handle.set(CURLOPT_SSLCERT, client.certificatePath)
            if let type = client.certificateType { try handle.set(CURLOPT_SSLCERTTYPE, type) }
            if let path = client.keyPath { try handle.set(CURLOPT_SSLKEY, path) }
            if let type = client.keyType { try handle.set(CURLOPT_SSLKEYTYPE, type) }
            if let passphrase = client.passphrase { try handle.set(CURLOPT_KEYPASSWD, passphrase) }
        }
        if decoding { try handle.set(CURLOPT_ACCEPT_ENCODING, "") }
        if options.insecure {
            try handle.set(CURLOPT_SSL_VERIFYPEER, false)
            try handle.set(CURLOPT_SSL_VERIFYHOST, 0)
        }
    }

    /// The response, or the failure, once libcurl ended the transfer with `code`.
    func result(_ code: CURLcode) -> Result<HTTPResponse, CourierError> {
        let failure = self.failure(code)
        let download = state.finishDownload(success: failure == nil)
        if let failure { return .failure(failure) }
        if case .failure(let error) = download { return .failure(error) }
        return .success(HTTPResponse(
            status: handle.info(long: CURLINFO_RESPONSE_CODE),
            reason: state.reason,
            httpVersion: Self.versionName(handle.info(long: CURLINFO_HTTP_VERSION)),
            headers: state.headers,
            body: state.body,
            effectiveURL: handle.info(string: CURLINFO_EFFECTIVE_URL) ?? request.url,
            timings: Timings(
                dns: handle.info(milliseconds: CURLINFO_NAMELOOKUP_TIME_T),
                connect: handle.info(milliseconds: CURLINFO_CONNECT_TIME_T),
                tls: handle.info(milliseconds: CURLINFO_APPCONNECT_TIME_T),
                firstByte: handle.info(milliseconds: CURLINFO_STARTTRANSFER_TIME_T),
                total: handle.info(milliseconds: CURLINFO_TOTAL_TIME_T)),
            download: try? download?.get()))
    }

    /// Why the transfer failed, most specific reason first; nil when it did not.
    private func failure(_ code: CURLcode) -> CourierError? {
        let curlCode = Int(code.rawValue)
        if let problem = state.headerProblem {
            return .transport(.malformedResponse(problem, curlCode: curlCode))
        }
        if let problem = mime?.uploadProblem {
            return .transport(.file(problem, curlCode: curlCode))
        }
        guard code == CURLE_OK else {
            if code == CURLE_BAD_CONTENT_ENCODING, let coding = state.headers["Content-Encoding"] {
                return .transport(.undecodableEncoding(coding: coding, decodable: CurlRuntime.decodableCodings, curlCode: curlCode))
            }
            if CurlErrorMapping.isHeaderOverLimit(code, message: handle.message(for: code)) {
                // The same codes say the request was too large to build: without a status line, it was the request's.
                if !state.sawStatusLine { return .transport(.requestHeaderOverLimit(code: curlCode, text: handle.message(for: code))) }
                return .transport(.headerOverLimit(code: curlCode, text: handle.message(for: code)))
            }
            if let problem = state.downloadError { return .transport(.file(problem, curlCode: curlCode)) }
            if state.exceededCap {
                return .transport(.bodyOverLimit(bytes: options.maxBodyBytes, curlCode: curlCode))
            }
            if code == CURLE_ABORTED_BY_CALLBACK, Interrupts.arrived || Cancellation.currentIsCancelled {
                return .interrupted(curlCode: curlCode)
            }
            if code == CURLE_SSL_CERTPROBLEM, let client = options.clientCertificate {
                // Our own certificate, key or passphrase, refused by the TLS library before any request went out:
                // the user's files, a config error (exit 2) like an unreadable --cacert, not the server's fault.
                return .file(FileReason(.clientCertificate, client.certificatePath, .unusableForTLS(curlCode: curlCode, text: handle.message(for: code))))
            }
            if code == CURLE_BAD_FUNCTION_ARGUMENT {
                // Options are checked as they are set, so from a transfer this is libcurl refusing a header line.
                let first = state.sawStatusLine && state.headers.count == 0 && !state.headersComplete
                let problem = first ? HeaderBlock.leadingWhitespace : "a header line libcurl refused (curl: (43))"
                return .transport(.malformedResponse(problem, curlCode: curlCode))
            }
            return .transport(.curl(code: curlCode, text: handle.message(for: code), category: CurlErrorMapping.category(for: code)))
        }
        guard state.headersComplete || request.method == .head && state.status > 0 else {
            return .transport(.closedInHeaders)
        }
        return nil
    }

    /// Sets method and body; returns the multipart body, which must live until the transfer ends.
    private static func configureBody(_ request: HTTPRequest, on handle: EasyHandle) throws(CourierError) -> MimeBody? {
        let bytes: [UInt8]?
        switch request.body {
        case .none: bytes = nil
        case .json(let json):
            var out: [UInt8] = []
            JSONPrinter(layout: .compact).write(json, into: &out)
            bytes = out
        case .form(let items): bytes = Array(items.percentEncoded.utf8)
        case .raw(let raw, _): bytes = raw
        case .multipart(let parts):
            let mime = try MimeBody(parts: parts, handle: handle)
            try handle.set(mime: mime)
            try setMethod(request.method, on: handle)
            return mime
        }
        if request.method == .head {
            try handle.set(CURLOPT_NOBODY, true)
        } else if let bytes {
            try handle.set(CURLOPT_POSTFIELDSIZE_LARGE, offset: bytes.count)
            // COPYPOSTFIELDS copies the bytes, so the array may go away afterwards.
            var copy = bytes
            copy.append(0)  // never an empty buffer, and NUL-terminated for curl's strdup path.
            let code = copy.withUnsafeMutableBytes { courier_easy_setopt_pointer(handle.raw, CURLOPT_COPYPOSTFIELDS, $0.baseAddress) }
            guard code == CURLE_OK else {
                throw .internal(.curlRefused(.body, text: String(cString: curl_easy_strerror(code)), curlCode: nil))
            }
        } else if request.method != .get {
            // POST/PUT/PATCH/DELETE without a body still send `Content-Length: 0`.
            if [HTTPMethod.post, .put, .patch].contains(request.method) {
                try handle.set(CURLOPT_POSTFIELDSIZE_LARGE, offset: 0)
                try handle.set(CURLOPT_COPYPOSTFIELDS, "")
            }
        }
        try setMethod(request.method, on: handle)
        return nil
    }

    private static func setMethod(_ method: HTTPMethod, on handle: EasyHandle) throws(CourierError) {
        guard method != .get, method != .head else { return }
        try handle.set(CURLOPT_CUSTOMREQUEST, method.rawValue)
    }

    private static func isMultipart(_ body: RequestBody) -> Bool {
        if case .multipart = body { return true }
        return false
    }

    static func milliseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 1 }
        return Int(min(seconds, 86_400) * 1000)
    }

    static func versionName(_ version: Int) -> String {
        switch version {
        case 1: "HTTP/1.0"
        case 2: "HTTP/1.1"
        case 3: "HTTP/2"
        case 30: "HTTP/3"
        default: "HTTP"
        }
    }
}
