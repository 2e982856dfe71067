/// The environment variables a program built on Courier reads: the one table of them.
///
/// Each is read under the program's own prefix first (`SHOP_TOKEN` for `shop`, as `gh` reads `GH_TOKEN`), then
/// under Courier's (`COURIER_TOKEN`), so a team's users set their program's names and a machine set up for
/// `courier` keeps working. The raw value is Courier's name, which the `courier` tool reads alone.
package enum ProgramVariable: String, CaseIterable, Sendable {
    case env = "COURIER_ENV"
    case account = "COURIER_ACCOUNT"
    case certPassword = "COURIER_CERT_PASSWORD"
    case baseURL = "COURIER_BASE_URL"
    case token = "COURIER_TOKEN"
    case tokenFile = "COURIER_TOKEN_FILE"
    case sessionStore = "COURIER_SESSION_STORE"
    case loginFile = "COURIER_LOGIN_FILE"
    case noEnvelope = "COURIER_NO_ENVELOPE"
    case password = "COURIER_PASSWORD"
    case keyringTimeout = "COURIER_KEYRING_TIMEOUT"
    case keychain = "COURIER_KEYCHAIN"

    /// The name after Courier's prefix (`TOKEN`), which a program's own prefix goes before.
    package var stem: String { String(rawValue.dropFirst(VariablePrefix.courier.text.count)) }
}

/// The prefix of a program's own variables: its name upper-cased, every character but an ASCII letter or digit
/// made `_` (`shop` → `SHOP_`, `my-api` → `MY_API_`), so the names are ones a shell can set.
package struct VariablePrefix: Sendable, Hashable {
    /// `COURIER_`: the `courier` tool's, and every program's fallback.
    package static let courier = VariablePrefix(program: "courier")

    /// The prefix itself, with its trailing `_`.
    package let text: String

    /// The prefix of the program named `program`.
    package init(program: String) {
        var text = ""
        for scalar in program.unicodeScalars {
            switch scalar {
            case "a"..."z": text.unicodeScalars.append(Unicode.Scalar(scalar.value - 32)!)
            case "A"..."Z", "0"..."9": text.unicodeScalars.append(scalar)
            default: text += "_"
            }
        }
        self.text = text + "_"
    }

    /// `variable` under this prefix (`SHOP_TOKEN`).
    package func name(_ variable: ProgramVariable) -> String { text + variable.stem }

    /// The names `variable` is looked up under, the program's own first; one name for `courier` itself.
    package func names(_ variable: ProgramVariable) -> [String] {
        self == .courier ? [variable.rawValue] : [name(variable), variable.rawValue]
    }

    /// The prefixes of the variables a child process (secret-tool, security) must not see: the program's own and
    /// Courier's, which may hold a token or a password and are none of a helper tool's business.
    package var withheld: [String] { self == .courier ? [text] : [text, Self.courier.text] }
}
