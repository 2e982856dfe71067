// Stand-ins for seed 004: its `Endpoint` extension already builds a URLRequest, so one line per router says
// it is Alamofire's `URLRequestConvertible` (which is `Sendable`: their cases hold only strings and numbers).
import Alamofire

extension UserRouter: URLRequestConvertible, @unchecked Sendable {}
extension OrderRouter: URLRequestConvertible, @unchecked Sendable {}
