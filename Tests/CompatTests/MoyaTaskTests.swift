import CourierCore
import Foundation
import Moya
import Testing

/// Every `Task` case Moya 15 has, built as Moya's `Endpoint` and Alamofire's upload build it: the
/// bytes a CLI package sends for a target must be the ones the app sends.
struct Profile: Encodable {
    var name: String
    var firstName: String
    var joined: Date
}

enum TaskTarget: TargetType {
    case jsonEncodable
    case customJSONEncodable
    case compositeData
    case compositeDataWithType
    case uploadFile(URL)
    case uploadFileWithType(URL)
    case downloadParameters
    case downloadParametersJSON

    var baseURL: URL { URL(string: "https://api.example.com/v1")! }
    var path: String { "tasks" }
    var method: Moya.Method {
        switch self {
        case .downloadParameters: .get
        case .uploadFile, .uploadFileWithType: .put
        default: .post
        }
    }
    var headers: [String: String]? {
        switch self {
        case .compositeDataWithType: ["Content-Type": "text/csv"]
        case .uploadFileWithType: ["Content-Type": "image/png"]
        default: nil
        }
    }
    /// An app's destination closure: kept so the file compiles, never called (Courier prints the body).
    static let destination: DownloadDestination = { temporaryURL, _ in (temporaryURL, []) }
    static let profile = Profile(name: "Ann", firstName: "A", joined: Date(timeIntervalSince1970: 86_400))
    var task: Moya.Task {
        switch self {
        case .jsonEncodable:
            return .requestJSONEncodable(Self.profile)
        case .customJSONEncodable:
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            encoder.dateEncodingStrategy = .secondsSince1970
            return .requestCustomJSONEncodable(Self.profile, encoder: encoder)
        case .compositeData, .compositeDataWithType:
            return .requestCompositeData(bodyData: Data("a,b\n1,2".utf8), urlParameters: ["page": 2, "q": "x y"])
        case .uploadFile(let url), .uploadFileWithType(let url):
            return .uploadFile(url)
        case .downloadParameters:
            return .downloadParameters(parameters: ["format": "csv", "ids": [3, 1]], encoding: URLEncoding.default,
                                       destination: Self.destination)
        case .downloadParametersJSON:
            return .downloadParameters(parameters: ["format": "csv"], encoding: JSONEncoding.default,
                                       destination: Self.destination)
        }
    }
}

struct MoyaTaskTests {
    static let url = "https://api.example.com/v1/tasks"

    @Test(arguments: [
        // JSONEncoder() as Moya makes it; Courier adds .sortedKeys so the bytes are stable (docs/Compat.md).
        (TaskTarget.jsonEncodable, "POST \(url)\nContent-Type: application/json\n\n{\"firstName\":\"A\",\"joined\":-978220800,\"name\":\"Ann\"}"),
        // The app's encoder settings are kept: snake_case keys, dates as seconds since 1970.
        (.customJSONEncodable, "POST \(url)\nContent-Type: application/json\n\n{\"first_name\":\"A\",\"joined\":86400,\"name\":\"Ann\"}"),
        // The bytes as they are, the parameters in the query, and no Content-Type Moya did not set.
        (.compositeData, "POST \(url)?page=2&q=x%20y\n\na,b\n1,2"),
        (.compositeDataWithType, "POST \(url)?page=2&q=x%20y\nContent-Type: text/csv\n\na,b\n1,2"),
        // URLEncoding.default on a GET goes to the query, arrays with brackets, keys sorted.
        (.downloadParameters, "GET \(url)?format=csv&ids%5B%5D=3&ids%5B%5D=1"),
        (.downloadParametersJSON, "POST \(url)\nContent-Type: application/json\n\n{\"format\":\"csv\"}"),
    ])
    func aTaskBuildsTheRequestMoyaBuilds(target: TaskTarget, expected: String) {
        #expect(text(MoyaRoute(target)) == expected)
    }

    @Test func anUploadedFileIsTheBodyWithTheTypeURLSessionGivesIt() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("courier-upload-\(UInt32.random(in: 0...UInt32.max)).bin")
        try Data("\u{0}PNG bytes\u{1}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for (target, type) in [(TaskTarget.uploadFile(file), "application/x-www-form-urlencoded"), (.uploadFileWithType(file), "image/png")] {
            let request = try MoyaRoute(target).buildRequest()
            #expect("\(request.method.rawValue) \(request.url)" == "PUT \(Self.url)")
            #expect(request.body == .raw(bytes: Array("\u{0}PNG bytes\u{1}".utf8), contentType: type))
        }
    }

    @Test func aMissingUploadFileRefusesTheCallWithItsPath() {
        let missing = URL(fileURLWithPath: "/nonexistent/courier-upload.bin")
        let line = text(MoyaRoute(TaskTarget.uploadFile(missing)))
        #expect(line.hasPrefix("error: "), "\(line)")
        #expect(line.contains("/nonexistent/courier-upload.bin"), "\(line)")
    }
}
