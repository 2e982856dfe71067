import CourierPlatform
import Arguments
import CourierCore

/// How a call's response is judged and printed: `--output`/`--select`/`--color`, `--verbose`, the envelope
/// and contract switches, and the commands that print instead of sending (`--dry-run`, `--curl`).
struct OutputOptions {
    var rendering = Rendering()
    var verbose = false
    var dryRun = false
    var curlExport = false
    var showSecrets = false
    var checksContract = true
    /// `--no-envelope` (or `COURIER_NO_ENVELOPE=1`, or the environment's `"envelope": "none"` in a config file):
    /// every response is judged by its status alone.
    var ignoresEnvelope = false

    static func resolve(_ values: ParsedValues, target: Target, variables: ProcessEnvironment) throws(CourierError) -> OutputOptions {
        var output = OutputOptions()
        output.rendering.mode = values.optional(GlobalOptions.output) ?? .full
        output.rendering.selection = values.optional(GlobalOptions.select)
        if output.rendering.mode == .body, output.rendering.selection != nil {
            throw .usage(.selectWithBodyOutput)
        }
        if usesColor(values.optional(GlobalOptions.color) ?? .auto, variables: variables) { output.rendering.colors = .terminal }
        output.verbose = values.flag(GlobalOptions.verbose)
        output.dryRun = values.flag(GlobalOptions.dryRun)
        output.curlExport = values.flag(GlobalOptions.curl)
        output.showSecrets = values.flag(GlobalOptions.showSecrets)
        output.checksContract = !values.flag(GlobalOptions.noContract)
        // COURIER_NO_ENVELOPE is the flag's variable (filled by Settings), so `--no-no-envelope` wins over it.
        output.ignoresEnvelope = values.flag(GlobalOptions.noEnvelope) || target.environment.ignoresEnvelope
        return output
    }

    /// Color only on a terminal, never into a pipe, unless asked; `NO_COLOR` and `TERM=dumb` turn `auto` off.
    static func usesColor(_ mode: ColorMode, variables: ProcessEnvironment) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto: return Platform.isTerminal(1) && variables["NO_COLOR"] == nil && variables["TERM"] != "dumb"
        }
    }
}
