// Stand-ins for the app globals Seed002Style.swift names: what a team writes in its CLI package
// instead of the app's keychain-backed token store.
enum TokenStore {
    /// The app reads the signed-in user's token; the CLI reads Courier's (here a fixed one for the tables).
    static var current: String { "tok-1" }
}
