/// Decides how a command line carries a type (or why it cannot), from the type and what the sources declare.
struct TypeClassifier {
    enum Outcome: Equatable {
        case value(ValueShape)
        /// Why no command line can carry it, worded to follow "'name' is …".
        case uncallable(String)
    }

    let types: [String: DeclaredType]
    let conformances: [String: Set<String>]
    let typealiases: [String: TypeRef]

    static let integers: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    static let floats: Set<String> = ["Double", "Float", "Float32", "Float64", "CGFloat", "TimeInterval"]
    /// Alamofire's `Parameters`, when the sources do not declare their own.
    static let knownAliases: [String: TypeRef] = ["Parameters": .dictionary(key: .named(["String"], arguments: []), value: .named(["Any"], arguments: []))]

    /// - Parameter depth: typealiases expanded on the way here; a ninth is taken for an alias that refers to itself.
    ///   Brackets do not count: the parser already stopped any type nested past ``ScanLimits/nesting``.
    func classify(_ type: TypeRef, depth: Int = 0) -> Outcome {
        guard depth < 8 else { return .uncallable("a typealias that refers to itself") }
        switch type {
        case .optional(let wrapped):
            guard case .value(var shape) = classify(wrapped, depth: depth) else { return classify(wrapped, depth: depth) }
            shape.isOptional = true
            return .value(shape)
        case .array(let element):
            switch classify(element, depth: depth) {
            case .uncallable(let reason): return .uncallable("an array of " + reason)
            case .value(let shape):
                switch shape.base {
                case .string, .integer, .floating, .url, .date, .rawValue, .data:
                    if !shape.isOptional && !shape.isRepeated { return .value(ValueShape(base: shape.base, isRepeated: true)) }
                default: break
                }
                return .value(ValueShape(base: .json(type.swiftText)))
            }
        case .dictionary(let key, let value):
            let keyName = key.simpleName
            if keyName == "String", value.simpleName == "Any" { return .value(ValueShape(base: .parameters(anyValues: true))) }
            if keyName == "String", value.simpleName == "String" { return .value(ValueShape(base: .parameters(anyValues: false))) }
            guard keyName == "String" || keyName.map(TypeClassifier.integers.contains) == true else { return .uncallable("a dictionary whose keys are not strings") }
            if case .uncallable(let reason) = classify(value, depth: depth) { return .uncallable("a dictionary of " + reason) }
            return .value(ValueShape(base: .json(type.swiftText)))
        case .tuple: return .uncallable("a tuple")
        case .function: return .uncallable("a closure")
        case .opaque(let what):
            return .uncallable(what == "metatype" ? "a metatype" : what == "composition" ? "a protocol composition" : "an '\(what)' existential")
        case .named(let path, let arguments):
            return named(path, arguments: arguments, type: type, depth: depth)
        }
    }

    private func named(_ path: [String], arguments: [TypeRef], type: TypeRef, depth: Int) -> Outcome {
        let name = path.last ?? ""
        let qualified = path.joined(separator: ".")
        if ["Any", "AnyObject", "AnyHashable"].contains(name), path.count == 1 { return .uncallable("'\(name)'") }
        if arguments.isEmpty, let alias = typealiases[qualified] ?? typealiases[name] { return classify(alias, depth: depth + 1) }
        if let declared = types[qualified] ?? types[name] {
            let conforms = conformances[declared.name] ?? []
            if declared.kind == .enum, let raw = declared.inherited.first.map(lastComponent), raw == "String" || TypeClassifier.integers.contains(raw) {
                return .value(ValueShape(base: .rawValue(type: declared.name, raw: raw, caseIterable: conforms.contains("CaseIterable"))))
            }
            if conforms.contains("Decodable") || conforms.contains("Codable") { return .value(ValueShape(base: .json(type.swiftText))) }
            if declared.kind == .protocol { return .uncallable("a protocol ('\(name)')") }
            return .uncallable("'\(declared.name)', which is not Decodable")
        }
        if arguments.isEmpty, path.count == 1 || path.first == "Swift" || path.first == "Foundation" {
            if TypeClassifier.integers.contains(name) { return .value(ValueShape(base: .integer(name))) }
            if TypeClassifier.floats.contains(name) { return .value(ValueShape(base: .floating(name))) }
            switch name {
            case "Bool": return .value(ValueShape(base: .bool))
            case "String", "Substring": return .value(ValueShape(base: .string))
            case "URL": return .value(ValueShape(base: .url))
            case "Data": return .value(ValueShape(base: .data))
            case "Date": return .value(ValueShape(base: .date))
            default: if let known = TypeClassifier.knownAliases[name] { return classify(known, depth: depth + 1) }
            }
        }
        // Declared elsewhere (an imported model): decoded as JSON; the compiler checks it is Decodable.
        return .value(ValueShape(base: .json(type.swiftText)))
    }
}

func lastComponent(_ text: String) -> String {
    let withoutArguments = text.prefix { $0 != "<" }
    return String(withoutArguments.split(separator: ".").last ?? withoutArguments[...]).trimmingSpaces
}

extension TypeRef {
    /// The type written back as Swift, in sugared form.
    var swiftText: String {
        switch self {
        case .named(let path, let arguments):
            path.joined(separator: ".") + (arguments.isEmpty ? "" : "<" + arguments.map(\.swiftText).joined(separator: ", ") + ">")
        case .optional(let wrapped): wrapped.swiftText + "?"
        case .array(let element): "[" + element.swiftText + "]"
        case .dictionary(let key, let value): "[" + key.swiftText + ": " + value.swiftText + "]"
        case .tuple(let elements): "(" + elements.map(\.swiftText).joined(separator: ", ") + ")"
        case .function: "(closure)"
        case .opaque(let what): what
        }
    }
}
