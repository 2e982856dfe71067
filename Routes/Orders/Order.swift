/// An order as the demo API returns it; `data` of `orders detail`, `create` and `cancel`.
public struct Order: Codable, Sendable, Equatable {
    public var no: String
    public var uid: Int
    public var sku: String
    public var qty: Int
    public var total: Double
    public var status: Status
    public var createdAt: String

    public enum Status: String, Codable, Sendable {
        case paid, shipped, cancelled
    }
}
