import Arguments
import CourierClient
import CourierCore
import CourierPlatform
import CourierShared

/// `import --har FILE`: a smoke plan in the program's own grammar from a HAR, one case per matched request in capture
/// order, each expecting the captured status (``PlanImport``). The plan goes to stdout, or with `--plan FILE` to that
/// file (refused when it exists, unless `--overwrite`: a plan is edited by hand, and a second import must not take
/// the edits away). Unmatched and unreadable entries are a comment block at the plan's end, each with why, and a line
/// on stderr each; exit 0 when the plan is written. A HAR that cannot be read at all is the capture parser's error,
/// exit 2, and nothing is written.
enum ImportCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.import
    static let har: Option<String> = .optional("har", help: "The HAR 1.2 file to import (required).", valueName: "file")
    /// match's own `--filter`: one option, one meaning, for every command that reads a HAR.
    static let filter = MatchCommand.filter
    static let plan: Option<String> = .optional("plan", help: "Write the plan to this file instead of stdout.", valueName: "file")
    static let overwrite: Option<Bool> = .flag("overwrite", help: "With --plan: replace a file that is there.")
    static let readOnly: Option<Bool> = .flag("read-only", help: "Leave out every request whose route changes state (as smoke --read-only skips them).")
    static let expectValues: Option<Bool> = .flag("expect-values", help: "Add a value check for each captured scalar field the route's model declares (never a credential's).")

    static var declaration: Command {
        Command(name: commandName, summary: "Write a smoke plan from a HAR capture: one case per request, in this program's words.",
                discussion: "Each entry is matched as match does; the case calls its route with the values read back and expects the captured status. "
                    + "An ambiguous entry takes the first route, with a comment naming the others. Unmatched and unreadable entries are listed "
                    + "at the plan's end with why. Credentials in the capture never reach the plan: the run gives them. With --record DIR the "
                    + "captured answers are written as the samples smoke --stub-dir DIR answers each case from. --env, --base-url and "
                    + "COURIER_BASE_URL say where the capture was sent, as for smoke.",
                options: [har.declaration, filter.declaration, plan.declaration, overwrite.declaration, readOnly.declaration, expectValues.declaration],
                examples: ["courier import --har session.har > smoke/session.smoke",
                           "courier import --har session.har --read-only --expect-values --plan smoke/session.smoke",
                           "courier import --har session.har --record smoke/fixtures --plan smoke/session.smoke"])
            .using(CommandTree.helpOnly.union([.env, .baseURL, .serviceURL, .record, .recordOverwrite]))
    }

    static func run(_ context: CommandContext) throws(CommandFailure) {
        let values = context.values
        guard let path = values.optional(har) else { throw .error(.importing(.noHAR)) }
        let planFile = values.optional(plan)
        do throws(CourierError) {
            if let planFile {
                if !values.flag(overwrite), Platform.kind(of: planFile) != .missing { throw .importing(.planExists(planFile)) }
                try WrittenFile.checkTarget(planFile, role: .report)
            } else if values.flag(overwrite) {
                throw .importing(.overwriteWithoutPlan)
            }
        } catch {
            throw .error(error)
        }
        // The settings check --record DIR, and say which environment the run is in and where it lives.
        let settings = try context.settings(loadsSession: false)
        let entries: [Result<CapturedRequest, CaptureReason>]
        do throws(CaptureReason) {
            entries = try HARFile.read(path, filter: values.optional(filter))
        } catch {
            throw .error(CourierError(error))
        }
        // The run's environment first, where --base-url or COURIER_BASE_URL says it lives, then every environment as
        // declared (the run's too): a capture sent to either address is that environment's.
        let run = settings.target.environment
        let matcher = RouteMatcher(groups: context.groups, api: context.api, environments: [run] + settings.target.api.environments.filter { $0 != run },
                                   root: context.root)
        var importing = PlanImport(matcher: matcher, parser: Parser(root: context.root, globals: GlobalOptions.all, source: .filesOnly),
                                   api: context.api, secrets: settings.secrets, secretHeaders: settings.credentials.secretHeaders, runEnvironment: run.name, readOnly: values.flag(readOnly),
                                   expectValues: values.flag(expectValues), samples: settings.sending.record)
        do throws(CourierError) {
            for entry in entries { try importing.add(entry) }
        } catch {
            throw .error(error)
        }
        let console = context.console
        for warning in importing.warnings { console.report(command: commandName, warning) }
        let text = importing.plan.text(har: path, program: context.api.programName)
        if let planFile {
            do throws(CourierError) {
                try WrittenFile.write(Array(SecretScrubber(settings.secrets).scrub(text).utf8), to: planFile, role: .report)
            } catch {
                throw .error(error)
            }
        } else {
            try console.emitText(text)
        }
        console.report(command: commandName, importing.plan.summary + (planFile.map { " written to \($0)" } ?? ""))
    }
}
