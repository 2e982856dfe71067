import Arguments
import CourierClient

/// `--output` and `--color` take their values by name (``ArgumentValue``'s defaults for a `String` enum): the parser's
/// concern, declared here so the client's values know nothing of argv.
extension OutputMode: ArgumentValue {}

extension ColorMode: ArgumentValue {}
