/// Settings in a box that calls share instead of each holding a copy.
///
/// `Settings` is a large struct (every option a call reads); a copy retains each of its fields, and a call held it
/// inline (1.9 KB). A smoke plan's cases mostly share one set: through this box, a prepared case holds a reference
/// (1,000 distinct lines had held 1.9 MB of copies, touched page by page before the first request went out).
final class SharedSettings {
    let settings: Settings
    init(_ settings: Settings) { self.settings = settings }
}
