import CCurl
import Testing

/// The libcurl the tests are linked with is the one `make` links Courier with (its own HTTP(S)-only build of
/// Debian's source, .ci/libcurl.sh, or the system's): whichever it is, it must have what Courier's options rely on.
/// A configure line that left one out would otherwise show only as a call that fails on a user's machine.
struct LinkedLibcurlTests {
    @Test func linkedLibcurlHasEveryFeatureCourierUses() {
        // CURLVERSION_NOW is a macro Swift does not import; the fields read here are in every version of the struct.
        let info = curl_version_info(CURLVERSION_FOURTH).pointee
        let needed: [(String, Int32)] = [
            ("TLS (https, --cacert, --keylog)", CURL_VERSION_SSL),
            ("HTTPS proxies (--proxy https://…)", CURL_VERSION_HTTPS_PROXY),
            ("HTTP/2", CURL_VERSION_HTTP2),
            ("gzip (--compressed)", CURL_VERSION_LIBZ),
            ("brotli (--compressed)", CURL_VERSION_BROTLI),
            ("zstd (--compressed)", CURL_VERSION_ZSTD),
            ("IDN host names", CURL_VERSION_IDN),
        ]
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
