//
//  OrderTarget.swift
//  The shop app's order endpoints, declared against our own TargetType protocol.
//  The networking layer (Network.swift) joins kBaseURL + serviceAddress and encodes
//  the parameters with URLEncoding.default.
//
import Foundation
import Alamofire

/// What every endpoint declares.
protocol TargetType {
    /// The endpoint's address below kBaseURL
    var serviceAddress: String { get }
    /// The parameters
    var parameters: [String: Any]? { get }
    /// The method
    var method: HTTPMethod { get }
}

/// Orders
enum OrderTarget: TargetType {
    /// Order list of a user
    case orders(uid: Int)
    /// One order
    case detail(no: String)
    /// Cancel an order, with the reason the user picked
    case cancel(no: String, reason: String)
    /// Search orders
    case search(keyword: String, page: Int, tags: [String], paidOnly: Bool)
    /// Coupons usable at checkout
    case coupons
    /// Delete an order from the history
    case remove(no: String)

    var serviceAddress: String {
        switch self {
        case .orders:
            return "orders"
        case let .detail(no):
            return "orders/\(no)"
        case let .cancel(no, _):
            return "orders/\(no)/cancel"
        case .search:
            return "orders/search"
        case .coupons:
            return "coupons"
        case let .remove(no):
            return "orders/\(no)"
        }
    }

    var parameters: [String: Any]? {
        switch self {
        case let .orders(uid):
            return ["uid": uid]
        case let .cancel(_, reason):
            return ["reason": reason, "notify": true]
        case let .search(keyword, page, tags, paidOnly):
            return ["keyword": keyword, "page": page, "tags": tags, "paid": paidOnly, "filter": ["from": "2024-01-01", "to": "2024-12-31"]]
        case let .remove(no):
            return ["confirm": no]
        default:
            return nil
        }
    }

    var method: HTTPMethod {
        switch self {
        case .cancel:
            return .post
        case .remove:
            return .delete
        default:
            return .get
        }
    }
}
