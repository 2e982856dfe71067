import CourierCore

/// The structural differences between two JSON values (`courier diff`): keys only on one side, types, array
/// lengths and values, each at a `--select`-style path (`data.items[2].total`). Pure: tested by tables.
package struct JSONDiff {
    package struct Difference: Equatable {
        package enum Kind: String, Equatable {
            /// Only the left side has it.
            case onlyLeft = "only-left"
            case onlyRight = "only-right"
            case type
            case length
            case value
        }

        package var path: String
        package var kind: Kind
        package var left: JSON?
        package var right: JSON?

        package init(path: String, kind: Kind, left: JSON?, right: JSON?) {
            (self.path, self.kind, self.left, self.right) = (path, kind, left, right)
        }
    }

    /// Paths not compared (`--ignore`): a path and everything under it; `[*]` stands for any index.
    package var ignored: [String] = []

    package init(ignored: [String] = []) { self.ignored = ignored }

    package func differences(_ left: JSON, _ right: JSON, at path: String) -> [Difference] {
        var found: [Difference] = []
        compare(left.expanded, right.expanded, path, &found)
        return found
    }

    private func compare(_ left: JSON, _ right: JSON, _ path: String, _ found: inout [Difference]) {
        if isIgnored(path) { return }
        switch (left, right) {
        case (.object(let a), .object(let b)):
            for member in a {
                let child = Self.join(path, member.key)
                if let other = b.first(where: { $0.key == member.key }) {
                    compare(member.value.expanded, other.value.expanded, child, &found)
                } else if !isIgnored(child) {
                    found.append(Difference(path: child, kind: .onlyLeft, left: member.value, right: nil))
                }
            }
            for member in b where !a.contains(where: { $0.key == member.key }) {
                let child = Self.join(path, member.key)
                if !isIgnored(child) { found.append(Difference(path: child, kind: .onlyRight, left: nil, right: member.value)) }
            }
        case (.array(let a), .array(let b)):
            if a.count != b.count { found.append(Difference(path: path, kind: .length, left: .int(a.count), right: .int(b.count))) }
            for index in 0..<min(a.count, b.count) { compare(a[index].expanded, b[index].expanded, "\(path)[\(index)]", &found) }
        case (.number(let a), .number(let b)):
            if a != b, Double(a) != Double(b) { found.append(Difference(path: path, kind: .value, left: left, right: right)) }
        default:
            if left.kindName != right.kindName {
                found.append(Difference(path: path, kind: .type, left: .string(left.kindName), right: .string(right.kindName)))
            } else if left != right {
                found.append(Difference(path: path, kind: .value, left: left, right: right))
            }
        }
    }

    /// `data` + `id` → `data.id`; a key that is not a plain name is written `["…"]`, as `--select` reads it.
    package static func join(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains(Character($0)) || $0 == "_" || $0 == "-") }
        if plain { return path.isEmpty ? key : path + "." + key }
        return path + "[" + JSONPrinter(layout: .compact).string(.string(key)) + "]"
    }

    private func isIgnored(_ path: String) -> Bool {
        ignored.contains { Self.matches(pattern: $0, path: path) }
    }

    /// Whether `path` is `pattern` or below it, `[*]` matching any index.
    package static func matches(pattern: String, path: String) -> Bool {
        var p = Substring(pattern), s = Substring(path)
        while !p.isEmpty {
            if p.hasPrefix("[*]") {
                guard s.hasPrefix("["), let close = s.firstIndex(of: "]"), Int(s[s.index(after: s.startIndex)..<close]) != nil else { return false }
                p = p.dropFirst(3)
                s = s[s.index(after: close)...]
            } else {
                guard let first = p.first, s.first == first else { return false }
                p = p.dropFirst()
                s = s.dropFirst()
            }
        }
        return s.isEmpty || s.hasPrefix(".") || s.hasPrefix("[")
    }
}
