import CourierShared

/// What a target tells the scanner: which protocols make an enum a router, and the names it must not take.
public struct ScanConfiguration: Sendable {
    /// Protocol name → the adapter type that wraps a case into a Courier `Route` (`nil` for `Route` itself).
    /// A protocol declared in the sources that inherits one of these is a router protocol too.
    public var protocols: [String: String?]
    /// Option names no route option may take (Courier's reserved global options), without dashes. A route option named
    /// like any other global shadows it in its action.
    public var reservedOptions: Set<String>
    /// Top-level command names a group must not take.
    public var reservedGroups: Set<String>

    public init(protocols: [String: String?] = ScanConfiguration.builtInProtocols, reservedOptions: Set<String> = ScanConfiguration.courierReservedOptions,
                reservedGroups: Set<String> = ScanConfiguration.courierCommands)
    {
        self.protocols = protocols
        self.reservedOptions = reservedOptions
        self.reservedGroups = reservedGroups
    }

    /// Courier's `Route`, Moya's `TargetType`, Alamofire's `URLRequestConvertible`, with the compat modules' adapters.
    public static let builtInProtocols: [String: String?] = ["Route": nil, "TargetType": "MoyaRoute", "URLRequestConvertible": "AlamofireRoute"]

    /// The global options no route option may shadow (``GlobalOptionName/reserved``: `--help`, `--help-all`).
    public static let courierReservedOptions = Set(GlobalOptionName.reserved.map(\.rawValue))

    /// Courier's own top-level commands and `help` (``BuiltinCommandName``).
    public static let courierCommands = Set(BuiltinCommandName.allCases.map(\.rawValue))
}
