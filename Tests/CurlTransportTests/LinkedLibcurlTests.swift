import CCurl
import CurlTransport
import Testing

/// The libcurl the tests are linked with is the one `make` links Courier with (its own HTTP(S)-only build of
/// Debian's source, .ci/libcurl.sh, or the system's): whichever it is, it must have what Courier's options rely on.
/// A configure line that left one out would otherwise show only as a call that fails on a user's machine.
struct LinkedLibcurlTests {
    /// What Debian's libcurl (and Courier's build of its source) has and Apple's does not: Courier asks for a coding only
    /// where it is there (`CurlRuntime.decodableCodings`), and an IDN host fails as `transport.dns` without it.
    #if os(Linux)
    static let debianOnly: [(String, Int32)] = [
        ("brotli (--compressed)", CURL_VERSION_BROTLI), ("zstd (--compressed)", CURL_VERSION_ZSTD), ("IDN host names", CURL_VERSION_IDN),
    ]
    #else
    static let debianOnly: [(String, Int32)] = []
    #endif

    /// `--keylog` is refused where libcurl's TLS library writes no keys (macOS's LibreSSL), instead of leaving an empty file.
    @Test(arguments: [("OpenSSL/3.0.17", true), ("BoringSSL", true), ("quictls/3.1.4", true), ("wolfSSL/5.6.0", true), ("GnuTLS/3.8.3", true),
                      ("LibreSSL/3.3.6", false), ("SecureTransport", false), ("", false), ("Schannel", false),
                      ("SecureTransport (LibreSSL/3.3.6)", false), ("(SecureTransport) LibreSSL/3.3.6", false),
                      ("(SecureTransport) OpenSSL/3.0.17", false), ("OpenSSL/3.0.17 (GnuTLS/3.8.3)", true)])
    func keyLogIsWrittenOnlyByTLSLibrariesThatWriteIt(tls: String, writes: Bool) {
        #expect(CurlRuntime.writesKeyLog(tls: tls) == writes)
    }

    /// Too large response headers, as 7.88 (Debian 12) and 8.x (macOS's 8.7.1) each say it.
    @Test func headersOverLibcurlsLimitAreKnownInEveryVersionsWords() {
        #expect(CurlErrorMapping.isHeaderOverLimit(CURLE_OUT_OF_MEMORY, message: "Out of memory"))
        #expect(CurlErrorMapping.isHeaderOverLimit(CURLcode(rawValue: 100), message: "A value or data field grew larger than allowed"))
        #expect(CurlErrorMapping.isHeaderOverLimit(CURLE_RECV_ERROR, message: "Too large response headers: 307201 > 307200"))
        #expect(!CurlErrorMapping.isHeaderOverLimit(CURLE_RECV_ERROR, message: "Connection reset by peer"))
        #expect(!CurlErrorMapping.isHeaderOverLimit(CURLE_COULDNT_CONNECT, message: "Couldn't connect to server"))
    }

    @Test func theLinkedTLSLibraryIsNamed() {
        #if os(Linux)
        #expect(CurlRuntime.tlsLibrary.hasPrefix("OpenSSL/"), "\(CurlRuntime.version)")
        #else
        #expect(!CurlRuntime.tlsLibrary.isEmpty, "\(CurlRuntime.version)")
        #endif
    }
    @Test func linkedLibcurlHasEveryFeatureCourierUses() {
        // CURLVERSION_NOW is a macro Swift does not import; the fields read here are in every version of the struct.
        let info = curl_version_info(CURLVERSION_FOURTH).pointee
        let needed: [(String, Int32)] = [
            ("TLS (https, --cacert, --keylog)", CURL_VERSION_SSL),
            ("HTTPS proxies (--proxy https://…)", CURL_VERSION_HTTPS_PROXY),
            ("HTTP/2", CURL_VERSION_HTTP2),
            ("gzip (--compressed)", CURL_VERSION_LIBZ),
        ] + Self.debianOnly
        for (feature, bit) in needed {
            #expect(info.features & bit != 0, "the linked libcurl lacks \(feature)")
        }
        var protocols: Set<String> = []
        var index = 0
        while let name = info.protocols?[index] {
            protocols.insert(String(cString: name))
            index += 1
        }
        #expect(protocols.isSuperset(of: ["http", "https"]))
    }
}
