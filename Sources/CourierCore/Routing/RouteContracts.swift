/// What a CLI package adds to an app's router without touching the router's file: the model each case's
/// payload must decode into, and sample responses for `--stub`. Declared in the CLI package as
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
}

extension RouteContracts {
    /// Default: ``ModelContract/none``.
    public var contract: ModelContract { .none }
    /// Default: none.
    public var samples: [SampleResponse] { [] }
}
