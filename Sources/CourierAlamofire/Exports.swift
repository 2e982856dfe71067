// An app file that says `import Alamofire` also uses Foundation's URL, URLRequest and JSONSerialization.
// On Linux, URLRequest lives in FoundationNetworking; re-exporting it lets such a file compile unchanged.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
