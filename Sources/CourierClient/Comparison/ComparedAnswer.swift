import CourierCore

/// One call's answer as two environments' answers are compared (`courier diff`, a plan's `diff=ENV`): what is
/// compared, and how the side is summarised.
package struct ComparedAnswer {
    /// `{status, category, headers, data}`: volatile headers (``VolatileHeaders``) left out, `data` being the
    /// envelope's data or, without an envelope, the body.
    package var compared: JSON
    /// `{env, baseURL, status, category}`.
    package var summary: JSON

    package init(_ result: Call.Result, environment: Environment) {
        let category: JSON = .string(result.error?.category.rawValue ?? "ok")
        var headers: [JSON.Member] = []
        for field in result.outcome.response?.headers ?? [] where !VolatileHeaders.contains(field.name) {
            headers.append(JSON.Member(field.name.lowercased(), .string(field.value)))
        }
        let status: JSON = result.outcome.response.map { .int($0.status) } ?? .null
        compared = ["status": status, "category": category, "headers": .object(headers), "data": result.selectionRoot()["data"] ?? .null]
        summary = ["env": .string(environment.name), "baseURL": .string(environment.baseURL), "status": status, "category": category]
    }
}
