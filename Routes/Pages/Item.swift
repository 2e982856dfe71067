/// One item of the demo API's paginated lists.
public struct Item: Codable, Sendable, Equatable {
    public var id: Int
    public var name: String
}

/// `data` of `pages numbered`: a page of items and where it sits.
public struct NumberedItems: Codable, Sendable, Equatable {
    public var items: [Item]
    public var page: Int
    public var perPage: Int
    public var total: Int
}

/// `data` of `pages cursor`: a page of items and the cursor of the next (`null` on the last).
public struct CursorItems: Codable, Sendable, Equatable {
    public var items: [Item]
    public var nextCursor: String?
}
