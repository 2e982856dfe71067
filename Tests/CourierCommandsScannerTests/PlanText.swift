@testable import CourierCommandsScanner

/// A compact, exact text of a plan for table tests: one line per action, then one per diagnostic.
///
///     order list "List a user's orders." --uid:Int --page:Int=1 --tags:String* <value>:String?
enum PlanText {
    static func lines(_ plan: CommandPlan) -> [String] {
        var lines: [String] = []
        for router in plan.routers {
            for action in router.actions {
                var line = "\(router.group) \(action.name)"
                if !action.summary.isEmpty { line += " \"\(action.summary)\"" }
                for argument in action.arguments { line += " " + text(argument) }
                for example in action.examples { line += " example:\"\(example)\"" }
                if !action.conditions.isEmpty { line += " #if " + action.conditions.joined(separator: " && ") }
                lines.append(line)
            }
            for item in router.uncallable { lines.append("\(router.group) \(item.action) uncallable: \(item.reason)") }
        }
        return lines
    }

    static func text(_ argument: ArgumentPlan) -> String {
        var text = argument.isPositional ? "<\(argument.name)>:" : "--\(argument.name):"
        text += kind(argument.shape.base)
        if argument.shape.isRepeated { text += "*" }
        if argument.shape.isOptional { text += "?" }
        if let literal = argument.literalDefault { text += "=" + literal } else if let other = argument.value.defaultValue { text += "=(\(other))" }
        if !argument.help.isEmpty { text += "[\(argument.help)]" }
        let traits = argument.traits
        let names = (traits.range.map { ["range=\($0.lowerBound)...\($0.upperBound)"] } ?? []) + traits.names.filter { $0 != "range" }
        if !names.isEmpty { text += "{" + names.joined(separator: ",") + "}" }
        return text
    }

    static func kind(_ base: ValueBase) -> String {
        switch base {
        case .string: "String"
        case .integer(let name), .floating(let name): name
        case .bool: "flag"
        case .url: "URL"
        case .data: "Data"
        case .date: "Date"
        case .rawValue(let type, _, let caseIterable): (caseIterable ? "choice(" : "raw(") + type + ")"
        case .parameters(let anyValues): anyValues ? "params" : "string-params"
        case .json(let type): "json(\(type))"
        }
    }

    static func plan(_ sources: [String], protocols: [String: String?] = [:]) -> CommandPlan {
        var configuration = ScanConfiguration()
        configuration.protocols.merge(protocols) { $1 }
        let files = sources.enumerated().map { SourceFile(name: "F\($0.offset + 1).swift", text: $0.element) }
        return CommandsScanner.plan(files, configuration: configuration)
    }
}
