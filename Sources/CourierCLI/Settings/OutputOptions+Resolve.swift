import Arguments
import CourierCore
import CourierClient

/// How answers are shown, from `--output`, `--select`, `--color` and the switches that judge or preview a call.
extension OutputOptions {
    static func resolve(_ values: ParsedValues, target: Target, variables: ProcessEnvironment) throws(CourierError) -> OutputOptions {
        var output = OutputOptions()
        output.rendering.mode = values.optional(GlobalOptions.output) ?? .default
        output.rendering.selection = values.optional(GlobalOptions.select)
        if output.rendering.mode == .body, output.rendering.selection != nil {
            throw .usage(.selectWithBodyOutput)
        }
        if usesColor(values.optional(GlobalOptions.color) ?? .default, variables: variables) { output.rendering.colors = .terminal }
        output.verbose = values.flag(GlobalOptions.verbose)
        output.dryRun = values.flag(GlobalOptions.dryRun)
        output.curlExport = values.flag(GlobalOptions.curl)
        output.showSecrets = values.flag(GlobalOptions.showSecrets)
        output.checksContract = !values.flag(GlobalOptions.noContract)
        // COURIER_NO_ENVELOPE is the flag's variable (filled by Settings), so `--no-no-envelope` wins over it.
        output.ignoresEnvelope = values.flag(GlobalOptions.noEnvelope) || target.environment.ignoresEnvelope
        return output
    }
}
