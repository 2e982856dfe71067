import CurlTransport

/// Alamofire 5's session default headers, for routers that put them on their own requests
/// (`HTTPHeaders.default`, Alamofire 4's `SessionManager.defaultHTTPHeaders`): what the app sends, Courier sends.
///
/// A router that does not name them gets none of them, as its `URLRequest` has none: Courier sends its own
/// `User-Agent` then. Alamofire builds the values from the running process; so does this, with the CLI as the process.
extension HTTPHeaders {
    /// `Accept-Encoding`, `Accept-Language` and `User-Agent`, in Alamofire's order.
    public static let `default`: HTTPHeaders = [.defaultAcceptEncoding, .defaultAcceptLanguage, .defaultUserAgent]
}

extension HTTPHeader {
    /// `br;q=1.0, gzip;q=0.9, deflate;q=0.8`: the encodings Alamofire 5 accepts on current platforms, less those the
    /// linked libcurl cannot decode (Apple's has no brotli: `gzip;q=1.0, deflate;q=0.9` there, as Alamofire lists
    /// them where `br` is unavailable), so no reply can arrive in a coding Courier cannot read.
    public static let defaultAcceptEncoding = acceptEncoding(defaultAcceptEncodingValue(decodable: CurlRuntime.decodableCodings))

    /// Alamofire's `br, gzip, deflate`, less what is not `decodable`, quality-encoded.
    package static func defaultAcceptEncodingValue(decodable: [String]) -> String {
        qualityEncoded(["br", "gzip", "deflate"].filter(decodable.contains))
    }

    /// Up to six of the process's preferred languages, quality-encoded (`en-US;q=1.0, en;q=0.9`).
    public static let defaultAcceptLanguage = acceptLanguage(qualityEncoded(Array(Locale.preferredLanguages.prefix(6))))

    /// `<executable>/<version> (<bundle>; build:<build>; <OS> <version>) Alamofire/5.10.2`, with Alamofire's
    /// `Unknown` for what a command-line process has no bundle entry for.
    public static let defaultUserAgent: HTTPHeader = {
        let info = Bundle.main.infoDictionary ?? [:]
        let executable = info["CFBundleExecutable"] as? String ?? ProcessInfo.processInfo.processName
        let bundle = info["CFBundleIdentifier"] as? String ?? "Unknown"
        let version = info["CFBundleShortVersionString"] as? String ?? "Unknown"
        let build = info["CFBundleVersion"] as? String ?? "Unknown"
        let os = ProcessInfo.processInfo.operatingSystemVersion
        let osName = "\(platformName) \(os.majorVersion).\(os.minorVersion).\(os.patchVersion)"
        return userAgent("\(executable)/\(version) (\(bundle); build:\(build); \(osName)) Alamofire/5.10.2")
    }()

    static var platformName: String {
        #if os(Linux)
        "Linux"
        #elseif os(macOS)
        "macOS"
        #elseif os(iOS)
        "iOS"
        #else
        "Unknown"
        #endif
    }

    /// `a;q=1.0, b;q=0.9, …`: Alamofire's quality encoding, one tenth less per place.
    static func qualityEncoded(_ values: [String]) -> String {
        values.enumerated().map { index, value in
            let quality = 1.0 - Double(index) * 0.1
            return "\(value);q=\(quality == 1 ? "1.0" : String(format: "%.1f", quality))"
        }.joined(separator: ", ")
    }
}
