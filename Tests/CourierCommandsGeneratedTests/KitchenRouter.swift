import Courier
import Foundation

// A router whose cases carry every kind of value; KitchenRouter.generated.swift is the scanner's output for
// this file, compiled here so that the generated code is proven to build and to make the right cases.

enum Sort: String, CaseIterable, Sendable { case asc, desc }
enum Level: Int, CaseIterable, Sendable { case low = 1, high = 2 }
enum Mode: String, Sendable { case fast, slow }
struct Filter: Codable, Sendable, Equatable { var q: String }
typealias Params = [String: Any]

/// Everything a case can carry.
// courier: group=kitchen
enum KitchenRouter: Route, @unchecked Sendable {
    /// Lists things.
    /// - Parameters:
    ///   - page: Which page.
    case list(_ page: Int = 1, limit: Int8 = 20, sort: Sort = .asc, loud: Bool = true)
    case find(query: String?, tags: [String], ids: [Int]?, level: Level?, mode: Mode) // Finds things.
    case upload(data: Data, at: Date, link: URL?, ratio: Float = 0.5)
    // courier: name=post-json option filter=where
    case json(filter: Filter, params: [String: Any], headers: [String: String]?, extra: Params = [:])
    case positional(String, Int, UInt8?)
    case `default`(in: String)
    case closure(callback: @Sendable () -> Void)
    #if DEBUG
    case debugOnly(flag: Bool)
    #else
    case releaseOnly
    #endif
    /// Directives add what a type does not say.
    // courier: option qty range=1...9 option pin secret stdin file option path=file path
    // courier: example="t kitchen traits --qty 2 --pin - --file a.txt"
    case traits(qty: Int, pin: String, path: String)
    indirect case nested(inner: [[Int]], when: Date = Date(timeIntervalSince1970: 0))

    var method: HTTPMethod { .get }
    var path: [PathSegment] { ["kitchen"] }
}
