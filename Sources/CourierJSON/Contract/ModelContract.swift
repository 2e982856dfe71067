/// The Swift model a route's envelope `data` must decode into, kept as a value.
///
/// Routes name their model with `.decodes(Order.self)`; every response's payload is checked against it
/// over the already parsed ``JSON`` (no second parse), and the first mismatch is a `decoding.model` error
/// that names the field's path: `data.items[0].price: expected Double, found a string`.
public struct ModelContract: Sendable {
    /// The model's type name as shown in `routes` and help, e.g. `[Order]`.
    /// Derived on demand: naming a type goes through reflection, too slow to pay on every start.
    package var typeName: String { makeTypeName() }
    private let makeTypeName: @Sendable () -> String
    /// The model's fields (``ModelShape``), `nil` for ``none``; derived on demand, like the type name.
    package var shape: ModelShape? { makeShape() }
    private let makeShape: @Sendable () -> ModelShape?
    private let check: @Sendable (JSON, String) throws(ContractViolation) -> Void
    /// Whether this is ``none``: a route without a model accepts any body, JSON or not.
    package let isNone: Bool
    /// Whether this is ``nothing``: the only contract under which an empty 2xx body passes
    /// where the API has an envelope (HEAD, 204 and 304 always pass empty).
    package let allowsEmptyBody: Bool

    /// A contract that accepts anything (for endpoints without a model).
    public static let none = ModelContract(typeName: { "none" }, shape: { nil }, isNone: true) { _, _ throws(ContractViolation) in }

    /// The endpoint answers with nothing (a 200 with an empty body on purpose): an empty body passes even
    /// where the API has an envelope; a body, if one comes, is accepted as with ``none``.
    public static let nothing = ModelContract(typeName: { "nothing" }, shape: { nil }, isNone: true, allowsEmptyBody: true) { _, _ throws(ContractViolation) in }

    /// `data` must decode into `model`.
    public static func decodes<Model: Decodable & Sendable>(_ model: Model.Type) -> ModelContract {
        ModelContract(typeName: { JSONModelDecoder.typeName(Model.self) }, shape: { ModelShape.of(Model.self) }) { value, root throws(ContractViolation) in
            _ = try JSONModelDecoder.decode(Model.self, from: value, rootPath: root)
        }
    }

    /// `data` must be a list of `Element`s: the same check as the generic ``decodes(_:)`` given `[Element].self`
    /// (the same paths and words), but each element is dropped once it passed, so a large list is checked holding
    /// one element at a time, never the whole decoded array (about as large again as the body).
    public static func decodes<Element: Decodable & Sendable>(_ model: [Element].Type) -> ModelContract {
        ModelContract(typeName: { JSONModelDecoder.typeName([Element].self) }, shape: { ModelShape.of([Element].self) }) { value, root throws(ContractViolation) in
            try JSONModelDecoder.checkEach(Element.self, in: value, rootPath: root)
        }
    }

    init(typeName: @escaping @Sendable () -> String, shape: @escaping @Sendable () -> ModelShape?, isNone: Bool = false, allowsEmptyBody: Bool = false,
         check: @escaping @Sendable (JSON, String) throws(ContractViolation) -> Void)
    {
        self.makeTypeName = typeName
        self.makeShape = shape
        self.isNone = isNone
        self.allowsEmptyBody = allowsEmptyBody
        self.check = check
    }

    /// Checks `value`; paths in the violation start at `rootPath` (default `data`).
    package func validate(_ value: JSON, rootPath: String = "data") throws(ContractViolation) {
        try check(value, rootPath)
    }
}
