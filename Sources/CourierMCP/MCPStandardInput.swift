import CourierCore

extension UsageReason.StandardInputOwner {
    /// `courier mcp`: its JSON-RPC messages arrive on standard input, so no option's `-` may read it.
    package static let mcp = Self("carries mcp's JSON-RPC messages")
}
