//
//  KioskAPI.swift
//  Kiosk
//
//  Every call the kiosk app makes: the gallery API, its image host, and the old PHP feed the
//  front desk still reads.
//
import Foundation
import Moya

/// The kiosk app's gallery API.
enum KioskAPI {
    /// Artworks matching a free-form filter.
    case search(params: [String: Any])
    /// One artwork.
    case artwork(id: Int)
    /// The bids on a lot of a sale.
    case bids(saleID: Int, lotNumber: Int, page: Int)
    /// Record an analytics event.
    case track(event: String, properties: [String: String])
    /// Place a bid.
    case placeBid(lotID: String, cents: Int, extra: [String: Any])
    /// The old PHP feed, with its query written into the path.
    case legacyFeed(page: Int)
    /// An artwork's image on the image host.
    case image(artworkID: Int, size: String)
    /// An item of the old catalogue, by its name and number in one path segment.
    case item(name1: String, n: Int)
    /// The old PHP list, with both of its values written into the path's query.
    case legacyList(p1: String, p2: Int)
    /// Whatever a push notification links to, fetched as it is.
    case followLink(url: URL)
    /// The sales, live ones only or all; Alamofire sends the flag as 1 or 0.
    case sales(live: Bool, page: Int)
    case health
}

private let galleryBase = URL(string: "https://api.kiosk.example.com/v2")!

/// The front desk's token, which the app ships with.
private let deskToken = "desk-0a1b2c"

extension KioskAPI: TargetType, AccessTokenAuthorizable {
    var baseURL: URL {
        switch self {
        case .image:
            return URL(string: "https://images.kiosk.example.com")!
        case .legacyFeed, .legacyList:
            return URL(string: "https://www.kiosk.example.com/legacy")!
        case .followLink(let url):
            return url
        default:
            return galleryBase
        }
    }

    var path: String {
        switch self {
        case .search: return "/artworks/search"
        case .artwork(let id): return "/artworks/\(id)"
        case .bids(let saleID, let lotNumber, _): return "/sales/\(saleID)/lots/\(lotNumber)/bids"
        case .track: return "/events"
        case .placeBid(let lotID, _, _): return "/lots/\(lotID)/bids"
        case .legacyFeed(let page): return "/feed.php?page=\(page)"
        case .image(let artworkID, let size): return "/\(artworkID)/\(size).jpg"
        case .item(let name1, let n): return "/items/\(name1)-\(n)"
        case .legacyList(let p1, let p2): return "/list.php?id=\(p1)&page=\(p2)"
        case .followLink: return ""
        case .sales: return "/sales"
        case .health: return "/health"
        }
    }

    var method: Moya.Method {
        switch self {
        case .track, .placeBid: return .post
        default: return .get
        }
    }

    var task: Task {
        switch self {
        case .search(let params):
            return .requestParameters(parameters: params, encoding: URLEncoding.queryString)
        case .bids(_, _, let page):
            return .requestParameters(parameters: ["page": page, "size": 20], encoding: URLEncoding.default)
        case .track(let event, let properties):
            return .requestParameters(parameters: ["event": event, "properties": properties], encoding: JSONEncoding.default)
        case .placeBid(_, let cents, let extra):
            var body: [String: Any] = ["amount_cents": cents]
            extra.forEach { body[$0.key] = $0.value }
            return .requestParameters(parameters: body, encoding: JSONEncoding.default)
        case .sales(let live, let page):
            return .requestParameters(parameters: ["live": live, "page": page], encoding: URLEncoding.default)
        case .artwork, .legacyFeed, .image, .item, .legacyList, .followLink, .health:
            return .requestPlain
        }
    }

    var headers: [String: String]? {
        switch self {
        case .sales:
            // The front desk's own token and desk name, which the app adds itself.
            return ["Accept": "application/json", "Authorization": "token \(deskToken)", "X-Kiosk-Desk": "lobby"]
        default:
            return ["Accept": "application/json"]
        }
    }

    var authorizationType: AuthorizationType? {
        switch self {
        case .placeBid, .track: return .bearer
        default: return nil
        }
    }

    var sampleData: Data {
        let url = Bundle.main.url(forResource: "kiosk-sample", withExtension: "json")!
        return try! Data(contentsOf: url)
    }
}
