import Arguments
import Courier
import CourierCore
import Testing

/// A hand-written endpoint whose `make` throws Courier's own error: the usage words stay as they were, and the
/// error itself rides on the ParseError, so the program can report it in its own category (not as usage).
enum SigningRoute: Route {
    case sign

    var method: CourierCore.HTTPMethod { .post }
    var path: [PathSegment] { ["sign"] }

    static let refusal = CourierError.request(.headerName("Bad Name"))
    static let action = SigningRoute.endpoint("sign", "Sign.") { _ in throw refusal }
}

struct EndpointErrorTests {
    @Test func aCourierErrorFromMakeKeepsItsCategoryOnTheParseError() {
        #expect(throws: ParseError(.invalid("request.invalid: header name 'Bad Name' is not an HTTP token"), underlying: SigningRoute.refusal)) {
            try SigningRoute.action.make(.placeholders(for: SigningRoute.action.command))
        }
        do {
            _ = try SigningRoute.action.make(.placeholders(for: SigningRoute.action.command))
        } catch {
            #expect((error.underlying as? CourierError)?.category == .requestInvalid)
        }
    }
}
