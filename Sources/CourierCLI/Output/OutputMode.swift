import Arguments
import CourierCore

/// What a call prints on stdout (`--output`).
enum OutputMode: String, CaseIterable, ArgumentValue {
    /// The whole document of DESIGN.md, pretty. The default.
    case full
    /// The server's envelope object.
    case envelope
    /// The envelope's `data`.
    case data
    /// The body's bytes exactly as received.
    case body
    /// The response headers as a JSON object.
    case headers
    /// The final HTTP status number.
    case status
    /// The whole document on one line.
    case compact
}

/// When to color JSON (`--color`).
enum ColorMode: String, CaseIterable, ArgumentValue {
    case auto, always, never
}

/// Turns a call's document into the bytes for stdout, by `--output` and `--select`.
struct Rendering {
    var mode: OutputMode = .full
    var selection: String?
    var colors: JSONColors?

    enum Failure: Error, Equatable {
        /// `--select` found nothing; the message says where the path stopped.
        case selectsNothing(String)
    }

    /// The bytes to print (without the final newline), or `nil` when this mode has nothing to show.
    func render(_ document: OutputDocument) throws(Failure) -> [UInt8]? {
        let json = document.json()
        var out: [UInt8] = []
        if let selection {
            let value = try Selection.parse(selection).select(in: Selection.root(json)).get()
            if case .string(let text) = value { return Array(text.utf8) }
            JSONPrinter(layout: mode == .compact ? .compact : .pretty, colors: colors).write(value, into: &out)
            return out
        }
        let printer = JSONPrinter(layout: mode == .compact ? .compact : .pretty, colors: colors)
        switch mode {
        case .full, .compact:
            printer.write(json, into: &out)
        case .envelope, .data:
            guard let envelope = document.outcome?.envelope else { return nil }
            let value = mode == .envelope ? envelope : envelope[document.dataKey] ?? .null
            printer.write(value, into: &out)
        case .body:
            return document.exchange?.response?.body
        case .headers:
            guard let headers = json["headers"] else { return nil }
            printer.write(headers, into: &out)
        case .status:
            guard let status = document.exchange?.response?.status else { return nil }
            return Array(String(status).utf8)
        }
        return out
    }
}
