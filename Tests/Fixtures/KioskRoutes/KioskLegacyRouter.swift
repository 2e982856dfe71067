//
//  KioskLegacyRouter.swift
//  Kiosk
//
//  The staff directory, still on its own host and called through Alamofire directly.
//
import Foundation
import Alamofire

/// The staff directory.
enum KioskLegacyRouter: URLRequestConvertible {
    /// One staff member by login.
    case staff(login: String)
    /// A shift of a desk.
    case shift(desk: Int, day: String)

    func asURLRequest() throws -> URLRequest {
        switch self {
        case .staff(let login):
            return try URLRequest(url: "https://staff.kiosk.example.com/people/\(login)", method: .get)
        case .shift(let desk, let day):
            let request = try URLRequest(url: "https://staff.kiosk.example.com/desks/\(desk)/shifts", method: .get)
            return try URLEncoding.queryString.encode(request, with: ["day": day])
        }
    }
}
