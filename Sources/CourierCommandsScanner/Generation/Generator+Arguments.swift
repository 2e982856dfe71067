import CourierShared

/// One associated value → its option (or positional) declaration and the expression that reads it back.
extension Generator {
    struct ArgumentCode {
        var declarations: [String] = []
        var options: [String] = []
        var positionals: [String] = []
        var read: String = ""
    }

    mutating func argument(_ argument: ArgumentPlan, position: Int) -> ArgumentCode {
        let handle = (argument.value.name ?? "value\(position + 1)") + (argument.isPositional ? "Argument" : "Option")
        return argument.isPositional ? positional(argument, handle: handle) : option(argument, handle: handle)
    }

    /// The option's Swift type and the extra declaration arguments its base needs.
    func optionType(_ base: ValueBase) -> (type: String, extra: String) {
        switch base {
        case .integer(let name):
            switch name {
            case "Int", "Int64": return ("Int", "")
            case "UInt", "UInt64": return ("Int", ", range: 0...Double(Int.max)")
            default: return ("Int", ", range: Double(\(name).min)...Double(\(name).max)")
            }
        case .floating: return ("Double", "")
        case .bool: return ("Bool", "")
        case .data, .json, .parameters: return ("String", ", acceptsFile: true, acceptsStdin: true")
        case .url: return ("String", ", valueName: \(literal(GeneratedValueName.url))")
        case .string, .date, .rawValue: return ("String", "")
        }
    }

    /// Turns `raw` (the option's typed value) into the case's type.
    mutating func convert(_ raw: String, _ base: ValueBase, site: String) -> String {
        switch base {
        case .string, .bool, .parameters: return raw
        case .integer(let name): return name == "Int" ? raw : "\(name)(\(raw))"
        case .floating(let name): return name == "Double" ? raw : "\(name)(\(raw))"
        case .url: return use("url", "try CommandValue.url(\(raw), \(site)) { URL(string: $0) }")
        case .data: return use("data", "Data(CommandValue.bytes(\(raw)))")
        case .date: return use("date", "try CommandValue.date(\(raw), \(site)) { Date(timeIntervalSince1970: $0) }")
        case .json(let type): return use("json", "try CommandValue.json((\(type)).self, \(raw), \(site))")
        case .rawValue(let type, _, _): return use("rawValue", "try CommandValue.rawValue(\(type).self, \(raw), \(site))")
        }
    }

    mutating func use(_ helper: String, _ code: String) -> String {
        usedHelpers.insert(helper)
        return code
    }

    mutating func option(_ argument: ArgumentPlan, handle: String) -> ArgumentCode {
        var code = ArgumentCode()
        let shape = argument.shape
        let name = literal(argument.name)
        let help = literal(argument.help)
        let site = ".option(\(handle).declaration)"
        let defaultExpression = argument.literalDefault == nil && argument.value.defaultValue != "nil" ? argument.value.defaultValue : nil
        if shape.base == .bool {
            code.declarations.append("let \(handle): Option<Bool> = .flag(\(name), help: \(help))")
            code.options.append(handle)
            let fallback = shape.isOptional && defaultExpression == nil ? "nil" : defaultExpression ?? argument.literalDefault ?? "false"
            code.read = fallback == "false" ? "values.flag(\(handle))" : "(values.isGiven(\(name)) ? values.flag(\(handle)) : \(fallback))"
            return code
        }
        if case .parameters(let anyValues) = shape.base {
            let jsonHandle = handle.dropLast("Option".count) + "JSONOption"
            code.declarations.append("let \(handle): Option<String> = .repeated(\(name), help: \(help), valueName: \(literal(GeneratedValueName.keyValue)))")
            code.declarations.append("let \(jsonHandle): Option<String> = .optional(\(literal(argument.name + "-json")), help: \(literal("All of --\(argument.name) as one JSON object (inline, @file or -)."))," +
                                     " valueName: \(literal(GeneratedValueName.json)), acceptsFile: true, acceptsStdin: true)")
            code.options += [handle, String(jsonHandle)]
            let jsonSite = "jsonSite: .option(\(jsonHandle).declaration)"
            var read = anyValues
                ? use("parameters", "try CommandValue.parameters(values.all(\(handle)), json: values.optional(\(jsonHandle)), \(site), \(jsonSite), null: NSNull())")
                : use("stringParameters", "try CommandValue.stringParameters(values.all(\(handle)), json: values.optional(\(jsonHandle)), \(site), \(jsonSite))")
            if shape.isOptional || defaultExpression != nil {
                read = "(values.isGiven(\(name)) || values.isGiven(\(literal(argument.name + "-json"))) ? \(read) : \(defaultExpression ?? "nil"))"
            }
            code.read = read
            return code
        }
        var (type, extra) = optionType(shape.base)
        let traits = argument.traits
        if traits.path { type = "FilePath" }
        if let range = traits.range {
            extra = extra.replacingRange(with: ", range: \(number(range.lowerBound))...\(number(range.upperBound))")
        }
        if traits.file, !extra.contains("acceptsFile") { extra += ", acceptsFile: true" }
        if traits.stdin, !extra.contains("acceptsStdin") { extra += ", acceptsStdin: true" }
        if traits.secret { extra += ", secret: true" }
        var declaration: String
        if case .rawValue(let enumType, _, true) = shape.base {
            let required = !shape.isOptional && !shape.isRepeated && argument.value.defaultValue == nil
            declaration = "let \(handle) = Option<String>(declaration: OptionDeclaration(name: \(name), kind: .choice(\(enumType).allCases.map { String(describing: $0.rawValue) }), help: \(help)"
            declaration += (required ? ", isRequired: true" : "") + (argument.literalDefault.map { ", defaultValue: \(literal($0))" } ?? "")
                + (shape.isRepeated ? ", isRepeatable: true" : "") + "))"
        } else if shape.isRepeated {
            // A repeated value may come from files, never from stdin (which could be read once).
            declaration = "let \(handle): Option<\(type)> = .repeated(\(name), help: \(help)\(extra.replacing(", acceptsStdin: true", with: "")))"
        } else if let literalDefault = argument.literalDefault {
            declaration = "let \(handle): Option<\(type)> = .optional(\(name), default: \(literal(literalDefault)), help: \(help)\(extra))"
        } else if shape.isOptional || defaultExpression != nil {
            declaration = "let \(handle): Option<\(type)> = .optional(\(name), help: \(help)\(extra))"
        } else {
            declaration = "let \(handle): Option<\(type)> = .required(\(name), help: \(help)\(extra))"
        }
        code.declarations.append(declaration)
        code.options.append(handle)
        // A path option's value is a FilePath; the case takes its text.
        let converted = traits.path ? "$0.path" : convert("$0", shape.base, site: site)
        let mapped = converted == "$0" ? "" : ".map { \(converted) }"
        let mark = converted.hasPrefix("try ") ? "try " : ""
        if shape.isRepeated {
            let all = "\(mark)values.all(\(handle))\(mapped)"
            code.read = shape.isOptional ? use("nonEmpty", "CommandValue.nonEmpty(\(all))") : all
        } else if argument.literalDefault != nil || (!shape.isOptional && defaultExpression == nil) {
            code.read = convert("try values.get(\(handle))", shape.base, site: site) + (traits.path ? ".path" : "")
        } else {
            code.read = "\(mark)values.optional(\(handle))\(mapped)" + (defaultExpression.map { " ?? \($0)" } ?? "")
            if defaultExpression != nil { code.read = "(\(code.read))" }
        }
        return code
    }

    mutating func positional(_ argument: ArgumentPlan, handle: String) -> ArgumentCode {
        var code = ArgumentCode()
        let shape = argument.shape
        let kind: String
        switch shape.base {
        case .integer: kind = ".int"
        case .floating: kind = ".double"
        case .rawValue(let type, _, true): kind = ".choice(\(type).allCases.map { String(describing: $0.rawValue) })"
        default: kind = ".string"
        }
        let optional = shape.isOptional || argument.value.defaultValue != nil
        code.declarations.append("let \(handle) = Positional(\(literal(argument.name)), kind: \(kind), help: \(literal(argument.help))"
                                 + (optional ? ", isRequired: false" : "") + (shape.isRepeated ? ", isRepeating: true" : "") + ")")
        code.positionals.append(handle)
        let site = ".positional(\(handle))"
        // A positional arrives as text: numbers are converted (and range-checked) here.
        let converted: String
        switch shape.base {
        case .integer(let name): converted = use("integer", "try CommandValue.integer(\(name).self, $0, \(site))")
        case .floating(let name): converted = use("floating", "try CommandValue.floating(\(name).self, $0, \(site))")
        default: converted = convert("$0", shape.base, site: site)
        }
        let mapped = converted == "$0" ? "" : ".map { \(converted) }"
        let mark = converted.hasPrefix("try ") ? "try " : ""
        if shape.isRepeated {
            code.read = "\(mark)values.positionalValues(\(literal(argument.name)))\(mapped)"
            if shape.isOptional { code.read = use("nonEmpty", "CommandValue.nonEmpty(\(code.read))") }
        } else if optional {
            let fallback = argument.value.defaultValue.flatMap { $0 == "nil" ? nil : $0 }
            code.read = "\(mark)values.positional(\(literal(argument.name)))\(mapped)" + (fallback.map { " ?? \($0)" } ?? "")
            if fallback != nil { code.read = "(\(code.read))" }
        } else {
            usedHelpers.insert("required")
            let raw = "try CommandValue.required(values, \(handle))"
            code.read = converted == "$0" ? raw : converted.replacingOccurrences(of: "$0", with: raw)
        }
        return code
    }

    /// A range bound as Swift writes it: `999`, `0.5`.
    func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A Swift string literal for `text` (``SwiftLiteral``).
    func literal(_ text: String) -> String { SwiftLiteral.quoted(text) }
}

extension String {
    /// These declaration arguments with their `, range: …` replaced by `range` (added when there is none).
    func replacingRange(with range: String) -> String {
        guard let start = firstRange(of: ", range: ") else { return range + self }
        let rest = self[start.upperBound...]
        let end = rest.firstRange(of: ", ")?.lowerBound ?? rest.endIndex
        return String(self[..<start.lowerBound]) + range + self[end...]
    }

    /// Replaces every `target` with `replacement` (no Foundation).
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
