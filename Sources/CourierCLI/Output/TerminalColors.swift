import CourierCore

/// The ANSI SGR palette for JSON on a terminal, like jq's defaults, with the HTTP status by class
/// (green 2xx, yellow 3xx, red otherwise). Only a terminal gets it (`--color`, `NO_COLOR`: Settings).
extension JSONColors {
    static let terminal = JSONColors(key: "\u{1B}[34;1m", string: "\u{1B}[32m", number: "\u{1B}[36m", literal: "\u{1B}[35m",
                                     reset: "\u{1B}[0m", success: "\u{1B}[32;1m", redirect: "\u{1B}[33;1m", failure: "\u{1B}[31;1m")
}
