/// One case → one action: its name, its options and positionals, or why it cannot be called.
extension Planner {
    mutating func action(for declared: DeclaredCase, in router: inout RouterPlan) {
        let directive = declared.directive
        let name = directive?.name ?? Naming.kebab(declared.name)
        if directive?.name != nil ? !Naming.isValidName(name) : !Naming.isUsableDerivedName(name) {
            plan.diagnostics.append(Diagnostic(.invalidName(name), at: directive?.location ?? declared.location))
            return
        }
        let classifier = TypeClassifier(types: types, conformances: conformances, typealiases: scan.typealiases)
        var arguments: [ArgumentPlan] = []
        var positionalNames: [String: Int] = [:]
        let labels = Set(directive?.options.keys.map { $0 } ?? []).union(directive?.traits.keys.map { $0 } ?? [])
        for label in labels.sorted() where !declared.values.contains(where: { $0.name == label }) {
            plan.diagnostics.append(Diagnostic(.unknownOptionLabel(caseName: declared.name, label: label), at: directive!.location))
        }
        for (position, value) in declared.values.enumerated() {
            switch classifier.classify(value.type) {
            case .uncallable(let reason):
                let parameter = value.name ?? "#\(position + 1)"
                let problem = Problem.notCallable(caseName: declared.name, parameter: parameter, reason: reason)
                plan.diagnostics.append(Diagnostic(problem, at: value.location))
                router.uncallable.append(UncallableCase(caseName: declared.name, action: name, reason: "'\(parameter)' is \(reason)", fix: problem.fix))
                return
            case .value(let shape):
                var isPositional = false
                var argumentName: String
                if let given = value.name {
                    argumentName = directive?.options[given] ?? Naming.kebab(given)
                    if directive?.options[given] != nil, !Naming.isValidName(argumentName) {
                        plan.diagnostics.append(Diagnostic(.invalidName(argumentName), at: directive!.location))
                        return
                    }
                } else if case .parameters = shape.base {
                    argumentName = "params"
                } else {
                    isPositional = true
                    // A model type names its placeholder (`<user>`); a plain value is `<value>`, `<value-2>`, ….
                    argumentName = value.type.simpleName.flatMap { types[$0] == nil ? nil : Naming.kebab($0) } ?? "value"
                    positionalNames[argumentName, default: 0] += 1
                    if positionalNames[argumentName]! > 1 { argumentName += "-\(positionalNames[argumentName]!)" }
                }
                let literal = value.defaultValue.flatMap { self.literal($0, for: shape.base) }
                var help = value.doc ?? ""
                if value.defaultValue != nil, literal == nil, value.defaultValue != "nil" {
                    help += (help.isEmpty ? "" : " ") + "Default: \(value.defaultValue!)."
                }
                let traits = value.name.flatMap { directive?.traits[$0] } ?? OptionTraits()
                if let refused = Self.refusedTrait(traits, for: shape) {
                    plan.diagnostics.append(Diagnostic(.traitNotApplicable(caseName: declared.name, label: value.name ?? "", trait: refused), at: directive!.location))
                    return
                }
                arguments.append(ArgumentPlan(value: value, name: argumentName, isPositional: isPositional, shape: shape, literalDefault: literal, help: help,
                                              traits: traits))
            }
        }
        let action = ActionPlan(caseName: declared.name, name: name, summary: directive?.summary ?? declared.summary ?? "", arguments: arguments,
                                examples: directive?.examples ?? [], conditions: declared.conditions, location: declared.location)
        checkOptions(of: action)
        work += 1
        if let first = actionNames[name] {
            plan.diagnostics.append(Diagnostic(.duplicateAction(group: router.group, action: name), at: declared.location, related: first))
            return
        }
        actionNames[name] = declared.location
        router.actions.append(action)
    }

    /// The first trait `shape` does not take, or `nil` when all fit: `range` needs a number, `path`/`file`/`stdin` a String,
    /// `secret` anything but a flag; an array takes none (its repeatable declaration has no room for them).
    static func refusedTrait(_ traits: OptionTraits, for shape: ValueShape) -> String? {
        if shape.isRepeated { return traits.names.first }
        let isNumber: Bool
        switch shape.base {
        case .integer, .floating: isNumber = true
        default: isNumber = false
        }
        if traits.range != nil, !isNumber { return "range" }
        if shape.base != .string, let refused = ["path", "file", "stdin"].first(where: { traits.names.contains($0) }) { return refused }
        switch shape.base {
        case .bool, .parameters, .rawValue: return traits.secret ? "secret" : nil
        default: return nil
        }
    }

    /// The option default a Swift default literal gives (`20`, `1.5`, `"asc"`, `true`, `.asc` of a raw-value enum
    /// the sources declare), or `nil` for any other expression.
    mutating func literal(_ text: String, for base: ValueBase) -> String? {
        if case .rawValue(let type, let raw, _) = base {
            // `.asc`: the case's raw value as written, or its name for an implicit String raw value.
            guard text.hasPrefix("."), let declared = types[type] else { return nil }
            if casesByName[declared.name] == nil {
                // Indexed on first use, so a thousand defaults of one thousand-case enum are not a million comparisons.
                work += declared.cases.count
                casesByName[declared.name] = Dictionary(declared.cases.filter { $0.values.isEmpty }.map { ($0.name, $0) }) { first, _ in first }
            }
            work += 1
            guard let match = casesByName[declared.name]?[String(text.dropFirst())] else { return nil }
            guard let rawText = match.rawValue else { return raw == "String" ? match.name : nil }
            return Planner.plainLiteral(rawText, for: raw == "String" ? .string : .integer(raw))
        }
        return Planner.plainLiteral(text, for: base)
    }

    static func plainLiteral(_ text: String, for base: ValueBase) -> String? {
        switch base {
        case .integer, .floating:
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            guard let first = digits.first, first.isNumber, digits.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }) else { return nil }
            return text.replacingUnderscores
        case .bool: return text == "true" || text == "false" ? text : nil
        case .string:
            guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"") else { return nil }
            let body = text.dropFirst().dropLast()
            return body.contains("\\") || body.contains("\"") ? nil : String(body)
        default: return nil
        }
    }

    /// Two values named alike, or one named like a reserved global option (`--help`, or a flag whose `--no-` form is
    /// one). Any other global's name is fine: the route's option shadows it in its action.
    mutating func checkOptions(of action: ActionPlan) {
        var seen: [String: SourceLocation] = [:]
        for argument in action.arguments where !argument.isPositional {
            var names = [argument.name]
            var reported = false
            if case .parameters = argument.shape.base { names.append(argument.name + "-json") }
            if argument.shape.base == .bool { names.append("no-" + argument.name) }
            for name in names {
                if let first = seen[name] {
                    plan.diagnostics.append(Diagnostic(.duplicateOption(action: action.name, option: name), at: argument.value.location, related: first))
                }
                seen[name] = seen[name] ?? argument.value.location
                if !reported, let global = configuration.reservedOptions.sorted().first(where: { $0 == name || name == "no-" + $0 }) {
                    reported = true
                    plan.diagnostics.append(Diagnostic(.globalOption(action: action.name, option: name, global: global), at: argument.value.location))
                }
            }
        }
    }

    /// Two routers of one target that make the same group, or a group named like one of Courier's commands.
    mutating func checkGroups() {
        var seen: [String: SourceLocation] = [:]
        for router in plan.routers {
            if configuration.reservedGroups.contains(router.group) {
                plan.diagnostics.append(Diagnostic(.reservedGroup(router.group), at: router.location))
            }
            if let first = seen[router.group] {
                plan.diagnostics.append(Diagnostic(.duplicateGroup(router.group), at: router.location, related: first))
            }
            seen[router.group] = seen[router.group] ?? router.location
        }
    }
}

extension String {
    var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
