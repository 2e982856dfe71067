import Arguments
import CourierCore

/// Turns a command line's text into the associated values of a route's case: what the code the
/// `CourierCommands` plugin generates calls (docs/Commands.md, "Types"), public so a hand-written
/// `endpoint(…)` can use the same rules.
///
/// Every conversion throws a ``ParseError`` naming the option or positional it read (a usage error, exit 2,
/// nothing sent). Courier itself does not use Foundation, so the conversions to Foundation's types take the
/// last step as a closure the generated file writes (`{ URL(string: $0) }`, `{ Date(timeIntervalSince1970: $0) }`).
public enum CommandValue {
    /// Where a value came from, for the message of a bad one.
    public enum Site: Sendable {
        /// An option, e.g. `--at`.
        case option(OptionDeclaration)
        /// A positional argument, e.g. `ID`.
        case positional(Positional)
    }

    /// The usage error for `raw` at `site`: `--at expects an ISO 8601 date …, got 'yesterday'.`
    public static func invalid(_ site: Site, _ raw: String, _ expected: String) -> ParseError {
        switch site {
        case .option(let option): ParseError(.invalidValue(option, raw, expected: expected))
        case .positional(let positional): ParseError(.invalidPositional(positional, raw, expected: expected))
        }
    }

    /// A required positional's text.
    /// - Throws: a missing-positional ``ParseError`` when the command line has none.
    public static func required(_ values: ParsedValues, _ positional: Positional) throws(ParseError) -> String {
        guard let raw = values.positional(positional.name) else { throw ParseError(.missingPositional(positional)) }
        return raw
    }

    /// An integer of type `T`, refused outside `T.min...T.max` (a positional's `UInt8` takes 0…255).
    public static func integer<T: FixedWidthInteger>(_ type: T.Type, _ raw: String, _ site: Site) throws(ParseError) -> T {
        guard let value = T(raw) else { throw invalid(site, raw, "an integer from \(T.min) to \(T.max)") }
        return value
    }

    /// A finite number as `T` (`Double`, `Float`): `nan` and `inf` are refused.
    public static func floating<T: BinaryFloatingPoint>(_ type: T.Type, _ raw: String, _ site: Site) throws(ParseError) -> T {
        guard let value = Double(raw), value.isFinite else { throw invalid(site, raw, "a number") }
        return T(value)
    }

    /// The case of a `String`-backed enum whose raw value is `raw`.
    public static func rawValue<T: RawRepresentable>(_ type: T.Type, _ raw: String, _ site: Site) throws(ParseError) -> T where T.RawValue == String {
        guard let value = T(rawValue: raw) else { throw invalid(site, raw, "a \(T.self)") }
        return value
    }

    /// The case of an integer-backed enum whose raw value `raw` spells.
    public static func rawValue<T: RawRepresentable>(_ type: T.Type, _ raw: String, _ site: Site) throws(ParseError) -> T where T.RawValue: FixedWidthInteger {
        guard let number = T.RawValue(raw), let value = T(rawValue: number) else { throw invalid(site, raw, "a \(T.self)") }
        return value
    }

    /// `nil` for an optional array option given no value, else the values.
    public static func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }

    /// An absolute URL (RFC 3986 §3.1: a scheme, then `:`), made by `make` (`{ URL(string: $0) }`).
    /// - Throws: when `raw` has no scheme or `make` refuses it.
    public static func url<T>(_ raw: String, _ site: Site, _ make: (String) -> T?) throws(ParseError) -> T {
        guard hasScheme(raw), let url = make(raw) else { throw invalid(site, raw, "an absolute URL") }
        return url
    }

    /// An ISO 8601 date and time (RFC 3339: `2026-11-01T10:00:00Z`, `2026-11-01T12:00:00.5+02:00`) as seconds
    /// since 1970, made into `T` by `make` (`{ Date(timeIntervalSince1970: $0) }`).
    public static func date<T>(_ raw: String, _ site: Site, _ make: (Double) -> T) throws(ParseError) -> T {
        guard let seconds = ISO8601.seconds(raw) else { throw invalid(site, raw, "an ISO 8601 date such as 2026-11-01T10:00:00Z") }
        return make(seconds)
    }

    /// A `Data` value's bytes: the text given (or read from `@file`/`-` by the parser, so UTF-8 text only today).
    public static func bytes(_ raw: String) -> [UInt8] { Array(raw.utf8) }

    /// A JSON value decoded as `T` with Courier's own decoder, so a mistake names its field:
    /// `--where expects a JSON value for Filter (at where.q: expected String, found a number), got '…'.`
    public static func json<T: Decodable>(_ type: T.Type, _ raw: String, _ site: Site) throws(ParseError) -> T {
        let value: JSON
        do {
            value = try JSONParser.parse(raw)
        } catch {
            throw invalid(site, raw, "a JSON value for \(T.self) (\(error))")
        }
        do {
            return try JSONModelDecoder.decode(T.self, from: value, rootPath: siteName(site))
        } catch {
            throw invalid(site, raw, "a JSON value for \(T.self) (\(error))")
        }
    }

    /// `key=value` pairs over a `--NAME-json` object, as `[String: Any]` (Alamofire's `Parameters`): a value is read
    /// as JSON when it parses (`page=2` is the number 2, `q=shoes` the text), numbers become `Int` when integral
    /// and `Double` otherwise, and JSON `null` becomes `null` (the generated code passes `NSNull()`). Entries are
    /// merged: the object's, then each pair's (a pair's key wins over the object's).
    /// - Parameters:
    ///   - site: the `key=value` option.
    ///   - jsonSite: the `--NAME-json` option, which a bad object is blamed on. Default: `site`.
    /// - Throws: when `json` is not an object, a pair has no `=` or an empty key, or two pairs give one key
    ///   (`--params n=5 --params n=6`: which one was meant is not guessed).
    public static func parameters(_ pairs: [String], json: String?, _ site: Site, jsonSite: Site? = nil, null: Any) throws(ParseError) -> [String: Any] {
        var result: [String: Any] = [:]
        if let json {
            guard case .object(let members)? = try? JSONParser.parse(json) else { throw invalid(jsonSite ?? site, json, "a JSON object") }
            for member in members { result[member.key] = any(member.value, null: null) }
        }
        for (key, text) in try distinctPairs(pairs, site) {
            result[key] = (try? JSONParser.parse(text)).map { any($0, null: null) } ?? text
        }
        return result
    }

    /// `key=value` pairs taken as text, over a `--NAME-json` object of strings, merged as
    /// ``parameters(_:json:_:jsonSite:null:)`` merges them.
    /// - Throws: as ``parameters(_:json:_:jsonSite:null:)``, and when a member of `json` is not a string.
    public static func stringParameters(_ pairs: [String], json: String?, _ site: Site, jsonSite: Site? = nil) throws(ParseError) -> [String: String] {
        var result: [String: String] = [:]
        if let json {
            guard case .object(let members)? = try? JSONParser.parse(json) else { throw invalid(jsonSite ?? site, json, "a JSON object of strings") }
            for member in members {
                guard case .string(let text) = member.value.expanded else { throw invalid(jsonSite ?? site, json, "a JSON object of strings") }
                result[member.key] = text
            }
        }
        for (key, value) in try distinctPairs(pairs, site) { result[key] = value }
        return result
    }
}

extension CommandValue {
    /// Each pair split at its first `=`, in order; a key given by an earlier pair is refused.
    static func distinctPairs(_ pairs: [String], _ site: Site) throws(ParseError) -> [(String, String)] {
        var seen: Set<String> = []
        var result: [(String, String)] = []
        for pair in pairs {
            let (key, value) = try split(pair, site)
            guard seen.insert(key).inserted else {
                switch site {
                case .option(let option): throw ParseError(.repeatedKey(option, key: key))
                case .positional(let positional): throw ParseError(.invalidPositional(positional, pair, expected: "a key not given before"))
                }
            }
            result.append((key, value))
        }
        return result
    }

    static func split(_ pair: String, _ site: Site) throws(ParseError) -> (String, String) {
        guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else { throw invalid(site, pair, "a key=value pair") }
        return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
    }

    /// A JSON value as the `Any` that `JSONSerialization` would have made.
    static func any(_ value: JSON, null: Any) -> Any {
        if let items = value.elements { return items.map { any($0, null: null) } }
        if let members = value.members { return Dictionary(members.map { ($0.key, any($0.value, null: null)) }, uniquingKeysWith: { $1 }) }
        if let text = value.numberLiteral { return Int(text).map { $0 as Any } ?? Double(text).map { $0 as Any } ?? text }
        if let text = value.stringValue { return text }
        if case .bool(let flag) = value { return flag }
        return null
    }

    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"` at the start (RFC 3986 §3.1).
    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.unicodeScalars.first, isLetter(first) else { return false }
        return text[..<colon].unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }

    static func siteName(_ site: Site) -> String {
        switch site {
        case .option(let option): option.name
        case .positional(let positional): positional.name
        }
    }
}
