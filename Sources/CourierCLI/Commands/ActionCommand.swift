import CourierPlatform
import Arguments
import CourierCore
import CurlTransport
import CourierClient

/// A router's action as the parser hands it back: run as an ``ActionCommand``.
extension Action: Runnable where Output == any Route {
    func run(_ context: CommandContext) throws(CommandFailure) {
        try ActionCommand(action: self, context: context).run()
    }
}

/// The command a router action is: build the case, resolve settings, run it as a ``Call``, print the document.
/// (``Call`` is the part smoke cases share: one call without printing.)
struct ActionCommand {
    let action: Action<any Route>
    /// The program's whole command tree is in it, so a route's own refusal shows the command's real usage
    /// line, under the program's own name.
    let context: CommandContext

    func run() throws(CommandFailure) {
        let route: any Route
        do throws(ParseError) {
            route = try action.make(context.values)
        } catch {
            throw .usage(error, at: context.path)
        }
        let settings = try context.settings()
        let call: Call
        do throws(CourierError) {
            call = try Call.prepare(route, named: context.path.joined(separator: " "), values: context.values, api: context.api,
                                    settings: SharedSettings(settings))
        } catch {
            throw .error(error)
        }
        let printer = Printer(console: context.console(scrubbing: settings.secrets), rendering: settings.output.rendering)
        if settings.output.dryRun || settings.output.curlExport { return try preview(call, printer: printer) }

        if let paging = call.paging { return try printPages(PagedCall(call: call, paging: paging), printer: printer) }
        let result = call.perform(keepsRawBody: printer.rendering.mode == .body && printer.rendering.selection == nil)
        // A token the call learned (a login with --save, a refresh) is a secret from here on, in the document too.
        let shown = Printer(console: context.console(scrubbing: settings.secrets + result.sessionSecrets).keeping(result.error),
                            rendering: printer.rendering)
        for warning in result.warnings { shown.console.warning(warning) }
        // Refused before sending (bad base URL, header, path parameter): nothing on stdout.
        if result.wasSent { try shown.print(result.document, failed: result.error != nil) }
        if let failure = result.failure { throw .error(failure) }
    }

    /// `--all`: every page, printed as one document, or with `-o ndjson` one item a line as each page arrives.
    /// A failing page prints its own document (as a single call would) and fails the call; items streamed
    /// before it stay printed, and the last line says why it stopped.
    private func printPages(_ paged: PagedCall, printer: Printer) throws(CommandFailure) {
        let streaming = printer.rendering.mode == .ndjson
        let collected = try paged.collect(keepsItems: !streaming) { items throws(CommandFailure) in
            guard streaming else { return }
            for item in items { try printer.print(item: item) }
        }
        let result = collected.result
        if let error = result.error {
            if result.wasSent { try Printer(console: printer.console.keeping(error), rendering: printer.rendering).print(result.document, failed: true) }
            throw .error(error)
        }
        if let stop = collected.stop { printer.console.warning(.pagesLeft(option: stop.option, limit: stop.limit, items: collected.items)) }
        if !streaming { try printer.print(result.document, failed: false) }
    }

    /// `--dry-run` and `--curl`: the final request, printed, and nothing sent.
    private func preview(_ call: Call, printer: Printer) throws(CommandFailure) {
        let settings = call.settings
        let pipeline = call.pipeline()
        let request: HTTPRequest
        do throws(CourierError) {
            request = try pipeline.prepare(call.route, in: settings.target.environment)
        } catch {
            throw .error(error)
        }
        if settings.output.curlExport {
            let command = CurlCommand(request: request, options: pipeline.options, redirectHops: settings.sending.redirects.maxHops,
                                      retries: pipeline.retry.maxRetries(isIdempotent: call.route.isIdempotent),
                                      secretHeaders: settings.credentials.secretHeaders, secrets: settings.secrets, showSecrets: settings.output.showSecrets,
                                      proxy: settings.sending.proxy)
            var console = printer.console
            if settings.output.showSecrets { console.secrets = [] }
            return try console.emitText(command.text)
        }
        var shown = call.documentOptions(for: request)
        shown.verbose = true
        try printer.print(OutputDocument(.dryRun(request), options: shown), failed: false)
    }
}

/// Prints a document by `--output`/`--select`.
struct Printer {
    let console: Console
    let rendering: Rendering

    /// A selection that finds nothing fails a successful call (exit 10); after a failed call, the call's own
    /// error is the reason (its document rarely has what a successful one would).
    func print(_ document: OutputDocument, failed: Bool) throws(CommandFailure) {
        let rendered: Rendering.Rendered
        do throws(Rendering.Failure) {
            rendered = try rendering.render(document)
        } catch {
            guard !failed, case .selectsNothing(let reason) = error else { return }
            throw .error(CourierError(.selection(reason)))
        }
        try emit(rendered)
    }

    /// One item of a list, on its own line (`--all -o ndjson`); `--select` reads inside the item.
    func print(item: JSON) throws(CommandFailure) {
        guard let selection = rendering.selection else { return try console.emitStream(item, printer: rendering.printer) }
        let value: JSON
        do throws(Rendering.Failure) {
            value = try Selection.parse(selection).select(in: item).get()
        } catch {
            guard case .selectsNothing(let reason) = error else { return }
            throw .error(CourierError(.selection(reason)))
        }
        if case .string(let text) = value { return try console.emit(Array(text.utf8)) }
        try console.emitStream(value, printer: rendering.printer)
    }

    private func emit(_ rendered: Rendering.Rendered) throws(CommandFailure) {
        switch rendered {
        case .nothing: return
        case .text(let text): try console.emit(Array(text.utf8))
        case .raw(let bytes): try console.emit(bytes, raw: true)
        case .json(let value, let printer): try console.emitStream(value, printer: printer)
        }
    }
}
