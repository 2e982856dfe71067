/// One query parameter. Routes give an ordered list, so repeated keys are allowed.
public struct QueryItem: Hashable, Sendable {
    /// The name; percent-encoded when sent.
    public var name: String
    /// The value; percent-encoded when sent.
    public var value: String
    /// `QueryItem("page", "2")` is sent as `page=2`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

extension Array where Element == QueryItem {
    /// `a=1&b=x%20y`, every name and value percent-encoded (RFC 3986).
    package var percentEncoded: String {
        // One string appended to, without an array of the pairs to join (every request with a query makes this).
        var text = ""
        for index in indices {
            if index > startIndex { text += "&" }
            text += PercentEncoding.encode(self[index].name)
            text += "="
            text += PercentEncoding.encode(self[index].value)
        }
        return text
    }
}
