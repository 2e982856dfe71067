/// The Courier library's value conversions the generated code calls (`CommandValue` in Sources/Courier), and
/// whether the generated line needs Foundation for its last step (`URL(string:)`, `Date(timeIntervalSince1970:)`,
/// `Data(…)`, `NSNull()`): then the generated file imports it.
enum GeneratedHelpers {
    static let namespace = "CommandValue"

    static let needsFoundation: [String: Bool] = [
        "required": false, "integer": false, "floating": false, "rawValue": false, "nonEmpty": false, "json": false,
        "stringParameters": false, "url": true, "data": true, "date": true, "parameters": true,
    ]
}
