import Arguments
import CourierClient

/// `--session-store` takes its value by name (``ArgumentValue``'s defaults for a `String` enum): the parser's concern,
/// declared here so the client's value knows nothing of argv.
extension SessionStoreKind: ArgumentValue {}
