/// Everything the scanner can find wrong, as data; the words are written here and nowhere else.
public enum Problem: Sendable, Hashable {
    // Lexing
    case unterminatedString
    case unterminatedMultilineString
    case unterminatedComment
    case unterminatedInterpolation
    case unterminatedBacktick
    // Structure
    case unclosed(String)
    case unexpectedClose(String)
    case unterminatedIf
    case strayConditional(String)
    /// Deeper than ``ScanLimits/nesting``: what nests, and the limit.
    case nestedTooDeep(Nesting, limit: Int)
    /// More `#elseif`/`#else` branches in one chain than ``ScanLimits/conditionalBranches``.
    case tooManyBranches(limit: Int)
    // Declarations
    case expectedCaseName(found: String)
    case unreadableParameter(caseName: String, found: String)
    case unreadableType(caseName: String, parameter: String, type: String)
    case conditionalInsideCase(caseName: String)
    case macroInRouter(router: String, macro: String)
    case genericRouter(String)
    case invisibleRouter(router: String, access: String)
    // Directives
    case unknownDirective(key: String, allowed: [String])
    case malformedDirective(String)
    case unknownOptionLabel(caseName: String, label: String)
    case traitNotApplicable(caseName: String, label: String, trait: String)
    case strayDirective
    case invalidName(String)
    // Collisions
    case duplicateAction(group: String, action: String)
    case duplicateGroup(String)
    case reservedGroup(String)
    case duplicateOption(action: String, option: String)
    case globalOption(action: String, option: String, global: String)
    // Warnings
    case notCallable(caseName: String, parameter: String, reason: String)
    case unavailableCase(String)
    case notAnEnum(name: String, protocolName: String)
    case declaredElsewhere(name: String, protocolName: String)
    /// An enum conforms only to a protocol of its own sources that is named like a library's (seed 001's `TargetType`).
    case ownProtocol(name: String, protocolName: String)
    /// A `Route` declares a property with a Moya/Endpoint name that `Route` does not read (it would be ignored).
    case ignoredProperty(router: String, property: String, use: String)

    /// What nests past ``ScanLimits/nesting``.
    public enum Nesting: Sendable, Hashable {
        case declarations, typeBrackets, interpolations, conditionals

        var words: String {
            switch self {
            case .declarations: "types and extensions"
            case .typeBrackets: "types inside a type"
            case .interpolations: "string interpolations"
            case .conditionals: "#if blocks"
            }
        }
    }

    public var isWarning: Bool {
        switch self {
        case .notCallable, .unavailableCase, .notAnEnum, .declaredElsewhere, .ownProtocol: true
        default: false
        }
    }

    public var message: String {
        switch self {
        case .unterminatedString: "unterminated string literal"
        case .unterminatedMultilineString: "unterminated multi-line string literal (no closing \"\"\")"
        case .unterminatedComment: "unterminated block comment (no closing */)"
        case .unterminatedInterpolation: "unterminated string interpolation (no closing ')')"
        case .unterminatedBacktick: "unterminated `escaped identifier`"
        case .unclosed(let open): "'\(open)' is never closed"
        case .unexpectedClose(let close): "unexpected '\(close)' with nothing open"
        case .unterminatedIf: "#if without #endif"
        case .strayConditional(let word): "\(word) without #if"
        case .nestedTooDeep(let nesting, let limit): "\(nesting.words) nested too deep (more than \(limit) levels)"
        case .tooManyBranches(let limit): "#if chain with more than \(limit) branches"
        case .expectedCaseName(let found): "expected a case name after 'case', found '\(found)'"
        case .unreadableParameter(let name, let found): "cannot read an associated value of case '\(name)' at '\(found)'"
        case .unreadableType(let name, let parameter, let type): "cannot read the type '\(type)' of '\(parameter)' in case '\(name)'"
        case .conditionalInsideCase(let name): "#if inside the associated values of case '\(name)'"
        case .macroInRouter(let router, let macro): "\(macro) in router '\(router)' may declare cases the scanner cannot see"
        case .genericRouter(let name): "router '\(name)' is generic; its cases cannot be built without its type arguments"
        case .invisibleRouter(let name, let access): "router '\(name)' is \(access); generated commands in another file cannot see it"
        case .unknownDirective(let key, _): "unknown courier directive '\(key)'"
        case .malformedDirective(let text): "cannot read the courier directive at '\(text)'"
        case .unknownOptionLabel(let name, let label): "the directive renames option '\(label)', but case '\(name)' has no such associated value"
        case .traitNotApplicable(let name, let label, let trait):
            "the directive gives option '\(label)' of case '\(name)' the trait '\(trait)', which its type does not take"
        case .strayDirective: "this courier directive is not next to a case or a router"
        case .invalidName(let name): "'\(name)' is not a command name (lowercase letters, digits and '-', starting with a letter)"
        case .duplicateAction(let group, let action): "two cases of group '\(group)' are both the action '\(action)'"
        case .duplicateGroup(let group): "two routers are both the group '\(group)'"
        case .reservedGroup(let group): "group '\(group)' collides with Courier's own command '\(group)'"
        case .duplicateOption(let action, let option): "action '\(action)' has two associated values that are both the option '--\(option)'"
        case .globalOption(let action, let option, let global): "option '--\(option)' of action '\(action)' takes the name of '--\(global)', which every command keeps for itself"
        case .notCallable(let name, let parameter, let reason): "case '\(name)' is not callable from the command line: '\(parameter)' is \(reason)"
        case .unavailableCase(let name): "case '\(name)' is unavailable (@available … unavailable), so no command is made for it"
        case .notAnEnum(let name, let proto): "'\(name)' conforms to \(proto) but is not an enum; only enum cases become commands"
        case .declaredElsewhere(let name, let proto): "'\(name)' conforms to \(proto) here but is declared outside the scanned sources"
        case .ownProtocol(let name, let proto):
            "'\(name)' conforms to '\(proto)', a protocol these sources declare themselves (not the library's), so no commands are made for it"
        case .ignoredProperty(let router, let property, _):
            "Route '\(router)' declares '\(property)', which Route does not read: it would be silently ignored"
        }
    }

    public var fix: String {
        let hide = "or add '// courier: hide' on the line above to leave it out"
        switch self {
        case .unterminatedString, .unterminatedMultilineString, .unterminatedComment, .unterminatedInterpolation, .unterminatedBacktick,
             .unclosed, .unexpectedClose, .unterminatedIf, .strayConditional:
            return "the file must compile as Swift; close it where it should end"
        case .nestedTooDeep(let nesting, let limit):
            return "the scanner reads \(limit) levels at most; flatten it" + (nesting == .typeBrackets ? " (a typealias for the inner type), \(hide)" : "")
        case .tooManyBranches(let limit): return "split the chain into separate #if blocks of \(limit) branches at most"
        case .expectedCaseName: return "write 'case name' or 'case name(label: Type)'"
        case .unreadableParameter: return "write each associated value as 'Type', 'label: Type' or '_ name: Type', with an optional '= default', \(hide)"
        case .unreadableType: return "spell the type as a name, Optional, array, dictionary, tuple or function type, \(hide)"
        case .conditionalInsideCase: return "split the case into one case per #if branch, \(hide)"
        case .macroInRouter: return "write the cases out in the enum, or add '// courier: hide' above the enum"
        case .genericRouter: return "add '// courier: hide' above the enum and declare its commands by hand"
        case .invisibleRouter: return "make it internal (drop 'private'/'fileprivate'), or add '// courier: hide' above the enum"
        case .unknownDirective(_, let allowed): return "use one of: " + allowed.joined(separator: ", ")
        case .malformedDirective: return "write '// courier: key=value key2=\"a value with spaces\" flag' (see docs/Commands.md)"
        case .unknownOptionLabel: return "name an associated value's label (or its internal name for '_ name'): 'option label=new-name'"
        case .traitNotApplicable:
            return "'range' is for an integer or a number; 'path', 'file' and 'stdin' for a String; 'secret' for any but a flag; none for an array"
        case .strayDirective: return "put it on the line above the case or enum it is about, or at the end of the case's line"
        case .invalidName: return "choose a name such as 'list' or 'get-page'"
        case .duplicateAction: return "rename one with '// courier: name=other-name' above the case"
        case .duplicateGroup: return "rename one with '// courier: group=other-name' above the enum"
        case .reservedGroup: return "rename it with '// courier: group=other-name' above the enum"
        case .duplicateOption: return "rename one with '// courier: option label=other-name' above the case"
        case .globalOption: return "rename it with '// courier: option label=other-name' above the case"
        case .notCallable: return "give it a type a command line can carry (String, numbers, Bool, URL, Data, Date, arrays, [String: Any], a Decodable or RawRepresentable & CaseIterable type), \(hide)"
        case .unavailableCase: return "nothing to do; remove the attribute to get a command"
        case .notAnEnum: return "make it an enum with one case per endpoint, or write its commands by hand"
        case .declaredElsewhere: return "add the file that declares it to the target, or declare its commands by hand"
        case .ownProtocol(let name, let proto):
            return "give it a conformance Courier has an adapter for, e.g. 'extension \(name): URLRequestConvertible {}' beside a func asURLRequest() "
                + "(docs/CompatRouters.md), or map '\(proto)' to an adapter in courier-commands.json"
        case .ignoredProperty(_, _, let use): return use
        }
    }

    /// What the related place of a collision is.
    public var relatedNote: String? {
        switch self {
        case .duplicateAction(_, let action): "'\(action)' is first declared here"
        case .duplicateGroup(let group): "'\(group)' is first declared here"
        case .duplicateOption(_, let option): "'--\(option)' is first declared here"
        default: nil
        }
    }
}
