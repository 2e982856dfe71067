extension CourierError {
    /// Why a call failed, by the stage that found it, with the evidence that stage had.
    package indirect enum Reason: Sendable, Equatable {
        /// The command line asks for something that cannot be done; nothing was sent.
        case usage(UsageReason)
        /// A config file, environment or variable is wrong; nothing was sent.
        case config(ConfigReason)
        /// A file Courier was asked to read or write (category from its role).
        case file(FileReason)
        /// The proxy Courier was given (category from where it came from).
        case proxy(ProxyReason)
        /// The route built a request that must not be sent.
        case request(RequestReason)
        /// The transfer failed (libcurl, the connection, the size cap, a streamed file).
        case transport(TransportReason)
        /// A redirect that cannot be followed.
        case redirect(RedirectReason)
        /// The response was judged a failure (status, envelope, model).
        case response(ResponseReason)
        /// `--all`: the pages cannot be followed (or the command line cannot page).
        case paging(PagingReason)
        /// A stored session: its file, the login that should give it, or its refresh.
        case session(SessionReason)
        /// Ctrl-C or SIGTERM.
        case interrupted(curlCode: Int?)
        /// A bug or a broken libcurl.
        case `internal`(InternalReason)
        /// A reason a module above Core defines and words (see ``ModuleReason``).
        case module(ModuleReasonValue)
        /// An error from code outside Courier, worded there.
        case custom(ErrorCategory, String)

        /// The category follows from the reason.
        package var category: ErrorCategory {
            switch self {
            case .usage: .usage
            case .config(let reason): reason.category
            case .file(let reason): reason.category
            case .proxy(let reason): reason.isFlag ? .usage : .config
            case .request: .requestInvalid
            case .transport(let reason): reason.category
            case .redirect: .transportRedirects
            case .response(let reason): reason.category
            case .paging(let reason): reason.category
            case .session(let reason): reason.category
            case .interrupted: .cancelled
            case .internal: .internal
            case .module(let value): value.reason.category
            case .custom(let category, _): category
            }
        }

        var envelopeCode: JSON? {
            guard case .response(let reason) = self else { return nil }
            return reason.envelopeCode
        }

        var curlCode: Int? {
            switch self {
            case .transport(let reason): reason.curlCode
            case .redirect(.refusedHop(_, let inner)): inner.curlCode
            case .interrupted(let code): code
            case .internal(let reason): reason.curlCode
            default: nil
            }
        }

        var fieldPath: String? {
            guard case .response(.model(let violation, _)) = self else { return nil }
            return violation.path
        }
    }
}
