// An app file that says `import Moya` also uses Foundation's URL, Data and URLRequest (a plugin's `prepare`).
// On Linux, URLRequest lives in FoundationNetworking; re-exporting it lets such a file compile unchanged.
// Alamofire itself is not re-exported, as in Moya: only the typealiases in Moya+Alamofire.swift.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
