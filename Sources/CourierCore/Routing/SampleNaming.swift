/// A route whose sample names are known without producing its samples.
///
/// A compat route's samples may come from the app's `sampleData`, which is costly or traps when read outside
/// the app (a force-unwrapped bundle resource); `routes` and help show names only, so they ask for these.
package protocol SampleNaming {
    /// The names `--stub=NAME` accepts, in order.
    var sampleNames: [String] { get }
    /// Each sample's name and, where known without reading it, its status (`describe`'s list).
    var sampleList: [(name: String, status: Int?)] { get }
}
