import CourierCore

/// The keyring session store (`--session-store keyring`): one secret-service item per API and environment, written
/// and read through `secret-tool` (``SecretTool``), never a file. The item's attributes name it, `service
/// <program>-session api <API> environment <name>` (a team's CLI uses its own program name), and its label reads
/// "<program> session for <API> (<environment>)" in a keyring manager such as Seahorse. The secret is the same JSON
/// document a session file holds, so an item that is not one, or names another API or environment, is refused as
/// such a file is.
package struct SessionKeyringStore: SessionStore {
    package let apiName: String
    package let programName: String
    package let tool: SecretTool

    package init(api: APIDescription, tool: SecretTool) {
        apiName = api.name
        programName = api.programName
        self.tool = tool
    }

    package var kind: SessionStoreKind { .keyring }
    package var summary: [JSON.Member] { [.init("tool", .string(tool.path))] }

    /// The attributes the session of `environment` is stored and found by.
    package func attributes(of environment: String) -> SecretTool.Attributes {
        [("service", programName + "-session"), ("api", apiName), ("environment", environment)]
    }

    /// The attributes as one line, for messages: `service courier-session api demo environment local`.
    package func item(_ environment: String) -> String {
        var words = ""
        for (name, value) in attributes(of: environment) { words += (words.isEmpty ? "" : " ") + name + " " + value }
        return words
    }

    package func location(of environment: String) -> JSON.Member {
        .init("attributes", .object(attributes(of: environment).map { .init($0.name, .string($0.value)) }))
    }

    package func describe(_ environment: String) -> String { "the session stored in the keyring (\(item(environment)))" }

    package func isStored(_ environment: String, despite error: CourierError) -> Bool? {
        switch error.reason {
        case .session(.keyring(_, .notASession)), .session(.keyring(_, .otherAPI)), .session(.keyring(_, .tooLarge)): true
        default: nil
        }
    }

    package func load(_ environment: String) throws(CourierError) -> Session? {
        let item = item(environment)
        guard let secret = try tool.lookup(attributes(of: environment), item: item) else { return nil }
        switch Session.parse(secret: secret, api: apiName, environment: environment) {
        case .success(let session): return session
        case .failure(.otherAPI(let owner)): throw .session(.keyring(item: item, .otherAPI(owner)))
        case .failure: throw .session(.keyring(item: item, .notASession))
        }
    }

    package func save(_ session: Session, for environment: String) throws(CourierError) {
        try tool.store(session.secret(api: apiName, environment: environment), label: "\(programName) session for \(apiName) (\(environment))", attributes: attributes(of: environment),
                       item: item(environment))
    }

    package func remove(_ environment: String) throws(CourierError) -> Bool {
        try tool.clear(attributes(of: environment), item: item(environment))
    }
}
