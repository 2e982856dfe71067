import CCurl
import CourierCore

/// ``Transport`` over libcurl's easy interface.
///
/// One instance reuses one easy handle, so consecutive sends to the same origin share a
/// kept-alive connection. Not for use from several threads at once.
public final class CurlTransport: Transport {
    private var handle: EasyHandle?

    public init() {}

    /// libcurl's version line, for `--version --verbose`.
    public static var libraryVersion: String { CurlRuntime.version }

    public func send(_ request: HTTPRequest, options: TransportOptions) -> Result<HTTPResponse, CourierError> {
        do throws(CourierError) {
            let handle: EasyHandle
            if let existing = self.handle {
                handle = existing
            } else {
                handle = try EasyHandle()
                self.handle = handle
            }
            let transfer = try Transfer(request, options: options, on: handle)
            return transfer.result(handle.perform())
        } catch {
            return .failure(error)
        }
    }
}
