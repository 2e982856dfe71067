import CourierCore

/// A built request as one comparable text: `METHOD URL`, a header per line (as sent), a blank line, the body.
///
/// One string per case keeps a failing table row readable: the diff shows exactly which byte differs.
func text(_ request: HTTPRequest) -> String {
    var lines = ["\(request.method.rawValue) \(request.url)"]
    lines += request.headers.map { "\($0.name): \($0.value)" }
    switch request.body {
    case .none: break
    case .raw(let bytes, _): lines += ["", String(decoding: bytes, as: UTF8.self)]
    case .multipart(let parts): lines += [""] + parts.map { "\($0)" }
    case .json(let json): lines += ["", "\(json)"]
    case .form(let items): lines += ["", items.percentEncoded]
    }
    return lines.joined(separator: "\n")
}

/// The request a route builds, or the error's line.
func text(_ route: any RequestBuildingRoute) -> String {
    do {
        return text(try route.buildRequest())
    } catch {
        return "error: \(error)"
    }
}
