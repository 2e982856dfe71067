/// What the scanner read from the sources: the raw material the planner turns into commands.

/// One associated value of a case: `_ page: Int = 1` is internal name `page`, no label, type `Int`, default `1`.
public struct AssociatedValue: Sendable, Hashable {
    /// The argument label the constructor call uses; `nil` for `_ name` and for an unlabeled value.
    public var label: String?
    /// The name after `_` (or a second name after the label).
    public var internalName: String?
    /// The type as written, spaces normalised: `Dictionary<String, Any>`.
    public var typeText: String
    public var type: TypeRef
    public var defaultValue: String?
    /// The value's own doc comment (`/// …` above it, or `// …` after it), or its `- Parameter` line.
    public var doc: String?
    public var location: SourceLocation

    /// The name an option takes: the label, else the internal name; `nil` for a value with neither (a positional).
    public var name: String? { label ?? internalName }
}

/// One enum case as declared.
public struct DeclaredCase: Sendable, Hashable {
    public var name: String
    public var values: [AssociatedValue]
    /// The first paragraph of its doc comment (or its trailing `//` comment).
    public var summary: String?
    public var directive: Directive?
    /// The `#if` conditions around it, outermost first.
    public var conditions: [String]
    public var isUnavailable: Bool
    /// The raw value as written (`"alpha"`, `2`), when the case gives one.
    public var rawValue: String?
    public var location: SourceLocation
}

/// An enum, struct, class, actor or protocol declaration.
public struct DeclaredType: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case `enum`, `struct`, `class`, actor, `protocol` }
    public var kind: Kind
    /// Qualified by the types it is nested in: `["API", "User"]`.
    public var path: [String]
    /// Inherited types and protocols as written (`String`, `Moya.TargetType`, `CaseIterable`).
    public var inherited: [String]
    public var access: String?
    public var isGeneric: Bool
    public var summary: String?
    public var directive: Directive?
    public var conditions: [String]
    public var cases: [DeclaredCase]
    /// The first freestanding macro in an enum's body (it could declare cases), and where.
    public var macroName: String?
    public var macroLocation: SourceLocation?
    public var location: SourceLocation

    public var name: String { path.joined(separator: ".") }
}

/// `extension A.B: P, Q { … }`.
public struct DeclaredExtension: Sendable, Hashable {
    public var path: [String]
    public var inherited: [String]
    public var directive: Directive?
    public var summary: String?
    public var conditions: [String]
    public var location: SourceLocation
}

/// Everything read from the sources of one target.
public struct SourceScan: Sendable {
    public var types: [DeclaredType] = []
    public var extensions: [DeclaredExtension] = []
    /// `typealias Name = Type`, by name.
    public var typealiases: [String: TypeRef] = [:]
    /// `var`/`let` members of types and extensions (only what a router check needs: owner, name, type text).
    public var properties: [DeclaredProperty] = []
    public var diagnostics: [Diagnostic] = []
    /// Comments looked at to find each declaration's docs, tokens read for a property's type (see ``CommandPlan``'s `work`).
    var work = 0

    public init() {}
}

/// `var name: Type` inside a type or an extension of it.
public struct DeclaredProperty: Sendable, Hashable {
    /// The type or extended type it is declared in: `["API"]`.
    public var owner: [String]
    public var name: String
    /// The type as written after `:`, whitespace collapsed (`[String: String]?`); empty when not written.
    public var typeText: String
    public var location: SourceLocation
}
