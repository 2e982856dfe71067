import CourierCore

/// What a call prints on stdout (`--output`).
package enum OutputMode: String, CaseIterable {
    /// `--output` when not given: help prints it from here.
    package static let `default` = OutputMode.full

    /// The whole document (docs/Usage.md, "The output document"), pretty. The default.
    case full
    /// The server's envelope object.
    case envelope
    /// The envelope's `data`.
    case data
    /// The body's bytes exactly as received.
    case body
    /// The response headers as a JSON object.
    case headers
    /// The final HTTP status number.
    case status
    /// The whole document on one line.
    case compact
    /// One JSON document per line: per case for `courier smoke`, the compact document for a single call.
    case ndjson
}

/// When to color JSON (`--color`).
package enum ColorMode: String, CaseIterable {
    case auto, always, never

    /// `--color` when not given: help prints it from here.
    package static let `default` = ColorMode.auto
}
