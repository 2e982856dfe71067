import CourierCore

/// Turns a call's document into the bytes for stdout, by `--output` and `--select`.
package struct Rendering {
    package var mode: OutputMode = .default
    package var selection: String?
    package var colors: JSONColors?

    package enum Failure: Error, Equatable {
        /// `--select` found nothing: where the path stopped (``ErrorWording`` words it).
        case selectsNothing(SelectionReason)
    }

    /// What to print for a document under this mode and selection.
    package enum Rendered {
        /// A JSON value, printed (and streamed) by `printer`, then a newline.
        case json(JSON, JSONPrinter)
        /// Text, then a newline (a selected string, a status).
        case text(String)
        /// Bytes exactly as received, nothing added.
        case raw([UInt8])
        /// This mode has nothing to show for this call (e.g. `--output data` after a transport error).
        case nothing
    }

    package var printer: JSONPrinter { JSONPrinter(layout: mode == .compact || mode == .ndjson ? .compact : .pretty, colors: colors) }

    package func render(_ document: OutputDocument) throws(Failure) -> Rendered {
        if let selection {
            let value = try Selection.parse(selection).select(in: Selection.root(document.json(), dataKey: document.dataKey)).get()
            if let text = value.stringValue { return .text(text) }
            return .json(value, printer)
        }
        switch mode {
        case .full, .compact, .ndjson:
            return .json(document.json(), printer)
        case .envelope:
            guard let envelope = document.outcome?.envelope else { return .nothing }
            return .json(envelope, printer)
        case .data:
            return document.payload.map { .json($0, printer) } ?? .nothing
        case .body:
            return document.response.map { .raw($0.body) } ?? .nothing
        case .headers:
            guard let headers = document.response?.headers else { return .nothing }
            return .json(OutputDocument.describe(headers), printer)
        case .status:
            return document.response.map { .text(String($0.status)) } ?? .nothing
        }
    }
}
