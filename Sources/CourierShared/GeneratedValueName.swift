/// The value names the generated code gives the options whose values Courier's placeholders must fill in their own
/// form: a `[String: Any]` or `[String: String]` case value becomes a repeatable `--params key=value` and a
/// `--params-json json`; a `URL` becomes `--link url`.
///
/// Here because the build tool writes them into the generated code and the CLI reads them back from the options'
/// declarations (``describe`` and `routes` build a route from placeholders, and `{params}` is no `key=value` pair).
package enum GeneratedValueName {
    /// A `key=value` pair of a dictionary option.
    package static let keyValue = "key=value"
    /// All of a dictionary as one JSON object.
    package static let json = "json"
    /// A `URL` value: its placeholder must be an absolute URL, or the generated code refuses it before the route is built.
    package static let url = "url"
}
