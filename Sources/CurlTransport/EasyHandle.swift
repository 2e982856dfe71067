import CCurl
import CourierCore

/// Owns one `CURL *` easy handle and frees it in `deinit`. Every setopt's `CURLcode` is checked.
///
/// Reusing the same handle for later transfers keeps its connection cache, so keep-alive works.
final class EasyHandle {
    let raw: UnsafeMutableRawPointer
    /// CURLOPT_ERRORBUFFER: curl writes a detailed message here when a transfer fails.
    let errorBuffer: UnsafeMutablePointer<CChar>

    init() throws(CourierError) {
        guard CurlRuntime.initialized, let handle = curl_easy_init() else {
            throw CourierError(.internal, "libcurl could not be initialised")
        }
        raw = handle
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    }

    deinit {
        curl_easy_cleanup(raw)
        errorBuffer.deallocate()
    }

    /// The limits of the last transfer when it was a plain GET: a next plain GET with the same limits
    /// may keep every option but its own URL, headers and callbacks (see `Transfer`).
    var plainOptions: TransportOptions?

    /// Clears options from the last transfer but keeps the connection cache.
    func reset() throws(CourierError) {
        curl_easy_reset(raw)
        plainOptions = nil
        clearError()
        try check(courier_easy_setopt_pointer(raw, CURLOPT_ERRORBUFFER, errorBuffer), CURLOPT_ERRORBUFFER)
    }

    /// Forgets the last failure's detailed message.
    func clearError() { errorBuffer[0] = 0 }

    func set(_ option: CURLoption, _ value: Int) throws(CourierError) {
        try check(courier_easy_setopt_long(raw, option, value), option)
    }

    func set(_ option: CURLoption, _ value: Bool) throws(CourierError) {
        try check(courier_easy_setopt_long(raw, option, value ? 1 : 0), option)
    }

    func set(_ option: CURLoption, offset value: Int) throws(CourierError) {
        try check(courier_easy_setopt_off_t(raw, option, value), option)
    }

    /// libcurl copies string options (since 7.17), so the Swift string may go away afterwards.
    func set(_ option: CURLoption, _ value: String) throws(CourierError) {
        try check(courier_easy_setopt_string(raw, option, value), option)
    }

    func set(_ option: CURLoption, pointer: UnsafeMutableRawPointer?) throws(CourierError) {
        try check(courier_easy_setopt_pointer(raw, option, pointer), option)
    }

    func set(_ option: CURLoption, list: HeaderList) throws(CourierError) {
        try check(courier_easy_setopt_slist(raw, option, list.head), option)
    }

    func set(_ option: CURLoption, callback: courier_data_callback) throws(CourierError) {
        try check(courier_easy_setopt_data_callback(raw, option, callback), option)
    }

    func setInterruptCallback() throws(CourierError) {
        try check(courier_easy_setopt_xferinfo(raw, courier_xferinfo_abort_on_interrupt), CURLOPT_XFERINFOFUNCTION)
    }

    func set(mime: MimeBody) throws(CourierError) {
        try check(courier_easy_setopt_mime(raw, mime.raw), CURLOPT_MIMEPOST)
    }

    func info(long info: CURLINFO) -> Int {
        var value = 0
        return courier_easy_getinfo_long(raw, info, &value) == CURLE_OK ? value : 0
    }

    /// A `*_TIME_T` timing (microseconds) in milliseconds.
    func info(milliseconds info: CURLINFO) -> Double {
        var value: curl_off_t = 0
        return courier_easy_getinfo_off_t(raw, info, &value) == CURLE_OK ? Double(value) / 1000 : 0
    }

    func info(string info: CURLINFO) -> String? {
        var value: UnsafePointer<CChar>?
        guard courier_easy_getinfo_string(raw, info, &value) == CURLE_OK, let value else { return nil }
        return String(cString: value)
    }

    /// Runs the transfer on this thread.
    func perform() -> CURLcode { curl_easy_perform(raw) }

    /// The detailed message of the last failure, or curl's generic one for `code`.
    func message(for code: CURLcode) -> String {
        let detail = String(cString: errorBuffer)
        return detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
    }

    private func check(_ code: CURLcode, _ option: CURLoption) throws(CourierError) {
        guard code != CURLE_OK else { return }
        throw CourierError(.internal, "libcurl refused option \(option.rawValue): \(String(cString: curl_easy_strerror(code)))",
                           curlCode: Int(code.rawValue))
    }
}
