import CourierCore

/// The Keychain session store (`--session-store keychain`, macOS): one generic password per API and environment in the
/// login Keychain (or `COURIER_KEYCHAIN`), written and read through `/usr/bin/security` (``KeychainTool``), never a
/// file. Its service is `<program>-session` (a team's CLI uses its own program name) and its account `<API> <environment>`;
/// Keychain Access shows its label, "<program> session for <API> (<environment>)". The secret is the same JSON document a
/// session file holds, so an item that is not one, or names another API or environment, is refused as such a file is.
package struct SessionKeychainStore: SessionStore {
    package let apiName: String
    package let programName: String
    package let tool: KeychainTool

    package init(api: APIDescription, tool: KeychainTool) {
        apiName = api.name
        programName = api.programName
        self.tool = tool
    }

    package var kind: SessionStoreKind { .keychain }
    package var summary: [JSON.Member] {
        [.init("tool", .string(tool.path))] + (tool.keychain.map { [.init("keychain", .string($0))] } ?? [])
    }

    package var service: String { programName + "-session" }
    package func account(_ environment: String) -> String { apiName + " " + environment }
    package func item(_ environment: String) -> String { KeychainTool.item(service: service, account: account(environment)) }

    package func location(of environment: String) -> JSON.Member {
        .init("item", .object([.init("service", .string(service)), .init("account", .string(account(environment)))]))
    }

    package func describe(_ environment: String) -> String { "the session stored in the Keychain (\(item(environment)))" }

    package func isStored(_ environment: String, despite error: CourierError) -> Bool? {
        switch error.reason {
        case .session(.keychain(_, .notASession)), .session(.keychain(_, .otherAPI)): true
        default: nil
        }
    }

    package func load(_ environment: String) throws(CourierError) -> Session? {
        guard let secret = try tool.find(service: service, account: account(environment)) else { return nil }
        let item = item(environment)
        switch Session.parse(secret: secret, api: apiName, environment: environment) {
        case .success(let session): return session
        case .failure(.otherAPI(let owner)): throw .session(.keychain(item: item, .otherAPI(owner)))
        case .failure: throw .session(.keychain(item: item, .notASession))
        }
    }

    package func save(_ session: Session, for environment: String) throws(CourierError) {
        try tool.store(session.secret(api: apiName, environment: environment), service: service, account: account(environment), label: "\(programName) session for \(apiName) (\(environment))")
    }

    package func remove(_ environment: String) throws(CourierError) -> Bool {
        try tool.delete(service: service, account: account(environment))
    }
}
