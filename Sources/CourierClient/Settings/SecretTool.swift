import CourierPlatform
import CourierCore
import CourierShared

/// libsecret's `secret-tool`, run once per keyring operation: the item named by its attributes, the secret only ever
/// on its standard input (`store`) or output (`lookup`), never in argv; its answer bounded, its time bounded.
///
/// Why `secret-tool` and not D-Bus directly: it is the secret service's own client (GNOME Keyring, KeePassXC, KWallet's
/// bridge all answer it), and it adds no library to Courier. Its exit status alone cannot tell "nothing stored" from
/// "stored but locked" (both exit 1 silently), so a `lookup` or `clear` that finds nothing asks `search` whether an
/// item is there: one that is, is locked.
package struct SecretTool: Sendable {
    /// The executable found on `PATH`.
    package let path: String
    /// Seconds one run may take before it is stopped (an unlock prompt may be waiting on the user).
    package let timeout: Double
    /// The prefixes of the variables secret-tool never sees: the program's own and Courier's (``VariablePrefix/withheld``).
    package var withheld = VariablePrefix.courier.withheld

    /// ``timeout`` unless `COURIER_KEYRING_TIMEOUT` says otherwise.
    package static let defaultTimeout = 30.0
    package static let timeoutRange = 0.1...600.0
    /// The most bytes of a secret read back: no session is near it, so a larger one is not Courier's.
    package static let secretLimit = 256 << 10

    /// ``defaultTimeout`` unless `COURIER_KEYRING_TIMEOUT` says otherwise (the Keychain store's too).
    /// - Throws: a value that is not seconds from 0.1 to 600.
    package static func timeout(_ variables: ProcessEnvironment) throws(CourierError) -> Double {
        guard let text = variables[.keyringTimeout] else { return defaultTimeout }
        guard let seconds = Double(text), timeoutRange.contains(seconds) else {
            throw .usage(.malformedValue(option: variables.name(.keyringTimeout), expected: "seconds from 0.1 to 600", got: text))
        }
        return seconds
    }

    /// The attributes an item is stored and found by, in order.
    package typealias Attributes = [(name: String, value: String)]

    /// `secret-tool` on `PATH`, with its timeout.
    /// - Throws: another system than Linux, no `secret-tool`, or a malformed `COURIER_KEYRING_TIMEOUT`.
    package static func resolve(_ variables: ProcessEnvironment) throws(CourierError) -> SecretTool {
        #if os(Linux)
        let timeout = try timeout(variables)
        guard let path = Platform.findExecutable("secret-tool", searchPath: variables["PATH"] ?? "/usr/bin:/bin") else {
            throw .session(.keyring(item: nil, .noSecretTool))
        }
        return SecretTool(path: path, timeout: timeout, withheld: variables.prefix.withheld)
        #else
        throw .session(.keyring(item: nil, .unsupportedSystem))
        #endif
    }

    /// The secret of the item with `attributes`; `nil` when none is stored.
    package func lookup(_ attributes: Attributes, item: String) throws(CourierError) -> [UInt8]? {
        let answer = try run(.lookup, ["lookup", "--"] + Self.words(attributes), item: item)
        if answer != nil { return answer }
        try refuseLocked(attributes, item: item, during: .lookup)
        return nil
    }

    /// Stores `secret` (written to secret-tool's standard input) as the item with `attributes`, labelled `label`.
    package func store(_ secret: [UInt8], label: String, attributes: Attributes, item: String) throws(CourierError) {
        guard try run(.store, ["store", "--label=" + label, "--"] + Self.words(attributes), input: secret, item: item) != nil else {
            throw .session(.keyring(item: item, .failed(.store, words: "it exited with status 1")))
        }
    }

    /// Removes the items with `attributes`; whether there was one.
    package func clear(_ attributes: Attributes, item: String) throws(CourierError) -> Bool {
        if try run(.clear, ["clear", "--"] + Self.words(attributes), item: item) != nil { return true }
        try refuseLocked(attributes, item: item, during: .clear)
        return false
    }

    /// After a `lookup` or `clear` that found nothing: an item that `search` still finds is locked.
    private func refuseLocked(_ attributes: Attributes, item: String, during operation: SessionReason.KeyringOperation) throws(CourierError) {
        // `search` prints what it finds (an unlocked item's secret too): read, judged non-empty, and dropped.
        if let found = try run(.search, ["search", "--"] + Self.words(attributes), item: item, tooMuchIsAnswer: true), !found.isEmpty {
            throw .session(.keyring(item: item, .locked(operation)))
        }
    }

    /// Runs secret-tool once: its standard output on exit 0, `nil` on a silent exit 1 (nothing found).
    /// - Parameter tooMuchIsAnswer: more output than the limit counts as an answer (for `search`), not a refusal.
    private func run(_ operation: SessionReason.KeyringOperation, _ arguments: [String], input: [UInt8] = [], item: String,
                     tooMuchIsAnswer: Bool = false) throws(CourierError) -> [UInt8]?
    {
        // The program's own variables (SHOP_TOKEN, COURIER_PASSWORD…) are none of secret-tool's business.
        let ran = Platform.runChild(path, arguments: arguments, input: input, timeout: timeout, outputLimit: Self.secretLimit,
                                    withholding: withheld, isInterrupted: { Interrupts.arrived })
        let result: Platform.ChildResult
        switch ran {
        case .success(let finished): result = finished
        case .failure(let error): throw .session(.keyring(item: item, .cannotStart(error.text)))
        }
        // Ctrl-C reaches secret-tool too (one process group): whatever it then ended with, the user stopped us.
        if Interrupts.arrived { throw .interrupted() }
        let words = Self.firstLine(result.stderr, tool: "secret-tool")
        switch result.end {
        case .exited(0): return result.stdout
        case .exited(1) where words.isEmpty: return nil
        case .exited(let status): throw .session(.keyring(item: item, .failed(operation, words: words.isEmpty ? "it exited with status \(status)" : words)))
        case .signalled(let signal): throw .session(.keyring(item: item, .failed(operation, words: "it was ended by signal \(signal)")))
        case .timedOut: throw .session(.keyring(item: item, .timedOut(operation, seconds: timeout)))
        case .tooMuchOutput where tooMuchIsAnswer: return result.stdout
        case .tooMuchOutput: throw .session(.keyring(item: item, .tooLarge(limit: Self.secretLimit)))
        case .interrupted: throw .interrupted()
        }
    }

    /// `name value name value …`, after `--` so a value starting with `-` is never taken for an option.
    private static func words(_ attributes: Attributes) -> [String] { attributes.flatMap { [$0.name, $0.value] } }

    /// A helper tool's first line of complaint without its `tool: ` prefix, at most 300 characters (the Keychain's too).
    package static func firstLine(_ bytes: [UInt8], tool: String) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return "" }
        var words = String(line)
        if words.hasPrefix(tool + ": ") { words.removeFirst(tool.count + 2) }
        return String(words.prefix(300))
    }
}
