/// A request the route built that must not be sent (category `request.invalid`, exit 2).
package enum RequestReason: Sendable, Equatable {
    case method(String)
    /// A path value that is empty, `.` or `..`.
    case pathValue(PathPart, value: String)
    case notAbsoluteURL(String)
    case controlCharacterInURL(String)
    case encodedControlCharacter(UInt8, url: String)
    case dotSegment(String, url: String)
    case emptySegment(url: String)
    case headerName(String)
    case headerValue(name: String)
    /// A body text that goes into a header (the body's content type, a part's name, filename or type).
    case controlCharacterInBodyHeader(BodyHeaderText)
    /// Compat routers: a Moya `Task.uploadMultipart` stream part, an upload file that cannot be read, a
    /// router that threw, a `URLRequest` without URL or with a body stream.
    case streamPart(String)
    case unreadableUploadFile(String)
    case routerFailed(String)
    case routerError(String)
    case noURL
    case bodyStream

    /// Where an empty or dot path value stood.
    package enum PathPart: Sendable, Equatable {
        case segment
        case value
        case parameter(String)
    }

    /// The body text that has a control character.
    package enum BodyHeaderText: Sendable, Equatable {
        case bodyContentType
        case fieldName(String)
        case fileName(String)
        case filename(String, part: String)
        case contentType(String, part: String)
    }
}
