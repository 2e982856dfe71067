import CourierPlatform
import CourierCore
import CourierShared

/// macOS's `/usr/bin/security`, run once per Keychain operation on a generic password: the item named by its service
/// and account, the secret never in argv. It is written on `security -q -i`'s standard input (one command line, the
/// secret as hex: `add-generic-password -X`) and read from `find-generic-password -w`'s standard output.
///
/// Why the `security` tool and not the Security framework: it is the Keychain's own client, it keeps Courier free of
/// Apple-only frameworks (the same code builds on Linux, where this store refuses), and the Keychain's access dialogs
/// work for it as for any program. Facts from Apple's Security sources (`SecurityTool/macOS`): interactive mode splits
/// a line on spaces with `"…"` quoting and `\` escapes and cuts it at 4,095 bytes; `-w` prints the secret as it is
/// when every byte is printable, else its lowercase hex; the exit status is the `OSStatus`'s low byte (44: not found,
/// 36: interaction not allowed, 51: authentication failed).
package struct KeychainTool: Sendable {
    /// Where macOS keeps it: never looked up on `PATH`, which another program could shadow to receive the secret.
    package static let systemPath = "/usr/bin/security"
    package let path: String
    /// Seconds one run may take (an access dialog may be waiting on the user).
    package let timeout: Double
    /// `COURIER_KEYCHAIN`: a keychain file instead of the default search list (tests and CI make a keychain of their own).
    package let keychain: String?
    /// The prefixes of the variables `security` never sees: the program's own and Courier's.
    package var withheld = VariablePrefix.courier.withheld

    /// The longest command line `security -i` reads whole; a longer one is cut, its rest run as another command.
    package static let lineLimit = 4095
    /// The most bytes of an answer read back.
    package static let answerLimit = 64 << 10

    /// `security` on macOS, with its timeout and keychain.
    /// - Throws: another system than macOS, or a malformed `COURIER_KEYRING_TIMEOUT`.
    package static func resolve(_ variables: ProcessEnvironment) throws(CourierError) -> KeychainTool {
        #if os(macOS)
        return KeychainTool(path: systemPath, timeout: try SecretTool.timeout(variables), keychain: variables[.keychain],
                            withheld: variables.prefix.withheld)
        #else
        throw .session(.keychain(item: nil, .unsupportedSystem))
        #endif
    }

    /// The item's name in messages: `service 'S' account 'A'`.
    package static func item(service: String, account: String) -> String { "service \(service) account \(account)" }

    /// The secret of the item; `nil` when none is stored.
    package func find(service: String, account: String) throws(CourierError) -> [UInt8]? {
        let item = Self.item(service: service, account: account)
        let ran = try run(.find, ["find-generic-password", "-s", service, "-a", account, "-w"] + keychainWords, item: item)
        switch ran.status {
        case 0: return try Self.secret(fromAnswer: ran.stdout, item: item)
        case 44: return nil
        default: throw Self.failure(.find, ran, item: item)
        }
    }

    /// Stores `secret` as the item, replacing what was there, and reads it back.
    package func store(_ secret: [UInt8], service: String, account: String, label: String) throws(CourierError) {
        let item = Self.item(service: service, account: account)
        guard let line = Self.addCommand(secret, service: service, account: account, label: label, keychain: keychain) else {
            throw .session(.keychain(item: item, .tooLarge(limit: Self.lineLimit)))
        }
        let ran = try run(.add, ["-q", "-i"], input: Array(line.utf8), item: item)
        // In interactive mode a failing command says so on standard error ("… returned N"), not always in the status.
        guard ran.status == 0, SecretTool.firstLine(ran.stderr, tool: "security").isEmpty else { throw Self.failure(.add, ran, item: item) }
        guard try find(service: service, account: account) == secret else { throw .session(.keychain(item: item, .notStored)) }
    }

    /// Removes the item; whether there was one.
    package func delete(service: String, account: String) throws(CourierError) -> Bool {
        let item = Self.item(service: service, account: account)
        let ran = try run(.delete, ["delete-generic-password", "-s", service, "-a", account] + keychainWords, item: item)
        switch ran.status {
        case 0: return true
        case 44: return false
        default: throw Self.failure(.delete, ran, item: item)
        }
    }

    private var keychainWords: [String] { keychain.map { [$0] } ?? [] }

    /// The one line `security -i` is given to add or replace the item (`-U`), the secret as hex; `nil` when it would be
    /// longer than `security` reads whole.
    package static func addCommand(_ secret: [UInt8], service: String, account: String, label: String, keychain: String?) -> String? {
        let hex = secret.map { byte in String(byte >> 4, radix: 16) + String(byte & 0x0F, radix: 16) }.joined()
        var words = ["add-generic-password", "-U", "-s", quoted(service), "-a", quoted(account), "-l", quoted(label), "-X", hex]
        if let keychain { words.append(quoted(keychain)) }
        let line = words.joined(separator: " ")
        return line.utf8.count <= lineLimit ? line + "\n" : nil
    }

    /// `"…"` with `\` before each `"` and `\`, as `security -i` splits its lines; a control character never reaches it
    /// (the names are Courier's, the label too).
    package static func quoted(_ word: String) -> String {
        var text = "\""
        for character in word {
            if character == "\"" || character == "\\" { text.append("\\") }
            text.append(character.isNewline ? " " : character)
        }
        return text + "\""
    }

    /// `-w`'s answer without its line feed: the secret as it is, or its hex where a byte was not printable. A session
    /// is JSON, which starts with `{` (never a hex digit), so the two cannot be mistaken.
    package static func secret(fromAnswer answer: [UInt8], item: String) throws(CourierError) -> [UInt8] {
        var bytes = answer
        if bytes.last == 0x0A { bytes.removeLast() }
        if bytes.first == UInt8(ascii: "{") || bytes.isEmpty { return bytes }
        guard bytes.count.isMultiple(of: 2) else { throw .session(.keychain(item: item, .notASession)) }
        var secret: [UInt8] = []
        secret.reserveCapacity(bytes.count / 2)
        var index = 0
        while index < bytes.count {
            guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else { throw .session(.keychain(item: item, .notASession)) }
            secret.append(high << 4 | low)
            index += 2
        }
        return secret
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// One finished run: its exit status and streams.
    package struct Ran {
        package var status: Int32
        package var stdout: [UInt8]
        package var stderr: [UInt8]
    }

    /// Runs `security` once; its status and streams, or why it did not finish.
    private func run(_ operation: SessionReason.KeychainOperation, _ arguments: [String], input: [UInt8] = [], item: String) throws(CourierError) -> Ran {
        // The program's own variables (SHOP_TOKEN, COURIER_PASSWORD…) are none of security's business.
        let ran = Platform.runChild(path, arguments: arguments, input: input, timeout: timeout, outputLimit: Self.answerLimit,
                                    withholding: withheld, isInterrupted: { Interrupts.arrived })
        let result: Platform.ChildResult
        switch ran {
        case .success(let finished): result = finished
        case .failure(let error): throw .session(.keychain(item: item, .cannotStart(error.text)))
        }
        if Interrupts.arrived { throw .interrupted() }
        switch result.end {
        case .exited(let status): return Ran(status: status, stdout: result.stdout, stderr: result.stderr)
        case .signalled(let signal): throw .session(.keychain(item: item, .failed(operation, status: 128 + signal, words: "it was ended by signal \(signal)")))
        case .timedOut: throw .session(.keychain(item: item, .timedOut(operation, seconds: timeout)))
        case .tooMuchOutput: throw .session(.keychain(item: item, .tooLarge(limit: Self.answerLimit)))
        case .interrupted: throw .interrupted()
        }
    }

    /// A failed run as its reason: a locked Keychain or a refused access (36, 51) apart from the rest.
    package static func failure(_ operation: SessionReason.KeychainOperation, _ ran: Ran, item: String) -> CourierError {
        let words = SecretTool.firstLine(ran.stderr, tool: "security")
        if ran.status == 36 || ran.status == 51 || words.contains("returned 36") || words.contains("returned 51") {
            return .session(.keychain(item: item, .locked(operation)))
        }
        return .session(.keychain(item: item, .failed(operation, status: ran.status, words: words)))
    }
}
