/// Doc comments and `// courier:` directives around declarations.
extension FileScanner {
    /// What the comments next to a declaration say.
    struct Docs {
        var summary: String?
        /// `- Parameter name: text` and `- Parameters:` lists, by name.
        var parameters: [String: String] = [:]
        var directive: Directive?
    }

    /// The comments directly above token `start` (no blank line between), after the previous token's line.
    mutating func leadingDocs(before start: Int, allowed: [String]) throws(Diagnostic) -> Docs {
        let limit = tokens[start].start
        let previous = start > 0 ? tokens[start - 1] : nil
        var run: [Int] = []
        var nextLine = tokens[start].line
        // Comments are in source order and do not overlap: the walk starts at the last one that ends before the token.
        for position in comments[..<firstComment(where: { $0.end > limit })].indices.reversed() {
            scan.work += 1
            let comment = comments[position]
            if let previous, comment.start < previous.end || comment.line == previous.endLine { break }
            guard comment.endLine >= nextLine - 1 else { break }
            run.insert(position, at: 0)
            nextLine = comment.line
        }
        return try docs(from: run, allowed: allowed)
    }

    /// The comments after token `last` on its line (after a following comma too), before the next token.
    mutating func trailingComments(after last: Int, allowed: [String]) throws(Diagnostic) -> Docs {
        let token = tokens[last]
        var nextIndex = last + 1
        if nextIndex < tokens.count, tokens[nextIndex].is(","), tokens[nextIndex].line == token.endLine { nextIndex += 1 }
        let limit = nextIndex < tokens.count ? tokens[nextIndex].start : Int.max
        var run: [Int] = []
        for position in firstComment(where: { $0.start >= token.end })..<comments.count {
            scan.work += 1
            guard comments[position].line == token.endLine, comments[position].end <= limit else { break }
            run.append(position)
        }
        return try docs(from: run, allowed: allowed)
    }

    /// The index of the first comment for which `isAfter` holds, `isAfter` being false up to some comment and true from
    /// there on (comments are in source order): a binary search, so finding a declaration's docs does not read every comment.
    func firstComment(where isAfter: (Comment) -> Bool) -> Int {
        var (low, high) = (0, comments.count)
        while low < high {
            let middle = (low + high) / 2
            if isAfter(comments[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private mutating func docs(from run: [Int], allowed: [String]) throws(Diagnostic) -> Docs {
        var result = Docs()
        var docLines: [String] = []
        var plainLines: [String] = []
        for position in run {
            let comment = comments[position]
            if let directive = try Directive.parse(comment.body, at: location(comment), allowed: allowed.isEmpty ? Directive.caseKeys : allowed) {
                if allowed.isEmpty { continue }
                usedComments.insert(position)
                result.directive = result.directive.map { merged($0, directive) } ?? directive
                continue
            }
            let lines = comment.body.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
            if comment.isDoc { docLines += lines } else if comment.style == .line { plainLines += lines }
        }
        let isNote: (String) -> Bool = { line in
            let word = line.drop { $0 == " " }
            return ["MARK:", "TODO:", "FIXME:", "swiftlint:", "swift-format-ignore", "-"].contains { word.hasPrefix($0) }
        }
        let lines = docLines.isEmpty ? plainLines.filter { !isNote($0) } : docLines
        var summary: [String] = []
        var inParameters = false
        var summaryDone = false
        for raw in lines {
            let line = raw.trimmingSpaces
            if line.hasPrefix("- Parameters:") {
                inParameters = true
                summaryDone = true
            } else if line.hasPrefix("- Parameter ") {
                let rest = line.dropFirst("- Parameter ".count)
                if let colon = rest.firstIndex(of: ":") { result.parameters[String(rest[..<colon])] = String(rest[rest.index(after: colon)...]).trimmingSpaces }
                summaryDone = true
            } else if inParameters, line.hasPrefix("- "), let colon = line.firstIndex(of: ":") {
                result.parameters[String(line.dropFirst(2)[..<colon]).trimmingSpaces] = String(line[line.index(after: colon)...]).trimmingSpaces
            } else if line.isEmpty || line.hasPrefix("- ") {
                summaryDone = summaryDone || !summary.isEmpty
                inParameters = false
            } else if !summaryDone {
                summary.append(line)
            }
        }
        if !summary.isEmpty { result.summary = summary.joined(separator: " ") }
        return result
    }

    private func merged(_ first: Directive, _ second: Directive) -> Directive {
        var result = first
        result.name = second.name ?? first.name
        result.group = second.group ?? first.group
        result.summary = second.summary ?? first.summary
        result.hide = first.hide || second.hide
        result.options.merge(second.options) { $1 }
        result.traits.merge(second.traits) { $1 }
        result.examples += second.examples
        return result
    }

    /// A `// courier:` comment that no declaration took is an error, never ignored.
    mutating func reportStrayDirectives() {
        for position in comments.indices where !usedComments.contains(position) {
            if comments[position].body.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(Directive.marker) {
                scan.diagnostics.append(Diagnostic(.strayDirective, at: location(comments[position])))
            }
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice.removeLast() }
        return String(slice)
    }
}
