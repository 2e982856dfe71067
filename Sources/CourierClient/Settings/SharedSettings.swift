/// Settings in a box that calls share instead of each holding a copy.
///
/// `Settings` is a large struct (every option a call reads); a copy retains each of its fields, and a call held it
/// inline. A smoke plan's cases mostly share one set: through this box, a prepared case holds a reference
/// (distinct lines had each held a copy, touched page by page before the first request went out).
package final class SharedSettings {
    package let settings: Settings
    package init(_ settings: Settings) { self.settings = settings }
}
