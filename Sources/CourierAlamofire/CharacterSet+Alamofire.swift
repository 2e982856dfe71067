extension CharacterSet {
    /// What Alamofire leaves unescaped in a query key or value: RFC 3986's query characters minus the
    /// delimiters `:#[]@!$&'()*+,;=`. So `ALPHA DIGIT - . _ ~` and, per RFC 3986 §3.4, `/` and `?` stay literal.
    public static let afURLQueryAllowed: CharacterSet = {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: ":#[]@" + "!$&'()*+,;=")
        return allowed
    }()
}
