import CourierShared
import CourierCore

/// `--report-html`: one self-contained page a person reads after a run. No script, no network, no external
/// asset (a Content-Security-Policy forbids them too), so it opens from `file://` and a hostile body in it
/// can do nothing: every text goes through ``XMLText/escape(_:)`` and every number is formatted here.
///
/// It shows the counts, the environments and base URLs, plan errors, a waterfall of every case on one time axis
/// for the whole run (so concurrency and retries show), then each case, failures first: label, plan file and
/// line, the call as typed, status, category, attempts, duration, the contract violation, the request and the
/// response document (secrets redacted), and `curl` and Courier lines that repeat it.
extension ReportedRun {
    /// The colours of the waterfall's phases, in the order they happen; the legend and a test read them here.
    package static let phaseColors: [(phase: String, color: String)] = [
        ("queued or waiting to retry", "#a9b1bd"), ("DNS", "#8e44ad"), ("connect", "#e67e22"), ("TLS", "#c0392b"),
        ("waiting for the first byte", "#1f6fd0"), ("transfer", "#1e9e5a"),
    ]

    package func html(program: String) -> String {
        var page = HTMLPage()
        let title = "\(program) smoke: \(countsLine)"
        page.raw("""
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            """)
        page.element("title", title)
        page.raw("<style>\(Self.style)</style></head><body>")
        page.element("h1", title)
        header(&page)
        if !errors.isEmpty {
            page.raw(#"<section class="errors"><h2>The plans could not run</h2><ul>"#)
            for error in errors { page.element("li", error.description) }
            page.raw("</ul></section>")
        }
        if !cases.isEmpty {
            waterfall(&page)
            page.raw(#"<section class="cases"><h2>Cases (failures first, then plan order)</h2>"#)
            for reported in readingOrder { section(reported, program: program, &page) }
            page.raw("</section>")
        }
        page.raw("</body></html>\n")
        return page.text
    }

    private func header(_ page: inout HTMLPage) {
        page.raw(#"<p class="counts">"#)
        for (count, word, kind) in [(passed, "passed", "pass"), (failed, "failed", "fail"), (skipped, "skipped", "skip"), (flaky, "flaky", "flaky")]
            where kind != "flaky" || count > 0
        {
            page.raw(#"<span class="badge \#(kind)">"#)
            page.text("\(count) \(word)")
            page.raw("</span> ")
        }
        page.text("\(cases.count) case\(cases.count == 1 ? "" : "s") in \(String(format3: seconds)) s")
        page.raw("</p><table class=\"run\">")
        for target in targets {
            page.row("environment", target.environment)
            page.row("base URL", target.baseURL)
        }
        page.raw("</table>")
    }

    /// One row per case in plan order; each bar starts when its case started and shows libcurl's phases of its
    /// last transfer from when that transfer started, on the one axis from the run's start.
    private func waterfall(_ page: inout HTMLPage) {
        let ordered = cases.sorted { $0.ordinal < $1.ordinal }
        let end = ordered.reduce(seconds * 1000) { max($0, ($1.startedAt ?? 0) + $1.milliseconds) }
        let axis = max(end, 1)
        func percent(_ milliseconds: Double) -> String { String(format3: min(100, max(0, milliseconds / axis * 100))) }
        page.raw(#"<section class="waterfall"><h2>Timeline</h2><p class="legend">"#)
        for (phase, color) in Self.phaseColors {
            page.raw(#"<span class="key" style="background:\#(color)"></span>"#)
            page.text(phase)
            page.raw(" ")
        }
        page.raw(#"<span class="key" style="height:2px;background:#7d8795"></span>"#)
        page.text("the whole case (judging included)")
        page.raw(#"</p><div class="axis"><span class="label"></span><span class="track">"#)
        for quarter in 0...4 {
            let at = Double(quarter) / 4
            // The last label ends at the axis's end instead of centring on it, so it stays on the page.
            page.raw(#"<span class="tick" style="left:\#(String(format3: at * 100))%\#(quarter == 4 ? ";transform:translateX(-100%)" : "")">"#)
            page.text("\(Int(min(at * axis, ReportedRun.longestMilliseconds).rounded())) ms")
            page.raw("</span>")
        }
        page.raw("</span></div>")
        for reported in ordered {
            page.raw(##"<div class="lane \##(reported.result.rawValue)"><a class="label" href="#case-\##(reported.number)">"##)
            page.text(reported.name)
            page.raw(#"</a><span class="track">"#)
            if let start = reported.startedAt {
                // The case's whole time (queued, sent, judged) as a thin line under its transfer's phases.
                page.raw(#"<span class="span" style="left:\#(percent(start))%;width:\#(percent(reported.milliseconds))%"></span>"#)
                var segments: [(from: Double, to: Double, color: String)] = []
                let colors = Self.phaseColors.map(\.color)
                if let sent = reported.sentAt, let t = reported.timings {
                    if sent > start { segments.append((start, sent, colors[0])) }
                    let connected = max(t.connect, t.dns), secured = max(t.tls, connected)
                    let firstByte = max(t.firstByte, secured), total = max(t.total, firstByte)
                    segments += [(sent, sent + t.dns, colors[1]), (sent + t.dns, sent + connected, colors[2])]
                    if t.tls > 0 { segments.append((sent + connected, sent + secured, colors[3])) }
                    segments += [(sent + secured, sent + firstByte, colors[4]), (sent + firstByte, sent + total, colors[5])]
                } else {
                    segments.append((start, start + reported.milliseconds, colors[0]))
                }
                for segment in segments where segment.to > segment.from || segment.color == colors[4] || segment.color == colors[5] {
                    page.raw(#"<span class="bar" style="left:\#(percent(segment.from))%;width:\#(percent(segment.to - segment.from))%;background:\#(segment.color)"></span>"#)
                }
            }
            page.raw(#"<span class="ms">"#)
            page.text(reported.result == .skip ? "skipped" : "\(String(format3: reported.milliseconds)) ms")
            page.raw("</span></span></div>")
        }
        page.raw("</section>")
    }

    private func section(_ reported: ReportedCase, program: String, _ page: inout HTMLPage) {
        let kind = reported.result.rawValue
        let opens = reported.result == .fail || reported.result == .flaky
        page.raw(#"<details class="case \#(kind)" id="case-\#(reported.number)"\#(opens ? " open" : "")><summary>"#)
        page.raw(#"<span class="badge \#(kind)">"#)
        page.text(kind.uppercased())
        page.raw("</span> ")
        page.element("strong", reported.name)
        page.raw(" ")
        page.element("span", reported.location, class: "where")
        page.raw("</summary><table>")
        page.row("plan", reported.location)
        page.row("call", program + " " + reported.call, code: true)
        if let reason = reported.reason {
            page.row(reported.result == .skip ? "skipped" : reported.result == .flaky ? "first failure" : "failed", reason)
        }
        page.row("status", reported.status.map(String.init) ?? "no response")
        if let category = reported.category { page.row("category", category) }
        if let message = reported.errorMessage { page.row("error", message) }
        page.row("attempts", String(reported.attempts))
        page.row("duration", "\(String(format3: reported.milliseconds)) ms")
        if let t = reported.timings {
            page.row("phases", "DNS \(String(format3: t.dns)) ms, connect \(String(format3: t.connect)) ms, TLS \(String(format3: t.tls)) ms, first byte \(String(format3: t.firstByte)) ms, total \(String(format3: t.total)) ms")
        }
        if let environment = reported.environment { page.row("environment", environment) }
        page.raw("</table>")
        if let request = reported.request { page.block("Request", JSONPrinter().string(request)) }
        if let document = reported.document { page.block("Response document", JSONPrinter().string(document)) }
        if let curl = reported.curl { page.block("Reproduce with curl", curl) }
        for (number, attempt) in reported.earlier.enumerated() {
            page.element("h4", "Attempt \(number + 1) of \(reported.earlier.count + 1): \(attempt.reason) (\(String(format3: attempt.milliseconds)) ms)")
            if let document = attempt.document { page.element("pre", JSONPrinter().string(document)) }
        }
        page.raw("</details>")
    }

    private static let style = """
        body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d2330;background:#fff}
        h1{font-size:20px;margin:0 0 8px}h2{font-size:16px;margin:20px 0 8px}
        .badge{display:inline-block;padding:1px 8px;border-radius:9px;font-weight:600;font-size:12px;color:#fff;background:#6b7280}
        .badge.pass{background:#1e7e4a}.badge.fail{background:#b42318}.badge.skip{background:#8a6d00}.badge.flaky{background:#c25e00}
        table{border-collapse:collapse;margin:6px 0}td,th{text-align:left;vertical-align:top;padding:2px 12px 2px 0}th{color:#555;font-weight:500}
        code,pre{font:12px/1.4 ui-monospace,monospace}pre{background:#f5f6f8;padding:8px;overflow:auto;max-height:360px;white-space:pre-wrap;overflow-wrap:anywhere}
        .legend .key{display:inline-block;width:12px;height:12px;margin:0 4px 0 10px;vertical-align:middle}
        .axis,.lane{display:flex;align-items:center;height:20px}
        .label{flex:0 0 260px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;padding-right:8px;color:inherit}
        .track{position:relative;flex:1;height:16px;border-left:1px solid #ccd}
        .lane .track{background:repeating-linear-gradient(90deg,#fff 0,#fff 24.9%,#eef0f3 25%)}
        .tick{position:absolute;top:0;font-size:11px;color:#666;white-space:nowrap;transform:translateX(-50%)}
        .bar{position:absolute;top:2px;height:12px;min-width:2px}.span{position:absolute;top:7px;height:2px;background:#7d8795}
        .ms{position:absolute;right:4px;top:0;font-size:11px;color:#555}
        .lane.fail .label{color:#b42318;font-weight:600}
        details.case{border:1px solid #dde;border-radius:6px;margin:8px 0;padding:6px 10px}details.case.fail{border-color:#e7a39d}
        summary{cursor:pointer}.where{color:#666;font-size:12px}
        .errors li{color:#b42318}
        """
}

/// An HTML document being written: text always escaped, markup only from this file's literals.
private struct HTMLPage {
    private(set) var text = ""

    mutating func raw(_ markup: String) { text += markup }
    /// Text as text: markup escaped, and the controls XML keeps (the separators, the bidirectional controls that
    /// reorder what a line appears to say) shown as their escapes, as the terminal shows them.
    mutating func text(_ content: String) {
        guard content.unicodeScalars.contains(where: { $0.value > 0x9F && PrintableText.isControl($0) }) else { return text += XMLText.escape(content) }
        var shown = ""
        for scalar in content.unicodeScalars {
            if scalar.value > 0x9F && PrintableText.isControl(scalar) { shown += PrintableText.escape(scalar) } else { shown.unicodeScalars.append(scalar) }
        }
        text += XMLText.escape(shown)
    }

    mutating func element(_ name: String, _ content: String, class className: String? = nil) {
        text += "<\(name)\(className.map { " class=\"\($0)\"" } ?? "")>"
        self.text(content)
        text += "</\(name)>"
    }

    mutating func row(_ name: String, _ value: String, code: Bool = false) {
        text += "<tr><th>"
        self.text(name)
        text += code ? "</th><td><code>" : "</th><td>"
        self.text(value)
        text += code ? "</code></td></tr>" : "</td></tr>"
    }

    mutating func block(_ heading: String, _ content: String) {
        element("h4", heading)
        element("pre", content)
    }
}
