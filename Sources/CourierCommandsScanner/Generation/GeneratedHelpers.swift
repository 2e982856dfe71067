/// Conversions the generated code needs that the command DSL does not offer yet, emitted into the generated file
/// only when used. Each should move into the Courier library (then the generator calls it there instead).
enum GeneratedHelpers {
    struct Helper {
        var code: String
        var needsFoundation: Bool
    }

    static let header = """
        /// Value conversions for the generated commands (what the command DSL does not offer yet).
        fileprivate enum GeneratedValue {
            enum Site {
                case option(OptionDeclaration)
                case positional(Positional)
            }

            static func invalid(_ site: Site, _ raw: String, _ expected: String) -> ParseError {
                switch site {
                case .option(let option): ParseError(.invalidValue(option, raw, expected: expected))
                case .positional(let positional): ParseError(.invalidPositional(positional, raw, expected: expected))
                }
            }
        """

    static let all: [String: Helper] = [
        "required": Helper(code: """
                static func required(_ values: ParsedValues, _ positional: Positional) throws(ParseError) -> String {
                    guard let raw = values.positional(positional.name) else { throw ParseError(.missingPositional(positional)) }
                    return raw
                }
            """, needsFoundation: false),
        "integer": Helper(code: """
                static func integer<T: FixedWidthInteger>(_ type: T.Type, _ raw: String, _ site: Site) throws(ParseError) -> T {
                    guard let value = T(raw) else { throw invalid(site, raw, "an integer from \\(T.min) to \\(T.max)") }
                    return value
                }
            """, needsFoundation: false),
        "floating": Helper(code: """
                static func floating<T: BinaryFloatingPoint>(_ type: T.Type, _ raw: String, _ site: Site) throws(ParseError) -> T {
                    guard let value = Double(raw), value.isFinite else { throw invalid(site, raw, "a number") }
                    return T(value)
                }
            """, needsFoundation: false),
        "rawValue": Helper(code: """
                static func rawValue<T: RawRepresentable>(_ type: T.Type, _ raw: String, _ site: Site) throws(ParseError) -> T where T.RawValue == String {
                    guard let value = T(rawValue: raw) else { throw invalid(site, raw, "a \\(T.self)") }
                    return value
                }

                static func rawValue<T: RawRepresentable>(_ type: T.Type, _ raw: String, _ site: Site) throws(ParseError) -> T where T.RawValue: FixedWidthInteger {
                    guard let number = T.RawValue(raw), let value = T(rawValue: number) else { throw invalid(site, raw, "a \\(T.self)") }
                    return value
                }
            """, needsFoundation: false),
        "nonEmpty": Helper(code: """
                static func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
            """, needsFoundation: false),
        "url": Helper(code: """
                static func url(_ raw: String, _ site: Site) throws(ParseError) -> URL {
                    guard let url = URL(string: raw), url.scheme != nil else { throw invalid(site, raw, "an absolute URL") }
                    return url
                }
            """, needsFoundation: true),
        "data": Helper(code: """
                /// The value's bytes (`@file` and `-` are read as text by the parser today).
                static func data(_ raw: String) -> Data { Data(raw.utf8) }
            """, needsFoundation: true),
        "date": Helper(code: """
                static func date(_ raw: String, _ site: Site) throws(ParseError) -> Date {
                    guard let date = try? Date(raw, strategy: .iso8601) else { throw invalid(site, raw, "an ISO 8601 date such as 2026-11-01T10:00:00Z") }
                    return date
                }
            """, needsFoundation: true),
        "json": Helper(code: """
                static func json<T: Decodable>(_ type: T.Type, _ raw: String, _ site: Site) throws(ParseError) -> T {
                    do {
                        return try JSONDecoder().decode(T.self, from: Data(raw.utf8))
                    } catch {
                        throw invalid(site, raw, "a JSON value for \\(T.self) (\\(error))")
                    }
                }
            """, needsFoundation: true),
        "parameters": Helper(code: """
                /// `key=value` pairs (a value read as JSON when it parses, else as a string) over a `--NAME-json` object.
                static func parameters(_ pairs: [String], json: String?, _ site: Site) throws(ParseError) -> [String: Any] {
                    var result: [String: Any] = [:]
                    if let json {
                        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
                            throw invalid(site, json, "a JSON object")
                        }
                        result = object
                    }
                    for pair in pairs {
                        guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else { throw invalid(site, pair, "a key=value pair") }
                        let text = String(pair[pair.index(after: equals)...])
                        result[String(pair[..<equals])] = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) ?? text
                    }
                    return result
                }

                /// `key=value` pairs taken as text, over a `--NAME-json` object of strings.
                static func stringParameters(_ pairs: [String], json: String?, _ site: Site) throws(ParseError) -> [String: String] {
                    var result: [String: String] = [:]
                    if let json {
                        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String] else {
                            throw invalid(site, json, "a JSON object of strings")
                        }
                        result = object
                    }
                    for pair in pairs {
                        guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else { throw invalid(site, pair, "a key=value pair") }
                        result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
                    }
                    return result
                }
            """, needsFoundation: true),
    ]
}
