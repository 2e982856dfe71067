/// Turns what the scanner read into command groups: finds the routers, names their commands, checks collisions.
struct Planner {
    let configuration: ScanConfiguration
    var scan: SourceScan
    var plan = CommandPlan()
    /// Declared types by qualified name, and the protocols each conforms to (declaration plus extensions, last components).
    var types: [String: DeclaredType] = [:]
    var conformances: [String: Set<String>] = [:]
    var routerProtocols: [String: String?] = [:]
    /// Built-in router protocols' names that the sources declare protocols of their own under (seed 001's `TargetType`).
    var ownProtocols: Set<String> = []
    /// Each declared type's extensions (found once, not once per type), by the type's qualified name.
    var extensionsByType: [String: [DeclaredExtension]] = [:]
    /// The most components a declared type's path has: an extension's longer qualified name is tried from its end only that far.
    var longestPath = 1
    /// The sources' properties by the last name of the type they are declared in, made when a `Route` is first checked.
    var propertiesByOwner: [String: [DeclaredProperty]] = [:]
    /// The current router's action names and where each is first declared.
    var actionNames: [String: SourceLocation] = [:]
    /// The cases without associated values of each raw-value enum an option default names (`.asc`), by name.
    var casesByName: [String: [String: DeclaredCase]] = [:]
    /// Names looked up (see ``CommandPlan``'s `work`).
    var work = 0

    init(scan: SourceScan, configuration: ScanConfiguration) {
        self.scan = scan
        self.configuration = configuration
        for type in scan.types {
            types[type.name] = type
            longestPath = max(longestPath, type.path.count)
            // A nested type is found by its last name too, unless two share it.
            if type.path.count > 1 { types[type.path.last!] = types[type.path.last!] == nil ? type : types[type.path.last!] }
            conformances[type.name, default: []].formUnion(type.inherited.map(lastComponent))
        }
        for ext in scan.extensions {
            if let target = resolve(ext.path) {
                conformances[target.name, default: []].formUnion(ext.inherited.map(lastComponent))
                extensionsByType[target.name, default: []].append(ext)
            }
        }
        routerProtocols = configuration.protocols
        setAsideOwnProtocols()
        findRefiningProtocols()
    }

    /// A protocol the sources declare themselves is the app's, never the library's of the same name: seed 001's own
    /// `protocol TargetType { var serviceAddress: String … }` is not Moya's, and wrapping its cases in `MoyaRoute` (and
    /// importing Moya) cannot compile. Such a name stops being a router protocol, unless the configuration names an
    /// adapter of its own for it (`courier-commands.json`); it is one again if it inherits a router protocol
    /// (``findRefiningProtocols()``), and an enum conforming to it is a router through its other conformances
    /// (seed 001's `extension OrderTarget: URLRequestConvertible`).
    mutating func setAsideOwnProtocols() {
        for type in scan.types where type.kind == .protocol {
            let name = type.path.last!
            guard ScanConfiguration.builtInProtocols[name] != nil, configuration.protocols[name] == ScanConfiguration.builtInProtocols[name] else { continue }
            routerProtocols[name] = nil
            ownProtocols.insert(name)
        }
    }

    /// A protocol of the sources that refines a router protocol is one too (seed 001's `MyTarget: TargetType`), with its
    /// base's adapter (when it inherits several, the first by name among those known as router protocols when it is reached).
    ///
    /// Walks from the known router protocols down to the protocols that inherit them, each inheritance edge once:
    /// linear in the declarations, where repeating passes until nothing changed was quadratic on a chain declared
    /// from its end (20,000 protocols took over a minute).
    mutating func findRefiningProtocols() {
        var refiners: [String: [DeclaredType]] = [:]
        for type in scan.types where type.kind == .protocol {
            for base in conformances[type.name] ?? [] {
                work += 1
                refiners[base, default: []].append(type)
            }
        }
        var pending = Array(routerProtocols.keys).sorted()
        while let base = pending.popLast() {
            for refiner in refiners[base] ?? [] where routerProtocols[refiner.path.last!] == nil {
                work += 1
                guard let first = (conformances[refiner.name] ?? []).sorted().first(where: { routerProtocols[$0] != nil }) else { continue }
                routerProtocols[refiner.path.last!] = routerProtocols[first]!
                pending.append(refiner.path.last!)
            }
        }
    }

    /// The declared type an extension names (`Module.API` finds `API`).
    mutating func resolve(_ path: [String]) -> DeclaredType? {
        var path = path.suffix(longestPath)
        while !path.isEmpty {
            work += 1
            if let type = types[path.joined(separator: ".")], type.path.count == path.count || path.count == 1 { return type }
            path.removeFirst()
        }
        return nil
    }

    static func plan(_ scan: SourceScan, configuration: ScanConfiguration) -> CommandPlan {
        var planner = Planner(scan: scan, configuration: configuration)
        planner.plan.diagnostics = scan.diagnostics
        planner.findRouters()
        planner.checkGroups()
        planner.plan.work = scan.work + planner.work
        return planner.plan
    }

    /// The router protocol a type conforms to, preferring Courier's own `Route`.
    func routerProtocol(of names: [String]) -> String? {
        let candidates = names.map(lastComponent).filter { routerProtocols[$0] != nil }
        return candidates.first { routerProtocols[$0]! == nil } ?? candidates.first
    }

    mutating func findRouters() {
        var seen: Set<String> = []
        for type in scan.types where type.kind != .protocol {
            let extensions = extensionsByType[type.name] ?? []
            let conformingExtension = extensions.first { routerProtocol(of: $0.inherited) != nil }
            guard let protocolName = routerProtocol(of: type.inherited) ?? conformingExtension.flatMap({ routerProtocol(of: $0.inherited) }) else {
                if type.kind == .enum, let own = (type.inherited + extensions.flatMap(\.inherited)).map(lastComponent).first(where: ownProtocols.contains),
                   routerProtocols[own] == nil
                {
                    plan.diagnostics.append(Diagnostic(.ownProtocol(name: type.name, protocolName: own), at: type.location))
                }
                continue
            }
            seen.insert(type.name)
            guard type.kind == .enum else {
                plan.diagnostics.append(Diagnostic(.notAnEnum(name: type.name, protocolName: protocolName), at: type.location))
                continue
            }
            var directive = type.directive
            for ext in extensions { if let other = ext.directive { directive = other.merging(into: directive) } }
            if directive?.hide == true { continue }
            if let router = router(type, protocolName: protocolName, directive: directive, extensions: extensions,
                                   conditions: routerProtocol(of: type.inherited) == nil ? type.conditions + (conformingExtension?.conditions ?? []) : type.conditions)
            {
                plan.routers.append(router)
            }
        }
        for ext in scan.extensions {
            guard let protocolName = routerProtocol(of: ext.inherited), resolve(ext.path) == nil else { continue }
            let name = ext.path.joined(separator: ".")
            if !seen.contains(name) {
                plan.diagnostics.append(Diagnostic(.declaredElsewhere(name: name, protocolName: protocolName), at: ext.location))
            }
        }
    }

    mutating func router(_ type: DeclaredType, protocolName: String, directive: Directive?, extensions: [DeclaredExtension], conditions: [String]) -> RouterPlan? {
        if type.isGeneric {
            plan.diagnostics.append(Diagnostic(.genericRouter(type.name), at: type.location))
            return nil
        }
        var hidden = type.access.map { $0 == "private" || $0 == "fileprivate" } == true ? type.access : nil
        for depth in 1..<max(type.path.count, 1) where hidden == nil {
            if let outer = types[type.path.prefix(depth).joined(separator: ".")], outer.access == "private" || outer.access == "fileprivate" { hidden = outer.access }
        }
        if let hidden {
            plan.diagnostics.append(Diagnostic(.invisibleRouter(router: type.name, access: hidden), at: type.location))
            return nil
        }
        if protocolName == "Route" {
            let ignored = ignoredProperties(of: type, extensions: extensions)
            if !ignored.isEmpty {
                plan.diagnostics += ignored
                return nil
            }
        }
        if let macro = type.macroName, let at = type.macroLocation {
            plan.diagnostics.append(Diagnostic(.macroInRouter(router: type.name, macro: macro), at: at))
            return nil
        }
        let group = directive?.group ?? Naming.group(forType: type.path.last!)
        if directive?.group != nil ? !Naming.isValidName(group) : !Naming.isUsableDerivedName(group) {
            plan.diagnostics.append(Diagnostic(.invalidName(group), at: directive?.location ?? type.location))
            return nil
        }
        var router = RouterPlan(typeName: type.name, group: group,
                                summary: directive?.summary ?? type.summary ?? extensions.lazy.compactMap(\.summary).first ?? "",
                                protocolName: protocolName, adapter: routerProtocols[protocolName] ?? nil, conditions: conditions,
                                actions: [], uncallable: [], location: type.location)
        actionNames = [:]
        for declared in type.cases where declared.directive?.hide != true {
            if declared.isUnavailable {
                plan.diagnostics.append(Diagnostic(.unavailableCase(declared.name), at: declared.location))
                continue
            }
            action(for: declared, in: &router)
        }
        return router
    }
}

extension Directive {
    /// This directive's settings over `base`'s (the enum's and its extensions' directives make one).
    func merging(into base: Directive?) -> Directive {
        guard var result = base else { return self }
        result.group = group ?? result.group
        result.summary = summary ?? result.summary
        result.hide = result.hide || hide
        return result
    }
}
