/// The part of Alamofire's `DownloadRequest` that routers name: where a download goes and how.
///
/// Courier does not move downloads into place: the body is printed (or written where `--output` says).
/// A router's destination closure is kept so the file compiles; it is never called.
public enum DownloadRequest {
    /// How the downloaded file is moved into place.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let createIntermediateDirectories = Options(rawValue: 1 << 0)
        public static let removePreviousFile = Options(rawValue: 1 << 1)
    }

    /// Where a download goes, given its temporary file and the response.
    public typealias Destination = @Sendable (_ temporaryURL: URL, _ response: HTTPURLResponse) -> (destinationURL: URL, options: Options)

    /// Alamofire's suggested destination: the response's suggested file name in `directory`.
    public static func suggestedDownloadDestination(for directory: FileManager.SearchPathDirectory = .documentDirectory,
                                                    in domain: FileManager.SearchPathDomainMask = .userDomainMask,
                                                    options: Options = []) -> Destination {
        { temporaryURL, response in
            let directoryURL = FileManager.default.urls(for: directory, in: domain).first ?? temporaryURL.deletingLastPathComponent()
            return (directoryURL.appendingPathComponent(response.suggestedFilename ?? temporaryURL.lastPathComponent), options)
        }
    }
}
