import Arguments
import CourierCore

/// What `describe GROUP ACTION` shows of one action: the case as declared, its options and where each lands
/// in the request, the request template, service, envelope, model fields, samples and an example call.
/// Rendered as one JSON document (``document()``) or a readable block (``text()``), from the same facts.
package struct ActionDescription {
    package let group: String
    package let action: Action<any Route>
    package let api: APIDescription
    package let environment: Environment
    package let programName: String
    package let secretHeaders: SecretHeaders
    package let placement: OptionPlacement

    package init(group: String, action: Action<any Route>, api: APIDescription, environment: Environment, secretHeaders: SecretHeaders) {
        self.group = group
        self.action = action
        self.api = api
        self.environment = environment
        self.programName = api.programName
        self.secretHeaders = secretHeaders
        placement = OptionPlacement(action: action, environment: environment,
                                    builder: RequestBuilder(appBaseURLs: api.appBaseURLs))
    }

    package var command: Command { action.command }
    package var route: (any Route)? { placement.route }

    /// The service the request goes to (a compat route's is the one its app base URL stands for), and that
    /// service's base URL in the environment; both `nil` for a URL sent as the router builds it.
    package var service: (name: String?, baseURL: String?) {
        guard case .service(let name)? = placement.destination else { return (nil, nil) }
        return (name, environment.baseURL(of: name))
    }

    /// The route's Swift type and case, read by reflection from the placeholder-built value: `OrderRouter`, `create`.
    /// A Moya route is named by the target it carries (``CaseCarrying``): `GithubAPI`, `searchRepositories`; another
    /// wrapper by its first stored enum: `AlamofireRoute<Router>`, `Router.user`.
    package var declaredCase: (type: String, caseName: String?)? { route.map(Self.declaredCase(of:)) }

    /// ``declaredCase`` of any route value (a route client names its calls so: `OrderRouter.list`).
    package static func declaredCase(of route: any Route) -> (type: String, caseName: String?) {
        if let carried = (route as? any CaseCarrying)?.carriedCase {
            return (String(describing: type(of: carried)), caseName(carried))
        }
        let mirror = Mirror(reflecting: route)
        if mirror.displayStyle == .enum { return (String(describing: type(of: route)), caseName(route)) }
        for child in mirror.children where Mirror(reflecting: child.value).displayStyle == .enum {
            return (String(describing: type(of: route)), "\(type(of: child.value)).\(caseName(child.value))")
        }
        return (String(describing: type(of: route)), nil)
    }

    private static func caseName(_ value: Any) -> String {
        if let label = Mirror(reflecting: value).children.first?.label { return label }
        let text = String(describing: value)
        return String(text.prefix { $0 != "(" })
    }

    /// The request with every option's value written `{name}`: method, URL, path below the base URL, query,
    /// headers (secret ones redacted unless an option fills them) and the body.
    package struct Template {
        package var method: String
        package var url: String
        package var path: String
        package var query: [(name: String, value: String)]
        package var headers: [(name: String, value: String)]
        package var bodyKind: String
        package var body: String?
    }

    package var template: Template? {
        guard let request = placement.request, let sites = placement.sites, let path = placement.pathTemplate,
              let address = placement.addressTemplate else { return nil }
        var seen: [String: Int] = [:]
        let query = sites.query.map { item in
            let occurrence = seen[item.name, default: 0]
            seen[item.name] = occurrence + 1
            return (item.name, placement.template(item.value, at: .query(item.name, occurrence: occurrence)))
        }
        let headers = request.headers.map { field in
            let value = placement.owners(of: .header(field.name)).isEmpty && secretHeaders.contains(field.name)
                ? Redaction.placeholder : placement.template(field.value, at: .header(field.name))
            return (field.name, value)
        }
        // Below the base URL, or for a URL sent as built, its own scheme and authority: never percent-encoded placeholders.
        var url = address
        if !query.isEmpty { url += "?" + query.map { "\($0.0)=\($0.1)" }.joined(separator: "&") }
        return Template(method: request.method.rawValue, url: url, path: path, query: query, headers: headers,
                        bodyKind: RouteSummary.kind(of: request.body), body: bodyTemplate(request.body))
    }

    /// The body as text with options' values written `{name}` (unquoted where the value is not a string).
    private func bodyTemplate(_ body: RequestBody) -> String? {
        switch body {
        case .none: return nil
        case .json(let json): return JSONPrinter(layout: .compact).string(templated(json, at: ""))
        case .form(let items):
            return items.map { "\($0.name)=\(placement.template($0.value, at: .body($0.name)))" }.joined(separator: "&")
        case .multipart(let parts):
            return parts.map { part in
                switch part {
                case .field(let name, let value): "\(name)=\(placement.template(value, at: .body(name)))"
                case .file(let name, let path, let filename, let type):
                    "\(name)=\(placement.template(RequestSites.filePart(path, filename, type), at: .body(name)))"
                }
            }.joined(separator: "; ")
        case .raw(let bytes, let contentType):
            if let json = RequestSites.json(bytes, contentType) { return JSONPrinter(layout: .compact).string(templated(json, at: "")) }
            if let pairs = RequestSites.formPairs(bytes, contentType) {
                return pairs.map { "\($0.name)=\(placement.template($0.value, at: .body($0.name)))" }.joined(separator: "&")
            }
            return placement.owners(of: .body("")).isEmpty ? "\(bytes.count) bytes of \(contentType)"
                : placement.template(String(decoding: bytes, as: UTF8.self), at: .body(""))
        }
    }

    private func templated(_ json: JSON, at path: String) -> JSON {
        switch json.expanded {
        case .object(let members):
            return .object(members.map { JSON.Member($0.key, templated($0.value, at: path.isEmpty ? $0.key : path + "." + $0.key)) })
        case .array(let items):
            return .array(items.enumerated().map { templated($0.element, at: path + "[\($0.offset)]") })
        case .string(let text):
            return .string(placement.template(text, at: .body(path)))
        case let leaf:
            let text = leaf.scalarText
            let filled = placement.template(text, at: .body(path))
            // A number or flag an option fills is shown as its bare placeholder: {"qty":{qty}}.
            return filled == text ? leaf : .number(filled)
        }
    }

    /// A command line that calls the action: the first declared example, else one made from the options.
    package var exampleCall: String {
        if let declared = command.examples.first { return declared }
        var words = [programName, group, command.name]
        for option in command.options where option.isRequired {
            words += ["--\(option.name)", Self.exampleValue(option.kind, name: option.name, range: option.range)]
        }
        for positional in command.positionals where positional.isRequired {
            words.append(Self.exampleValue(positional.kind, name: positional.name, range: nil))
        }
        return words.joined(separator: " ")
    }

    private static func exampleValue(_ kind: ValueKind, name: String, range: ClosedRange<Double>?) -> String {
        switch kind {
        case .string, .path: name.uppercased()
        default: ParsedValues.placeholder(kind, name: name, range: range)
        }
    }

    /// The envelope this action's responses come in: the route's own, else the API's.
    package var envelope: Envelope? { route.map { $0.envelope ?? api.envelope } }

    /// A successful response as the model says it looks, in the envelope: `{"code":0,"message":"ok","data":{…}}`.
    package var exampleResponse: JSON? {
        guard let shape = route?.contract.shape else { return nil }
        guard let format = envelope?.format else { return shape.example }
        return .object([JSON.Member(format.codeKey, format.successCodes.first ?? 0), JSON.Member(format.messageKey, "ok"),
                        JSON.Member(format.dataKey, shape.example)])
    }
}
