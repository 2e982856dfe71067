/// Enum cases: `case a, b(x: Int), c(_ page: Int = 1, [String: Any])`, with their comments and directives.
extension FileScanner {
    mutating func caseDeclaration(enumIndex: Int, start: Int, isUnavailable: Bool) throws(Diagnostic) {
        let leading = try leadingDocs(before: start, allowed: Directive.caseKeys)
        index += 1
        let firstElement = scan.types[enumIndex].cases.count
        repeat {
            guard let nameToken = current, nameToken.kind == .word else {
                throw Diagnostic(.expectedCaseName(found: current?.text ?? "end of file"), at: current.map(location) ?? location(tokens[index - 1]))
            }
            index += 1
            var values: [AssociatedValue] = []
            var parameterProblem: Diagnostic?
            if let open = current, open.is("(") {
                let first = index
                try skipBalanced()
                do throws(Diagnostic) {
                    values = try parameters(caseName: nameToken.text, from: first + 1, to: index - 1)
                } catch {
                    parameterProblem = error
                }
            }
            var rawValue: String?
            if current?.is("=") == true {
                index += 1
                let first = index
                if current?.is("-") == true { index += 1 }
                if current != nil { index += 1 }
                if index > first { rawValue = sourceText(first, index - 1) }
            }
            let trailing = try trailingComments(after: index - 1, allowed: Directive.caseKeys)
            let directive = trailing.directive ?? leading.directive
            if let parameterProblem, directive?.hide != true { scan.diagnostics.append(parameterProblem) }
            var docs = leading
            if leading.summary == nil { docs.summary = trailing.summary }
            for value in values.indices where values[value].doc == nil {
                values[value].doc = values[value].name.flatMap { docs.parameters[$0] }
            }
            scan.types[enumIndex].cases.append(DeclaredCase(name: nameToken.text, values: values, summary: docs.summary, directive: directive,
                                                            conditions: conditions, isUnavailable: isUnavailable, rawValue: rawValue,
                                                            location: location(nameToken)))
            guard current?.is(",") == true else {
                // `case a, b // doc`: a comment at the end of the line is about every case on that line.
                // Indexed in place: a copy of the cases held across the writes would copy them all for every line.
                let count = scan.types[enumIndex].cases.count
                if let last = scan.types[enumIndex].cases.last, let summary = last.summary, trailing.summary != nil {
                    for element in firstElement..<count - 1
                    where scan.types[enumIndex].cases[element].summary == nil && scan.types[enumIndex].cases[element].location.line == last.location.line {
                        scan.types[enumIndex].cases[element].summary = summary
                    }
                }
                return
            }
            index += 1
        } while true
    }

    /// The associated values between the parentheses at token indices `first..<end`.
    mutating func parameters(caseName: String, from first: Int, to end: Int) throws(Diagnostic) -> [AssociatedValue] {
        var values: [AssociatedValue] = []
        var start = first
        var depth = 0
        var angles = 0
        var seenEquals = false
        var cursor = first
        while cursor <= end {
            let token = tokens[cursor]
            if cursor == end || (depth == 0 && angles == 0 && token.is(",")) {
                values.append(try parameter(caseName: caseName, from: start, to: cursor, position: values.count + 1))
                start = cursor + 1
                seenEquals = false
            } else if token.is("(") || token.is("[") || token.is("{") {
                depth += 1
            } else if token.is(")") || token.is("]") || token.is("}") {
                depth -= 1
            } else if !seenEquals, token.is("<") {
                angles += 1
            } else if !seenEquals, token.is(">") {
                angles -= 1
            } else if depth == 0, angles == 0, token.is("=") {
                seenEquals = true
            } else if token.kind == .pound {
                throw Diagnostic(.conditionalInsideCase(caseName: caseName), at: location(token))
            }
            cursor += 1
        }
        if values.count == 1, first == end { return [] }
        return values
    }

    /// One associated value, tokens `first..<end`.
    mutating func parameter(caseName: String, from first: Int, to end: Int, position: Int) throws(Diagnostic) -> AssociatedValue {
        guard first < end else {
            throw Diagnostic(.unreadableParameter(caseName: caseName, found: tokens[end].text), at: location(tokens[end]))
        }
        var depth = 0
        var colon: Int?
        var equals: Int?
        for cursor in first..<end {
            let token = tokens[cursor]
            if token.is("(") || token.is("[") || token.is("{") || token.is("<") { depth += 1 }
            if token.is(")") || token.is("]") || token.is("}") || token.is(">") { depth -= 1 }
            if depth == 0, colon == nil, equals == nil, token.is(":") { colon = cursor }
            if depth == 0, equals == nil, token.is("=") { equals = cursor }
        }
        var label: String?
        var internalName: String?
        var typeStart = first
        if let colon {
            let names = Array(tokens[first..<colon])
            if names.isEmpty || names.count > 2 || names.contains(where: { $0.kind != .word }) {
                let bad = names.first { $0.kind != .word } ?? (names.count > 2 ? names[2] : tokens[colon])
                throw Diagnostic(.unreadableParameter(caseName: caseName, found: bad.text), at: location(bad))
            }
            let words = names.map { $0.text }
            if words.count == 1 {
                label = words[0] == "_" ? nil : words[0]
            } else {
                label = words[0] == "_" ? nil : words[0]
                internalName = words[1]
            }
            typeStart = colon + 1
        }
        let typeEnd = equals ?? end
        guard typeStart < typeEnd else {
            let at = tokens[typeStart]
            throw Diagnostic(.unreadableParameter(caseName: caseName, found: at.text), at: location(at))
        }
        let typeText = sourceText(typeStart, typeEnd - 1)
        let parameterName = label ?? internalName ?? "#\(position)"
        let type: TypeRef
        switch TypeParser.read(Array(tokens[typeStart..<typeEnd])) {
        case .type(let read): type = read
        case .unreadable:
            throw Diagnostic(.unreadableType(caseName: caseName, parameter: parameterName, type: typeText), at: location(tokens[typeStart]))
        case .tooDeep(let token): throw Diagnostic(.nestedTooDeep(.typeBrackets, limit: ScanLimits.nesting), at: location(token))
        }
        var defaultValue: String?
        if let equals {
            guard equals + 1 < end else {
                throw Diagnostic(.unreadableParameter(caseName: caseName, found: tokens[end].text), at: location(tokens[end]))
            }
            defaultValue = sourceText(equals + 1, end - 1)
        }
        let leading = try leadingDocs(before: first, allowed: [])
        let trailing = try trailingComments(after: end - 1, allowed: [])
        return AssociatedValue(label: label, internalName: internalName, typeText: typeText, type: type, defaultValue: defaultValue,
                               doc: leading.summary ?? trailing.summary, location: location(tokens[first]))
    }
}
