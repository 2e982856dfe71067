import Testing
@testable import CourierCommandsScanner

/// Each construct the scanner cannot read (and each collision) → its exact message, place and fix.
struct DiagnosticTableTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var sources: [String]
        var expected: [String]
        var testDescription: String { name }
    }

    static let fixParameter = "write each associated value as 'Type', 'label: Type' or '_ name: Type', with an optional '= default', or add '// courier: hide' on the line above to leave it out"
    static let fixCompile = "the file must compile as Swift; close it where it should end"

    static let rows: [Row] = [
        Row(name: "a Route's timeoutInterval would be ignored", sources: ["enum A: Route {\n    case a\n    var timeoutInterval: TimeInterval { 5 }\n}"],
            expected: ["F1.swift:3:9: error: Route 'A' declares 'timeoutInterval: TimeInterval', which Route does not read: it would be silently ignored. Fix: rename it 'timeout' and make it 'Double?' (seconds): Route reads 'var timeout: Double?'"]),
        Row(name: "a Route's Moya-style headers in an extension would be ignored",
            sources: ["enum A: Route { case a }", "extension A {\n    var headers: [String: String]? {\n        nil\n    }\n}"],
            expected: ["F2.swift:2:9: error: Route 'A' declares 'headers: [String: String]?', which Route does not read: it would be silently ignored. Fix: declare 'var headers: HTTPHeaders' (a dictionary literal works: [\"X-A\": \"1\"])"]),
        Row(name: "a Route's own headers and path are read, no error",
            sources: ["enum A: Route {\n    case a\n    var headers: HTTPHeaders { [:] }\n    var path: [PathSegment] { [\"a\"] }\n}"], expected: []),
        Row(name: "a Moya target's own names are its own", sources: ["enum A: TargetType {\n    case a\n    var timeoutInterval: Double { 5 }\n    var path: String { \"/a\" }\n}"],
            expected: []),
        Row(name: "unterminated string", sources: ["enum A: Route {\n    case a(x: String = \"abc)\n}"],
            expected: ["F1.swift:2:24: error: unterminated string literal. Fix: \(fixCompile)"]),
        Row(name: "unterminated multi-line string", sources: ["let s = \"\"\"\n  x\n"],
            expected: ["F1.swift:1:9: error: unterminated multi-line string literal (no closing \"\"\"). Fix: \(fixCompile)"]),
        Row(name: "raw string closed with too few #", sources: ["let s = ##\"a\"# b\nenum A: Route { case a }"],
            expected: ["F1.swift:1:9: error: unterminated string literal. Fix: \(fixCompile)"]),
        Row(name: "unterminated nested block comment", sources: ["/* outer /* inner */ still open\nenum A: Route { case a }"],
            expected: ["F1.swift:1:1: error: unterminated block comment (no closing */). Fix: \(fixCompile)"]),
        Row(name: "unclosed enum body", sources: ["enum A: Route {\n    case a\n"],
            expected: ["F1.swift:1:15: error: '{' is never closed. Fix: \(fixCompile)"]),
        Row(name: "a stray closing brace", sources: ["enum A: Route { case a }\n}"],
            expected: ["F1.swift:2:1: error: unexpected '}' with nothing open. Fix: \(fixCompile)"]),
        Row(name: "#if without #endif", sources: ["enum A: Route {\n#if DEBUG\n    case a\n}"],
            expected: ["F1.swift:2:1: error: #if without #endif. Fix: \(fixCompile)"]),
        Row(name: "a label without a type", sources: ["enum A: Route {\n    case login(params:)\n}"],
            expected: ["F1.swift:2:23: error: cannot read an associated value of case 'login' at ')'. Fix: \(fixParameter)"]),
        Row(name: "three names before the colon", sources: ["enum A: Route {\n    case login(a b c: Int)\n}"],
            expected: ["F1.swift:2:20: error: cannot read an associated value of case 'login' at 'c'. Fix: \(fixParameter)"]),
        Row(name: "a type that is not one", sources: ["enum A: Route {\n    case login(id: Int String)\n}"],
            expected: ["F1.swift:2:20: error: cannot read the type 'Int String' of 'id' in case 'login'. Fix: spell the type as a name, Optional, array, dictionary, tuple or function type, or add '// courier: hide' on the line above to leave it out"]),
        Row(name: "an unreadable case the team hid is left out, no error", sources: ["enum A: Route {\n    // courier: hide\n    case login(id: Int String)\n    case b\n}"],
            expected: []),
        Row(name: "#if inside a case's values", sources: ["enum A: Route {\n    case login(\n#if DEBUG\n        debug: Bool,\n#endif\n        id: Int)\n}"],
            expected: ["F1.swift:3:1: error: #if inside the associated values of case 'login'. Fix: split the case into one case per #if branch, or add '// courier: hide' on the line above to leave it out"]),
        Row(name: "a case keyword without a name", sources: ["enum A: Route {\n    case (x: Int)\n}"],
            expected: ["F1.swift:2:10: error: expected a case name after 'case', found '('. Fix: write 'case name' or 'case name(label: Type)'"]),
        Row(name: "a macro in a router", sources: ["enum A: Route {\n    #endpoints(\"a\", \"b\")\n    case c\n}"],
            expected: ["F1.swift:2:5: error: #endpoints in router 'A' may declare cases the scanner cannot see. Fix: write the cases out in the enum, or add '// courier: hide' above the enum"]),
        Row(name: "a generic router", sources: ["enum Paged<T>: Route { case page(Int) }"],
            expected: ["F1.swift:1:6: error: router 'Paged' is generic; its cases cannot be built without its type arguments. Fix: add '// courier: hide' above the enum and declare its commands by hand"]),
        Row(name: "a private router", sources: ["private enum Secret: TargetType { case a }"],
            expected: ["F1.swift:1:14: error: router 'Secret' is private; generated commands in another file cannot see it. Fix: make it internal (drop 'private'/'fileprivate'), or add '// courier: hide' above the enum"]),
        Row(name: "a router nested in a fileprivate type", sources: ["fileprivate enum Outer { enum Inner: Route { case a } }"],
            expected: ["F1.swift:1:31: error: router 'Outer.Inner' is fileprivate; generated commands in another file cannot see it. Fix: make it internal (drop 'private'/'fileprivate'), or add '// courier: hide' above the enum"]),
        Row(name: "an unknown directive key", sources: ["enum A: Route {\n    // courier: rename=x\n    case a\n}"],
            expected: ["F1.swift:2:5: error: unknown courier directive 'rename'. Fix: use one of: name, summary, hide, option, example"]),
        Row(name: "a directive with an unclosed quote", sources: ["enum A: Route {\n    case a // courier: summary=\"oops\n}"],
            expected: ["F1.swift:2:12: error: cannot read the courier directive at 'summary=\"oops'. Fix: write '// courier: key=value key2=\"a value with spaces\" flag' (see docs/Commands.md)"]),
        Row(name: "a directive next to nothing it can be about", sources: ["enum A: Route {\n    case a\n    // courier: name=x\n    var path: [PathSegment] { [] }\n}"],
            expected: ["F1.swift:3:5: error: this courier directive is not next to a case or a router. Fix: put it on the line above the case or enum it is about, or at the end of the case's line"]),
        Row(name: "a directive renaming a label the case lacks", sources: ["enum A: Route {\n    // courier: option uid=user\n    case a(id: Int)\n}"],
            expected: ["F1.swift:2:5: error: the directive renames option 'uid', but case 'a' has no such associated value. Fix: name an associated value's label (or its internal name for '_ name'): 'option label=new-name'"]),
        Row(name: "a range that is not LOW...HIGH", sources: ["enum A: Route {\n    // courier: option qty range=1..999\n    case a(qty: Int)\n}"],
            expected: ["F1.swift:2:5: error: cannot read the courier directive at 'range=1..999'. Fix: write '// courier: key=value key2=\"a value with spaces\" flag' (see docs/Commands.md)"]),
        Row(name: "a range whose low end is above its high end", sources: ["enum A: Route {\n    // courier: option qty range=9...1\n    case a(qty: Int)\n}"],
            expected: ["F1.swift:2:5: error: cannot read the courier directive at 'range=9...1'. Fix: write '// courier: key=value key2=\"a value with spaces\" flag' (see docs/Commands.md)"]),
        Row(name: "a flag trait given a value", sources: ["enum A: Route {\n    // courier: option password secret=yes\n    case a(password: String)\n}"],
            expected: ["F1.swift:2:5: error: cannot read the courier directive at 'secret=yes'. Fix: write '// courier: key=value key2=\"a value with spaces\" flag' (see docs/Commands.md)"]),
        Row(name: "an option directive that says nothing", sources: ["enum A: Route {\n    // courier: option qty\n    case a(qty: Int)\n}"],
            expected: ["F1.swift:2:5: error: cannot read the courier directive at 'option qty'. Fix: write '// courier: key=value key2=\"a value with spaces\" flag' (see docs/Commands.md)"]),
        Row(name: "a trait for a label the case lacks", sources: ["enum A: Route {\n    // courier: option uid secret\n    case a(id: Int)\n}"],
            expected: ["F1.swift:2:5: error: the directive renames option 'uid', but case 'a' has no such associated value. Fix: name an associated value's label (or its internal name for '_ name'): 'option label=new-name'"]),
        Row(name: "a range on a String", sources: ["enum A: Route {\n    // courier: option name range=1...9\n    case a(name: String)\n}"],
            expected: ["F1.swift:2:5: error: the directive gives option 'name' of case 'a' the trait 'range', which its type does not take. Fix: 'range' is for an integer or a number; 'path', 'file' and 'stdin' for a String; 'secret' for any but a flag; none for an array"]),
        Row(name: "a path on an Int", sources: ["enum A: Route {\n    // courier: option id path\n    case a(id: Int)\n}"],
            expected: ["F1.swift:2:5: error: the directive gives option 'id' of case 'a' the trait 'path', which its type does not take. Fix: 'range' is for an integer or a number; 'path', 'file' and 'stdin' for a String; 'secret' for any but a flag; none for an array"]),
        Row(name: "a secret flag", sources: ["enum A: Route {\n    // courier: option on secret\n    case a(on: Bool)\n}"],
            expected: ["F1.swift:2:5: error: the directive gives option 'on' of case 'a' the trait 'secret', which its type does not take. Fix: 'range' is for an integer or a number; 'path', 'file' and 'stdin' for a String; 'secret' for any but a flag; none for an array"]),
        Row(name: "a trait on an array", sources: ["enum A: Route {\n    // courier: option ids range=1...9\n    case a(ids: [Int])\n}"],
            expected: ["F1.swift:2:5: error: the directive gives option 'ids' of case 'a' the trait 'range', which its type does not take. Fix: 'range' is for an integer or a number; 'path', 'file' and 'stdin' for a String; 'secret' for any but a flag; none for an array"]),
        Row(name: "an example without text", sources: ["enum A: Route {\n    // courier: example\n    case a\n}"],
            expected: ["F1.swift:2:5: error: cannot read the courier directive at 'example'. Fix: write '// courier: key=value key2=\"a value with spaces\" flag' (see docs/Commands.md)"]),
        Row(name: "a directive name that is not a command name", sources: ["enum A: Route {\n    // courier: name=List_All\n    case a\n}"],
            expected: ["F1.swift:2:5: error: 'List_All' is not a command name (lowercase letters, digits and '-', starting with a letter). Fix: choose a name such as 'list' or 'get-page'"]),
        Row(name: "two cases, one action", sources: ["enum OrderRouter: Route {\n    case getList\n    // courier: name=get-list\n    case list\n}"],
            expected: ["F1.swift:4:10: error: two cases of group 'order' are both the action 'get-list'. Fix: rename one with '// courier: name=other-name' above the case\nF1.swift:2:10: note: 'get-list' is first declared here"]),
        Row(name: "two routers, one group, in two files", sources: ["enum OrderRouter: Route { case a }", "enum OrderAPI: TargetType { case b }"],
            expected: ["F2.swift:1:6: error: two routers are both the group 'order'. Fix: rename one with '// courier: group=other-name' above the enum\nF1.swift:1:6: note: 'order' is first declared here"]),
        Row(name: "a group named like a Courier command", sources: ["enum RoutesService: Route { case a }"],
            expected: ["F1.swift:1:6: error: group 'routes' collides with Courier's own command 'routes'. Fix: rename it with '// courier: group=other-name' above the enum"]),
        Row(name: "an option named like a reserved global option", sources: ["enum A: Route {\n    case a(help: String)\n}"],
            expected: ["F1.swift:2:12: error: option '--help' of action 'a' takes the name of '--help', which every command keeps for itself. Fix: rename it with '// courier: option label=other-name' above the case"]),
        Row(name: "an option named like the reserved --help-all", sources: ["enum A: Route {\n    case a(helpAll: Int)\n}"],
            expected: ["F1.swift:2:12: error: option '--help-all' of action 'a' takes the name of '--help-all', which every command keeps for itself. Fix: rename it with '// courier: option label=other-name' above the case"]),
        Row(name: "an option named like any other global shadows it (no diagnostic)",
            sources: ["enum A: Route {\n    case a(timeout: Int, all: Bool, contract: Bool, env: String, verbose: Bool)\n}"], expected: []),
        Row(name: "two labels, one option", sources: ["enum A: Route {\n    case a(userId: Int, user_id: Int)\n}"],
            expected: ["F1.swift:2:25: error: action 'a' has two associated values that are both the option '--user-id'. Fix: rename one with '// courier: option label=other-name' above the case\nF1.swift:2:12: note: '--user-id' is first declared here"]),
        Row(name: "a closure value: the case is not callable (a warning)", sources: ["enum A: Route {\n    case a(done: (Int) -> Void)\n    case b\n}"],
            expected: ["F1.swift:2:12: warning: case 'a' is not callable from the command line: 'done' is a closure. Fix: give it a type a command line can carry (String, numbers, Bool, URL, Data, Date, arrays, [String: Any], a Decodable or RawRepresentable & CaseIterable type), or add '// courier: hide' on the line above to leave it out"]),
        Row(name: "an unavailable case (a warning)", sources: ["enum A: Route {\n    @available(*, unavailable)\n    case a\n}"],
            expected: ["F1.swift:3:10: warning: case 'a' is unavailable (@available … unavailable), so no command is made for it. Fix: nothing to do; remove the attribute to get a command"]),
        Row(name: "an enum of the app's own TargetType protocol only (a warning)",
            sources: ["protocol TargetType {\n    var serviceAddress: String { get }\n}", "enum OrderTarget: TargetType {\n    case orders\n}"],
            expected: ["F2.swift:1:6: warning: 'OrderTarget' conforms to 'TargetType', a protocol these sources declare themselves (not the library's), so no commands are made for it. Fix: give it a conformance Courier has an adapter for, e.g. 'extension OrderTarget: URLRequestConvertible {}' beside a func asURLRequest() (docs/CompatRouters.md), or map 'TargetType' to an adapter in courier-commands.json"]),
        Row(name: "a struct router (a warning)", sources: ["struct Login: TargetType { var path: String }"],
            expected: ["F1.swift:1:8: warning: 'Login' conforms to TargetType but is not an enum; only enum cases become commands. Fix: make it an enum with one case per endpoint, or write its commands by hand"]),
        Row(name: "a router declared outside the sources (a warning)", sources: ["extension ImportedRouter: URLRequestConvertible {}"],
            expected: ["F1.swift:1:1: warning: 'ImportedRouter' conforms to URLRequestConvertible here but is declared outside the scanned sources. Fix: add the file that declares it to the target, or declare its commands by hand"]),
        Row(name: "control characters in a name are escaped", sources: ["enum A: Route {\n    // courier: name=\"x\u{1b}[31m\"\n    case a\n}"],
            expected: ["F1.swift:2:5: error: 'x\\x1b[31m' is not a command name (lowercase letters, digits and '-', starting with a letter). Fix: choose a name such as 'list' or 'get-page'"]),
        Row(name: "C1 and bidirectional controls in a name are escaped", sources: ["enum A: Route {\n    // courier: name=\"x\u{9b}y\u{202e}\"\n    case a\n}"],
            expected: ["F1.swift:2:5: error: 'x\\x9by\\u{202e}' is not a command name (lowercase letters, digits and '-', starting with a letter). Fix: choose a name such as 'list' or 'get-page'"]),
    ]

    @Test(arguments: rows)
    func unreadableConstructsAreExactErrors(row: Row) {
        #expect(PlanText.plan(row.sources).diagnostics.map(\.description) == row.expected)
    }

    @Test func everyErrorFailsAndWarningsDoNot() {
        #expect(PlanText.plan(["enum A: Route { case a(x: () -> Void) }"]).errors.isEmpty)
        #expect(PlanText.plan(["enum A: Route { case a(x: ) }"]).errors.count == 1)
    }
}
