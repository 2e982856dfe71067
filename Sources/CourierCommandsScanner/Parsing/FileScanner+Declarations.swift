/// Type, extension and typealias headers: names, generic clauses, inheritance lists.
extension FileScanner {
    mutating func typeDeclaration(kind: DeclaredType.Kind, path: [String], access: String?, start: Int) throws(Diagnostic) {
        let keyword = tokens[index]
        index += 1
        guard let nameToken = current, nameToken.kind == .word else {
            try skipStatement()
            return
        }
        index += 1
        var isGeneric = false
        if current?.is("<") == true {
            isGeneric = true
            try skipAngles()
        }
        let inherited = try inheritanceList()
        let docs = try leadingDocs(before: start, allowed: Directive.routerKeys)
        let (summary, directive) = (docs.summary, docs.directive)
        var declared = DeclaredType(kind: kind, path: path + [nameToken.text], inherited: inherited, access: access, isGeneric: isGeneric,
                                    summary: summary, directive: directive, conditions: conditions, cases: [], location: location(keyword))
        declared.location = location(nameToken)
        guard let open = current, open.is("{") else { throw Diagnostic(.unclosed(keyword.text), at: location(keyword)) }
        index += 1
        scan.types.append(declared)
        try nested(at: keyword) { scanner throws(Diagnostic) in
            try scanner.scanMembers(path: declared.path, enumIndex: kind == .enum ? scanner.scan.types.count - 1 : nil, closing: open)
        }
    }

    /// Reads a type's or an extension's body one level deeper, refusing to go past ``ScanLimits/nesting``.
    mutating func nested(at keyword: Token, _ body: (inout FileScanner) throws(Diagnostic) -> Void) throws(Diagnostic) {
        guard depth < ScanLimits.nesting else { throw Diagnostic(.nestedTooDeep(.declarations, limit: ScanLimits.nesting), at: location(keyword)) }
        depth += 1
        defer { depth -= 1 }
        try body(&self)
    }

    mutating func extensionDeclaration(start: Int) throws(Diagnostic) {
        let keyword = tokens[index]
        index += 1
        var path: [String] = []
        while let word = current, word.kind == .word {
            path.append(word.text)
            index += 1
            if current?.is("<") == true { try skipAngles() }
            guard current?.is(".") == true else { break }
            index += 1
        }
        let inherited = try inheritanceList()
        let docs = try leadingDocs(before: start, allowed: Directive.routerKeys)
        let (summary, directive) = (docs.summary, docs.directive)
        guard let open = current, open.is("{") else { throw Diagnostic(.unclosed(keyword.text), at: location(keyword)) }
        index += 1
        scan.extensions.append(DeclaredExtension(path: path, inherited: inherited, directive: directive, summary: summary,
                                                 conditions: conditions, location: location(keyword)))
        try nested(at: keyword) { scanner throws(Diagnostic) in try scanner.scanMembers(path: path, enumIndex: nil, closing: open) }
    }

    /// `: A, B.C, D<E>` up to `where` or `{`, each as written; the `where` clause is skipped.
    mutating func inheritanceList() throws(Diagnostic) -> [String] {
        var names: [String] = []
        guard current?.is(":") == true else {
            try skipWhereClause()
            return names
        }
        index += 1
        var first = index
        var depth = 0
        while let token = current, !(depth == 0 && (token.is("{") || token.is("where"))) {
            if token.is("<") || token.is("(") { depth += 1 }
            if token.is(">") || token.is(")") { depth -= 1 }
            if depth == 0, token.is(",") {
                if index > first { names.append(sourceText(first, index - 1)) }
                first = index + 1
            }
            index += 1
        }
        if index > first { names.append(sourceText(first, index - 1)) }
        try skipWhereClause()
        return names
    }

    mutating func skipWhereClause() throws(Diagnostic) {
        guard current?.is("where") == true else { return }
        while let token = current, !token.is("{") { index += 1 }
    }

    /// Skips `<…>`, counting nested angle brackets.
    mutating func skipAngles() throws(Diagnostic) {
        let open = tokens[index]
        var depth = 0
        while let token = current {
            if token.is("<") { depth += 1 }
            if token.is(">") { depth -= 1 }
            index += 1
            if depth == 0 { return }
        }
        throw Diagnostic(.unclosed("<"), at: location(open))
    }

    mutating func typealiasDeclaration() throws(Diagnostic) {
        index += 1
        guard let name = current, name.kind == .word else { return try skipStatement() }
        index += 1
        if current?.is("<") == true { try skipAngles() }
        guard current?.is("=") == true else { return try skipStatement() }
        index += 1
        let first = index
        try skipStatement()
        // The type ends at the last token on the lines the statement took.
        guard index > first else { return }
        switch TypeParser.read(Array(tokens[first..<index])) {
        case .type(let type): scan.typealiases[name.text] = type
        case .unreadable: break
        case .tooDeep(let token): throw Diagnostic(.nestedTooDeep(.typeBrackets, limit: ScanLimits.nesting), at: location(token))
        }
    }
}
