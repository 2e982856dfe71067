// libFuzzer target: the argument parser. Built by `make fuzz` with the Arguments sources.
// Input bytes split on NUL become argv. Invariants: no trap; every error renders as three lines.

let uid: Option<Int> = .required("uid", help: "User.", range: 1...1000)
let tag: Option<String> = .repeated("tag", short: "t", help: "Tag.")
let body: Option<String> = .optional("body", help: "Body.", acceptsFile: true, acceptsStdin: true)
let stub: Option<String> = .optionalValue("stub", help: "Stub.")
let size: Option<ByteSize> = .optional("max", default: "1M", help: "Size.")
let verbose: Option<Bool> = .flag("verbose", short: "v", help: "Verbose.")
let help: Option<Bool> = .flag("help", short: "h", help: "Help.", isTerminal: true)
let root = Command(name: "courier", summary: "Fuzz.", subcommands: [
    Command(name: "orders", summary: "Orders.", subcommands: [
        Command(name: "list", summary: "List.", options: ([uid, tag, body, stub, size] as [any DeclaresOption]).map(\.declaration)),
    ]),
    Command(name: "request", summary: "Ad hoc.", positionals: [Positional("method", help: "M."), Positional("path", help: "P.", isRequired: false, isRepeating: true)]),
])
let parser = Parser(root: root, globals: ([verbose, help] as [any DeclaresOption]).map(\.declaration),
                    source: ValueSource(readFile: { _ in .failure(.init("no files")) }, readStandardInput: { .success("stdin") }))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let argv = UnsafeBufferPointer(start: data, count: size).split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    do {
        if case .run(let invocation) = try parser.parse(argv) {
            let values = invocation.values
            _ = values.all(tag)
            _ = values.optional(stub)
        }
    } catch {
        let message = ErrorMessage(root: root).render(error)
        if message.split(separator: "\n", omittingEmptySubsequences: false).count != 3 { fatalError("message is not three lines: \(message)") }
    }
    _ = HelpFormatter(root: root, globals: [], width: 40).help(for: argv.filter { $0 == "orders" || $0 == "list" })
    _ = Suggestions.closest(to: argv.first ?? "", in: ["orders", "request", "--uid"])
    return 0
}
