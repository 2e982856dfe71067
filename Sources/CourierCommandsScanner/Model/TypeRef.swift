/// A Swift type as written in an associated value, read far enough to decide how a command line carries it.
public indirect enum TypeRef: Sendable, Hashable {
    /// `Int`, `Moya.Method`, `Dictionary<String, Any>`: the dotted components and the last one's generic arguments.
    case named([String], arguments: [TypeRef])
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(key: TypeRef, value: TypeRef)
    /// `()`, `(Int, String)`, `(x: Int, y: Int)`; a one-element tuple is its element.
    case tuple([TypeRef])
    /// A closure type: `(Int) -> Void`, `@Sendable () async throws -> Data`.
    case function
    /// `any P` / `some P`, `P & Q`, `T.Type`: no value of these comes from text.
    case opaque(String)

    /// The innermost name, when the type is a plain name without arguments (`Int`, `Swift.String` → `String`).
    var simpleName: String? {
        if case .named(let path, let arguments) = self, arguments.isEmpty { return path.last }
        return nil
    }

    /// `Optional<T>`, `Array<T>`, `Dictionary<K, V>` and `Swift.`-qualified names read as their sugar.
    var desugared: TypeRef {
        guard case .named(var path, let arguments) = self else { return self }
        if path.first == "Swift", path.count > 1 { path.removeFirst() }
        switch (path, arguments.count) {
        case (["Optional"], 1), (["ImplicitlyUnwrappedOptional"], 1): return .optional(arguments[0])
        case (["Array"], 1): return .array(arguments[0])
        case (["Dictionary"], 2): return .dictionary(key: arguments[0], value: arguments[1])
        default: return .named(path, arguments: arguments)
        }
    }
}
