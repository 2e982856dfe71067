/// What a CLI package adds to an app's router without touching the router's file: the model each case's
/// payload must decode into, sample responses for `--stub`, and how a list pages for `--all`. Declared in the CLI package as
///
///     extension GitHub: RouteContracts {
///         var contract: ModelContract {
///             switch self {
///             case .repos: .decodes([Repo].self)
///             default: .none
///             }
///         }
///     }
///
/// The compat adapters (`MoyaRoute`, `AlamofireRoute`) read it from the router case they wrap.
public protocol RouteContracts {
    /// The model this case's payload decodes into. Default: ``ModelContract/none``.
    var contract: ModelContract { get }
    /// Canned responses for `--stub`, used when the router has no sample of its own. Default: none.
    var samples: [SampleResponse] { get }
    /// How this case's list goes on to its next page, for `--all`. Default: `nil`, one page.
    var paging: Paging? { get }
}

extension RouteContracts {
    /// Default: ``ModelContract/none``.
    public var contract: ModelContract { .none }
    /// Default: none.
    public var samples: [SampleResponse] { [] }
    /// Default: `nil`, a single page.
    public var paging: Paging? { nil }
}
