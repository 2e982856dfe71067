/// A `Decoder` that answers every request with a placeholder and records what was asked: the keys and their
/// types (``ModelShape``). Used by ``ModelShape/of(_:)``.
///
/// Nothing here may trap, whatever the model: an impossible request gets a placeholder or a thrown
/// `DecodingError`, and the shape keeps what was recorded up to there. Optionals, arrays and dictionaries are
/// answered with `nil`, `[]` and `[:]` (their element shape recorded on the side), so a recursive model is
/// never built; a type already being decoded is marked ``ModelShape/Kind/recursive``.
enum ModelShapeDecoder {
    /// Placeholder strings tried in turn when a type refuses the previous one (a UUID, a URL, a date).
    static let strings = ["0", "00000000-0000-0000-0000-000000000000", "1970-01-01T00:00:00Z", "http://example.invalid/"]

    /// What one value's decoding asked for. A class because the containers a model's `init(from:)` makes
    /// write into it after the decoder was handed over; it never leaves one ``ModelShape/of(_:)`` call.
    final class Node {
        enum Container { case none, keyed, unkeyed, single }
        /// A value's shape: known at once, or a nested container's, known when the model is done with it.
        enum Entry {
            case shape(ModelShape)
            case nested(Node)

            var shape: ModelShape {
                switch self {
                case .shape(let shape): shape
                case .nested(let node): node.shape("")
                }
            }
        }

        var container = Container.none
        var fields: [(name: String, entry: Entry)] = []
        var maybeAbsent: Set<String> = []
        var element: Entry?
        var elementIsNullable = false
        var single: ModelShape?
        var isNullable = false
        var askedString = false

        func use(_ kind: Container) {
            if container == .none { container = kind }
        }

        func field(_ name: String, _ entry: Entry) {
            if !fields.contains(where: { $0.name == name }) { fields.append((name, entry)) }
        }

        func setElement(_ entry: Entry) {
            if element == nil { element = entry }
        }

        /// What was recorded, as the shape of a value of type `typeName` (empty for a nested container).
        func shape(_ typeName: String) -> ModelShape {
            var kind: ModelShape.Kind
            switch container {
            case .none: kind = .unknown
            case .keyed:
                kind = .object(fields.map { name, entry in
                    let shape = entry.shape
                    guard maybeAbsent.contains(name), !shape.isOptional else { return ModelShape.Field(name, shape) }
                    return ModelShape.Field(name, ModelShape(shape.typeName.isEmpty ? "" : shape.typeName + "?", .optional(shape)))
                })
            case .unkeyed:
                var shape = element?.shape ?? ModelShape("", .unknown)
                if elementIsNullable, !shape.isOptional { shape = ModelShape(shape.typeName.isEmpty ? "" : shape.typeName + "?", .optional(shape)) }
                kind = .array(shape)
            case .single: kind = single?.kind ?? .unknown
            }
            if isNullable, !(ModelShape("", kind).isOptional) { kind = .optional(ModelShape(typeName, kind)) }
            return ModelShape(typeName, kind)
        }
    }

    /// Decodes types from placeholders, keeping the depth and the types being decoded.
    struct Recorder {
        var depth: Int
        var stack: [ObjectIdentifier]
        var stringIndex = 0

        var placeholderString: String { ModelShapeDecoder.strings[stringIndex] }

        /// A value of `type` if one could be made, and its shape.
        func record<T: Decodable>(_ type: T.Type) -> (value: T?, shape: ModelShape) {
            let name = JSONModelDecoder.typeName(T.self)
            let deeper = Recorder(depth: depth + 1, stack: stack + [ObjectIdentifier(T.self)])
            if depth > ModelShape.maxDepth { return (Self.emptyValue(T.self), ModelShape(name, .recursive)) }
            if let optional = T.self as? any ShapeOptional.Type {
                return (optional.absent as? T, ModelShape(name, .optional(deeper.shape(of: optional.wrappedType))))
            }
            if let array = T.self as? any ShapeArray.Type {
                return (array.empty as? T, ModelShape(name, .array(deeper.shape(of: array.elementType))))
            }
            if let dictionary = T.self as? any ShapeDictionary.Type {
                return (dictionary.empty as? T, ModelShape(name, .dictionary(deeper.shape(of: dictionary.valueType))))
            }
            if let cases = Self.allCases(T.self), let first = cases.first {
                return (first, ModelShape(name, Self.enumeration(cases, isComplete: true)))
            }
            if stack.contains(ObjectIdentifier(T.self)) { return (nil, ModelShape(name, .recursive)) }
            var attempt = deeper
            while true {
                let node = Node()
                do {
                    let value = try T(from: RecordingDecoder(node: node, recorder: attempt, codingPath: []))
                    return (value, node.shape(name))
                } catch {
                    if node.askedString, attempt.stringIndex + 1 < ModelShapeDecoder.strings.count {
                        attempt.stringIndex += 1
                        continue
                    }
                    if let value = Self.firstCase(T.self) { return (value, ModelShape(name, Self.enumeration([value], isComplete: false))) }
                    return (nil, node.shape(name))
                }
            }
        }

        /// The shape of a type known only as an existential metatype.
        func shape(of type: any Decodable.Type) -> ModelShape { open(type) }

        private func open<T: Decodable>(_ type: T.Type) -> ModelShape { record(T.self).shape }

        /// `nil`, `[]` or `[:]` for the types that have one.
        static func emptyValue<T>(_ type: T.Type) -> T? {
            if let optional = T.self as? any ShapeOptional.Type { return optional.absent as? T }
            if let array = T.self as? any ShapeArray.Type { return array.empty as? T }
            if let dictionary = T.self as? any ShapeDictionary.Type { return dictionary.empty as? T }
            return nil
        }

        /// Every case of a raw-value `CaseIterable` type.
        static func allCases<T>(_ type: T.Type) -> [T]? {
            guard T.self is any RawRepresentable.Type, let iterable = T.self as? any CaseIterable.Type else { return nil }
            return cases(of: iterable) as? [T]
        }

        private static func cases<C: CaseIterable>(of type: C.Type) -> [Any] { Array(C.allCases) }

        /// The first case of a payload-free raw-value enum that refused every placeholder raw value: the value
        /// whose bits are all zero (Swift numbers such an enum's cases from 0 in declaration order). Only for
        /// plain-data raw-representable types, for which every such value is valid.
        static func firstCase<T>(_ type: T.Type) -> T? {
            guard _isPOD(T.self), T.self is any RawRepresentable.Type, MemoryLayout<T>.size <= 8 else { return nil }
            return withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
                UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, repeating: 0)
                return buffer.baseAddress!.pointee
            }
        }

        static func enumeration<T>(_ cases: [T], isComplete: Bool) -> ModelShape.Kind {
            let raws = cases.compactMap { ($0 as? any RawRepresentable).map { $0.rawValue } }
            let raw: ModelShape.Kind = raws.first.map { $0 is String ? .string : ($0 is any BinaryInteger ? .integer : .number) } ?? .string
            return .enumeration(raw: raw, values: raws.map { String(describing: $0) }, isComplete: isComplete)
        }
    }
}

/// The standard containers, recognised by type so that no element has to be made.
protocol ShapeOptional { static var wrappedType: any Decodable.Type { get }; static var absent: Self { get } }
protocol ShapeArray { static var elementType: any Decodable.Type { get }; static var empty: Self { get } }
protocol ShapeDictionary { static var valueType: any Decodable.Type { get }; static var empty: Self { get } }

extension Optional: ShapeOptional where Wrapped: Decodable {
    static var wrappedType: any Decodable.Type { Wrapped.self }
    static var absent: Self { nil }
}

extension Array: ShapeArray where Element: Decodable {
    static var elementType: any Decodable.Type { Element.self }
    static var empty: Self { [] }
}

extension Dictionary: ShapeDictionary where Key: Decodable, Value: Decodable {
    static var valueType: any Decodable.Type { Value.self }
    static var empty: Self { [:] }
}
