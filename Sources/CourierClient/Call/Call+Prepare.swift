import CourierPlatform
import CourierCore

extension Call {
    /// The one entry point every front end makes a call through (a command line, a smoke plan's line, an MCP tool
    /// call, each side of a diff, a team's own test): every check that can fail before anything is sent, then the
    /// call with the transport it goes through. A front end parses its own input and prints or reports the result;
    /// what a call must be before it is sent is decided here only, so no front end can send what another refuses.
    ///
    /// - Parameters:
    ///   - name: the action's name as typed (`orders list`), which errors, recordings and documents use.
    ///   - sampleName: the name this call's response is recorded under and replayed by (``SampleName``).
    ///   - samples: the run's count of recordings and replays per name (a smoke run shares one).
    ///   - network: the transport when nothing is stubbed, made only then.
    /// - Throws: the first reason the call cannot be sent: a file a body streams from that cannot be read, a download
    ///   target that cannot be written, `--save` on a route that gives no session or into a store that cannot be
    ///   used, a stored session that cannot be read for a route that needs one, `--all` on a route that does not
    ///   page, a stub or recording that does not exist.
    package static func prepare(_ route: any Route, named name: String, api: APIDescription, settings shared: SharedSettings,
                                sampleName: String = SampleName.fallback, samples: SampleBook = SampleBook(),
                                network: @autoclosure () -> any Transport) throws(CourierError) -> Call
    {
        // Read in place through the box: a copy of the settings retains every field of them, on every plan line.
        let paging = try check(route, named: name, settings: shared.settings)
        let transport = try transport(shared.settings, route: route, action: name, sampleName: sampleName, book: samples, network: network())
        var call = Call(api: api, name: name, route: route, shared: shared, transport: transport, sampleName: sampleName, samples: samples)
        call.paging = paging
        return call
    }

    /// The checks of ``prepare(_:named:api:settings:sampleName:samples:network:)``. - Returns: how `--all` pages the route.
    private static func check(_ route: any Route, named name: String, settings: borrowing Settings) throws(CourierError) -> Paging? {
        let paging = try PagedCall.paging(of: route, settings: settings, action: name)
        try checkUploads(of: route)
        if let path = settings.sending.transport.downloadPath { try WrittenFile.checkTarget(path, role: .download) }
        let credentials = settings.credentials
        if credentials.savesSession, route.grant == nil { throw .usage(.nothingToSave(action: name)) }
        // `--save` into a store that cannot be used: refused before the password goes out, never kept elsewhere.
        if let grant = route.grant, credentials.savesSession || grant.savesAlways,
           let problem = credentials.saveProblem(for: settings.target.sessionKey) { throw problem }
        // A stored session that cannot be read is refused only where it would be sent.
        if route.requiresAuth, credentials.token == nil, credentials.basic == nil, let problem = credentials.sessionProblem { throw problem }
        return paging
    }

    /// Files a body streams from must be readable now, so nothing is half-sent.
    private static func checkUploads(of route: any Route) throws(CourierError) {
        guard case .multipart(let parts) = route.body else { return }
        for case .file(_, let path, _, _) in parts {
            switch Platform.kind(followingLinks: path) {
            case .regular: break
            case .missing: throw .file(FileReason(.upload, path, .cannot(.read, Platform.missingFileText)))
            case .unreadable(let reason): throw .file(FileReason(.upload, path, .cannot(.read, reason)))
            default: throw .file(FileReason(.upload, path, .notRegular(kind: nil)))
            }
            if let reason = Platform.readableProblem(path) { throw .file(FileReason(.upload, path, .cannot(.read, reason))) }
        }
    }
}
