/// Moya 15's logger configuration: a formatter, an output and the parts to log.
extension NetworkLoggerPlugin {
    public struct Configuration {
        /// Where log entries go: given the target and the entries of one request or response.
        public typealias OutputType = (_ target: TargetType, _ items: [String]) -> Void

        // Variables, as in Moya 15: a provider's setup may change one after `init`.
        public var formatter: Formatter
        public var output: OutputType
        public var logOptions: LogOptions

        /// - Parameters:
        ///   - formatter: Default: Moya's `Moya_Logger: [date] Identifier: message` entries.
        ///   - output: Default: ``defaultOutput(target:items:)``, standard error.
        ///   - logOptions: Default: ``LogOptions/default``, method and headers.
        public init(formatter: Formatter = Formatter(), output: @escaping OutputType = defaultOutput, logOptions: LogOptions = .default) {
            self.formatter = formatter
            self.output = output
            self.logOptions = logOptions
        }

        /// One line per entry on standard error (Moya prints to standard output, which is Courier's result document).
        public static func defaultOutput(target: TargetType, items: [String]) {
            for item in items { FileHandle.standardError.write(Data((item + "\n").utf8)) }
        }
    }
}

extension NetworkLoggerPlugin.Configuration {
    /// The parts of requests and responses to log.
    public struct LogOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let requestMethod = LogOptions(rawValue: 1 << 0)
        public static let requestBody = LogOptions(rawValue: 1 << 1)
        public static let requestHeaders = LogOptions(rawValue: 1 << 2)
        /// The request as one `curl` command instead of its parts.
        public static let formatRequestAscURL = LogOptions(rawValue: 1 << 3)
        public static let successResponseBody = LogOptions(rawValue: 1 << 4)
        public static let errorResponseBody = LogOptions(rawValue: 1 << 5)

        /// Method and headers.
        public static let `default`: LogOptions = [requestMethod, requestHeaders]
        /// Everything but the `curl` form.
        public static let verbose: LogOptions = [requestMethod, requestHeaders, requestBody, successResponseBody, errorResponseBody]
    }

    /// How entries and bodies are turned into text.
    public struct Formatter {
        public typealias DataFormatterType = (Data) -> String
        public typealias EntryFormatterType = (_ identifier: String, _ message: String, _ target: TargetType) -> String

        public var entry: EntryFormatterType
        public var requestData: DataFormatterType
        public var responseData: DataFormatterType

        public init(entry: @escaping EntryFormatterType = defaultEntryFormatter, requestData: @escaping DataFormatterType = defaultDataFormatter,
                    responseData: @escaping DataFormatterType = defaultDataFormatter) {
            self.entry = entry
            self.requestData = requestData
            self.responseData = responseData
        }

        /// UTF-8 text, or Moya's `## Cannot map data to String ##`.
        public static func defaultDataFormatter(_ data: Data) -> String {
            String(data: data, encoding: .utf8) ?? "## Cannot map data to String ##"
        }

        /// `Moya_Logger: [2026-12-01T23:00:00Z] Request: https://…`
        public static func defaultEntryFormatter(identifier: String, message: String, target: TargetType) -> String {
            "Moya_Logger: [\(ISO8601DateFormatter().string(from: Date()))] \(identifier): \(message)"
        }
    }
}
