import Foundation
import Testing

/// Every case of the compat package's five programs and the request its `--dry-run` shows in the `local`
/// environment: the requests of Tests/CompatTests (what real Moya/Alamofire build), with the app's base URL
/// replaced by the environment's and Courier's additions (its `Accept` unless the router sets one, auth for
/// the targets that ask for it, the token redacted).
enum CompatDryRunTable {
    struct Row: Sendable, CustomTestStringConvertible {
        var program: String
        var arguments: [String]
        var expected: String
        var testDescription: String { "\(program) \(arguments.joined(separator: " "))" }
    }

    static let programs = ["seed001", "seed002", "seed003", "seed004", "github"]
    static let rows = seed001 + seed002 + seed003 + seed004 + github

    /// `METHOD URL`, the headers sorted by name (Courier's own `User-Agent` left out), a blank line and the
    /// body: JSON with sorted keys, a form or multipart body as text, the multipart boundary as `B`. Alamofire's
    /// session defaults are shown by their shape, not the machine's values: `Accept-Encoding` and `Accept-Language`
    /// (the linked libcurl's codings, the process's languages) as ``machine``, the OS in `User-Agent` as `OS`.
    static func text(_ document: [String: Any]?) -> String {
        guard let request = document?["request"] as? [String: Any] else { return "no request in \(String(describing: document))" }
        var lines = ["\(request["method"] ?? "?") \(request["url"] ?? "?")"]
        let headers = (request["headers"] as? [String: Any] ?? [:]).filter { !("\($0.value)".hasPrefix("courier/")) }
        lines += headers.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { name, value in
            let shown = "\(value)"
            switch name.lowercased() {
            case "accept-encoding" where shown.range(of: #"^[a-z]+;q=1\.0(, [a-z]+;q=0\.[0-9])*$"#, options: .regularExpression) != nil,
                 "accept-language" where shown.range(of: #"^[A-Za-z0-9-]+;q=1\.0(, [A-Za-z0-9-]+;q=0\.[0-9])*$"#, options: .regularExpression) != nil:
                return "\(name): \(machine)"
            default:
                return "\(name): " + shown.replacingOccurrences(of: #"; build:Unknown; [A-Za-z]+ [0-9.]+\) Alamofire/"#,
                                                                with: "; build:Unknown; OS) Alamofire/", options: .regularExpression)
            }
        }
        if let body = request["body"] {
            let shown: String
            if let string = body as? String {
                shown = string
            } else if let data = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed]) {
                shown = String(decoding: data, as: UTF8.self)
            } else {
                shown = "\(body)"
            }
            lines += ["", shown]
        }
        return lines.joined(separator: "\n")
            .replacingOccurrences(of: #"alamofire\.boundary\.[0-9a-f]+"#, with: "alamofire.boundary.B", options: .regularExpression)
    }

    static func row(_ program: String, _ arguments: [String], _ expected: String) -> Row {
        Row(program: program, arguments: arguments, expected: expected)
    }

    static let accept = "Accept: application/json"
    static let machine = "(this machine's)"
    /// What seed 001's `headers: SessionManager.defaultHTTPHeaders` (Alamofire 5's `HTTPHeaders.default`) adds, but its User-Agent.
    static let sessionDefaults = "Accept-Encoding: \(machine)\nAccept-Language: \(machine)"
    static let seed001Agent = "User-Agent: seed001/Unknown (Unknown; build:Unknown; OS) Alamofire/5.10.2"
    static let json = "Content-Type: application/json"
    static let form = "Content-Type: application/x-www-form-urlencoded; charset=utf-8"
    static let multipart = "Content-Type: multipart/form-data; boundary=alamofire.boundary.B"

    // Seed 001: `kBaseURL + serviceAddress`, URLEncoding.default; https://shop.example.com/api/ → local.
    static let shop = "http://127.0.0.1:8081/api"
    static let seed001: [Row] = [
        row("seed001", ["order", "orders", "--uid", "5"], "GET \(shop)/orders?uid=5\n\(accept)\n\(sessionDefaults)\n\(seed001Agent)"),
        row("seed001", ["order", "detail", "--no", "SO-1001"], "GET \(shop)/orders/SO-1001\n\(accept)\n\(sessionDefaults)\n\(seed001Agent)"),
        row("seed001", ["order", "cancel", "--no", "SO-1", "--reason", "too slow & late"],
            "POST \(shop)/orders/SO-1/cancel\n\(accept)\n\(sessionDefaults)\n\(form)\n\(seed001Agent)\n\nnotify=1&reason=too%20slow%20%26%20late"),
        row("seed001", ["order", "search", "--keyword", "红 茶?", "--page", "2", "--tags", "a", "--tags", "b c"],
            "GET \(shop)/orders/search?filter%5Bfrom%5D=2024-01-01&filter%5Bto%5D=2024-12-31&keyword=%E7%BA%A2%20%E8%8C%B6?&page=2&paid=0&tags%5B%5D=a&tags%5B%5D=b%20c\n\(accept)\n\(sessionDefaults)\n\(seed001Agent)"),
        row("seed001", ["order", "coupons"], "GET \(shop)/coupons\n\(accept)\n\(sessionDefaults)\n\(seed001Agent)"),
        row("seed001", ["order", "remove", "--no", "SO-9"], "DELETE \(shop)/orders/SO-9?confirm=SO-9\n\(accept)\n\(sessionDefaults)\n\(seed001Agent)"),
    ]

    // Seed 002: Moya with the app's plugin adding the common parameters (the token is COURIER_TOKEN's, redacted).
    static let root = "http://127.0.0.1:8082/root"
    static let common = "systemType=iOS&token=[redacted]&version=1.0.0"
    static let seed002: [Row] = [
        row("seed002", ["api", "login", "--params", "username=jh", "--params", "password=p@ss/1"],
            "POST \(root)/login?\(common)\n\(accept)\n\(json)\n\n{\"password\":\"p@ss/1\",\"username\":\"jh\"}"),
        row("seed002", ["api", "get-page-list", "--page", "1"], "GET \(root)/mock/pages?limit=15&maxCount=100&page=1&\(common)\n\(accept)"),
        row("seed002", ["api", "get-group-page-list", "--page", "3"], "GET \(root)/mock/groupPages?page=3&\(common)\n\(accept)"),
        row("seed002", ["api", "get-contact"], "POST \(root)/mock/contacts?\(common)\n\(accept)"),
        row("seed002", ["api", "get-wx-motion-tops"], "POST \(root)/mock/wxMotionTops?\(common)\n\(accept)"),
        row("seed002", ["api", "get-simple-arr-dic"], "POST \(root)/getSimpleArrDic?\(common)\n\(accept)"),
        // appendingPathComponent escapes the `?` written in `path`: real Moya sends this very URL.
        row("seed002", ["api", "other1", "--p1", "7", "--p2", "2", "--p3", "x y", "--p4", "z"],
            "GET \(root)/list%3Fid=7&page=2?p3=x%20y&p4=z&\(common)\n\(accept)"),
        row("seed002", ["api", "other2"], "GET \(root)?\(common)\n\(accept)"),
        row("seed002", ["api", "feedback", "--text", "好", "--images", "hi"],
            "POST \(root)/feedback?\(common)\n\(accept)\n\(multipart)\n\n"
                + "--alamofire.boundary.B\r\nContent-Disposition: form-data; name=\"text\"\r\n\r\n好\r\n"
                + "--alamofire.boundary.B\r\nContent-Disposition: form-data; name=\"images[]\"; filename=\"image0.jpg\"\r\nContent-Type: image/jpeg\r\n\r\nhi\r\n"
                + "--alamofire.boundary.B--\r\n"),
    ]

    // Seed 003: an Alamofire URLRequestConvertible router; https://httpbin.example.org → local.
    static let bin = "http://127.0.0.1:8083"
    static let seed003: [Row] = [
        row("seed003", ["router", "get", "--params", "foo=bar", "--params", "a b=c&d"], "GET \(bin)/get?a%20b=c%26d&foo=bar\n\(accept)"),
        row("seed003", ["router", "post", "--params", "foo=bar", "--params", "n=1"], "POST \(bin)/post\n\(accept)\n\(json)\n\n{\"foo\":\"bar\",\"n\":\"1\"}"),
        row("seed003", ["router", "form", "--name", "Ann", "--comment", "1+1=2"], "POST \(bin)/forms/feedback\n\(accept)\n\(form)\n\ncomment=1%2B1%3D2&name=Ann"),
        row("seed003", ["router", "anything", "--id", "7"], "DELETE \(bin)/anything/7\n\(accept)"),
        row("seed003", ["router", "search", "--term", "swift/ios", "--page", "2", "--exact", "--tag", "y", "--tag", "x"],
            "GET \(bin)/search?exact=1&page=2&tags%5B%5D=x&tags%5B%5D=y&term=swift/ios\n\(accept)"),
        row("seed003", ["router", "create-post", "--title", "Hi", "--body", "a/b"],
            "POST \(bin)/posts\n\(accept)\nAuthorization: Bearer [redacted]\n\(json)\n\n{\"body\":\"a/b\",\"draft\":false,\"title\":\"Hi\"}"),
    ]

    // Seed 004: the app's own Endpoint protocol; users and orders on two hosts → two services.
    static let users = "http://127.0.0.1:8084/users"
    static let orders = "http://127.0.0.1:8084/orders"
    static let seed004: [Row] = [
        row("seed004", ["user", "login", "--username", "ann", "--password", "pw"],
            "POST \(users)/v1/user/login\n\(accept)\n\(json)\n\n{\"password\":\"pw\",\"username\":\"ann\"}"),
        row("seed004", ["user", "profile", "--user-id", "42"], "GET \(users)/v1/user/42/profile\n\(accept)\n\(json)"),
        row("seed004", ["user", "update-profile", "--user-id", "42", "--name", "Ann Lee"],
            "PUT \(users)/v1/user/42/profile\n\(accept)\n\(json)\n\n{\"name\":\"Ann Lee\"}"),
        row("seed004", ["user", "avatar", "--user-id", "42"], "GET \(users)/v1/user/42/avatar\nAccept: image/png"),
        row("seed004", ["order", "list", "--page", "2"], "GET \(orders)/v2/orders?page=2\n\(accept)\n\(json)"),
        row("seed004", ["order", "detail", "--order-no", "SO-1"], "GET \(orders)/v2/orders/SO-1\n\(accept)\n\(json)"),
        row("seed004", ["order", "cancel", "--order-no", "SO-1"], "POST \(orders)/v2/orders/SO-1/cancel\n\(accept)\n\(json)\n\n{\"reason\":\"user request\"}"),
    ]
}
