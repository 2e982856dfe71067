import Courier

/// The demo API's orders: list, detail, create, cancel.
public enum OrderRouter: RouteCommands {
    case list(uid: Int)
    case detail(no: String)
    case create(uid: Int, sku: String, qty: Int)
    case cancel(no: String)

    public var method: HTTPMethod {
        switch self {
        case .list, .detail: .get
        case .create, .cancel: .post
        }
    }

    public var path: [PathSegment] {
        switch self {
        case .list, .create: ["orders"]
        case .detail(let no): ["orders", .param("no", no)]
        case .cancel(let no): ["orders", .param("no", no), "cancel"]
        }
    }

    public var query: [QueryItem] {
        switch self {
        case .list(let uid): [QueryItem("uid", String(uid))]
        case .detail, .create, .cancel: []
        }
    }

    public var body: RequestBody {
        switch self {
        case .create(let uid, let sku, let qty): .json(["uid": .int(uid), "sku": .string(sku), "qty": .int(qty)])
        case .list, .detail, .cancel: .none
        }
    }

    public var contract: ModelContract {
        switch self {
        case .list: .decodes([Order].self)
        case .detail, .create, .cancel: .decodes(Order.self)
        }
    }

    public var samples: [SampleResponse] {
        switch self {
        case .list: [SampleResponse(body: #"{"code":0,"message":"ok","data":[\#(Self.sampleOrder)]}"#)]
        case .detail, .create:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":\#(Self.sampleOrder)}"#),
             SampleResponse("not-found", status: 404, body: #"{"code":40401,"message":"order not found","data":null}"#)]
        case .cancel:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":\#(Self.sampleOrder)}"#),
             SampleResponse("already-cancelled", body: #"{"code":1002,"message":"order already cancelled","data":null}"#)]
        }
    }

    static let sampleOrder = #"{"no":"A1001","uid":5,"sku":"SKU-1","qty":2,"total":25.80,"status":"paid","createdAt":"2026-11-01T10:00:00Z"}"#

    public static let commands: ActionGroup<any Route> = {
        let uid: Option<Int> = .required("uid", help: "The user's id.", range: 1...2_147_483_647)
        let no: Option<String> = .required("no", help: "The order number, e.g. A1001.")
        let sku: Option<String> = .required("sku", help: "The product's SKU, e.g. SKU-1.")
        let qty: Option<Int> = .required("qty", help: "How many to order.", range: 1...999)
        return ActionGroup("orders", summary: "List, look up, place and cancel orders.", actions: [
            endpoint("list", "List a user's orders.", options: [uid], examples: ["courier orders list --uid 5"]) {
                .list(uid: try $0.get(uid))
            },
            endpoint("detail", "Show one order.", options: [no], examples: ["courier orders detail --no A1001"]) {
                .detail(no: try $0.get(no))
            },
            endpoint("create", "Place an order.", options: [uid, sku, qty],
                     examples: ["courier orders create --uid 5 --sku SKU-1 --qty 2"]) {
                .create(uid: try $0.get(uid), sku: try $0.get(sku), qty: try $0.get(qty))
            },
            endpoint("cancel", "Cancel an order; cancelling twice is a business error (code 1002).", options: [no],
                     examples: ["courier orders cancel --no A1002"]) {
                .cancel(no: try $0.get(no))
            },
        ])
    }()
}
