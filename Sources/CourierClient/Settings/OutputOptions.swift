import CourierPlatform
import CourierCore

/// How a call's response is judged and printed: `--output`/`--select`/`--color`, `--verbose`, the envelope
/// and contract switches, and the commands that print instead of sending (`--dry-run`, `--curl`).
package struct OutputOptions {
    package var rendering = Rendering()
    package var verbose = false
    package var dryRun = false
    package var curlExport = false
    package var showSecrets = false
    package var checksContract = true
    /// `--no-envelope` (or `COURIER_NO_ENVELOPE=1`, or the environment's `"envelope": "none"` in a config file):
    /// every response is judged by its status alone.
    package var ignoresEnvelope = false

    package init() {}

    /// Color only on a terminal, never into a pipe, unless asked; `NO_COLOR` and `TERM=dumb` turn `auto` off.
    package static func usesColor(_ mode: ColorMode, variables: ProcessEnvironment) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto: return Platform.isTerminal(1) && variables["NO_COLOR"] == nil && variables["TERM"] != "dumb"
        }
    }
}
