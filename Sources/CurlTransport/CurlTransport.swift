import CCurl
import CourierCore

/// ``Transport`` over libcurl's easy interface.
///
/// Each send gets an easy handle of its own (see ``EasyHandle`` for why); consecutive sends to the same
/// origin still share a kept-alive connection through one ``CurlShare``. Not for use from several threads at once.
package final class CurlTransport: Transport {
    private var share: CurlShare?

    package init() {}

    /// libcurl's version line, for `--version --verbose`.
    package static var libraryVersion: String { CurlRuntime.version }

    package func send(_ request: HTTPRequest, options: TransportOptions) -> Result<HTTPResponse, CourierError> {
        do throws(CourierError) {
            let share: CurlShare
            if let existing = self.share {
                share = existing
            } else {
                share = try CurlShare(connections: true)
                self.share = share
            }
            let handle = try EasyHandle(share: share)
            let transfer = try Transfer(request, options: options, on: handle)
            return transfer.result(handle.perform())
        } catch {
            return .failure(error)
        }
    }
}
