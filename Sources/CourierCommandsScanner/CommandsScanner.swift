/// The scanner's entry point: sources and configuration in, command plan (with its diagnostics) out.
///
///     let plan = CommandsScanner.plan(files, configuration: ScanConfiguration())
///     var generator = Generator(imports: ["Courier"])
///     let swift = generator.generate(plan)
public enum CommandsScanner {
    /// Reads every file; the routers may be declared in one file and made routers by an extension in another.
    public static func scan(_ files: [SourceFile]) -> SourceScan {
        var merged = SourceScan()
        for file in files {
            let scan = FileScanner.scan(file)
            merged.types += scan.types
            merged.extensions += scan.extensions
            merged.typealiases.merge(scan.typealiases) { first, _ in first }
            merged.properties += scan.properties
            merged.diagnostics += scan.diagnostics
            merged.work += scan.work
        }
        return merged
    }

    /// Scans and plans: the routers as command groups, and every error and warning, sorted by place.
    public static func plan(_ files: [SourceFile], configuration: ScanConfiguration = ScanConfiguration()) -> CommandPlan {
        var plan = Planner.plan(scan(files), configuration: configuration)
        plan.diagnostics.sort { $0.location < $1.location }
        return plan
    }
}
