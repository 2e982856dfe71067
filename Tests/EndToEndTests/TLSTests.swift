import Foundation
import Testing
import TestSupport

/// HTTPS through nginx with a CA made per run. No test uses --insecure to make a case pass.
struct TLSTests {
    let backend: LoopbackServer
    let tls: TLSServer

    init() throws {
        backend = try LoopbackServer(script: "scripted_server.py")
        tls = try TLSServer(backend: backend)
    }

    func courier(_ arguments: [String], base: String, environment: [String: String] = [:]) -> CourierRun {
        CourierRun.run(["--base-url", base] + arguments, environment: environment)
    }

    @Test func cacertVerifiesTheServerAndHTTP2IsReported() throws {
        let run = courier(["--cacert", tls.caFile, "-v", "request", "GET", "/small.json"], base: tls.url(tls.goodPort))
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?.at("httpVersion") as? String == "HTTP/2")
        #expect((run.json?.at("timing.tls") as? Double ?? 0) > 0)
        #expect(run.json?["insecure"] == nil)
        let byName = courier(["--cacert", tls.caFile, "request", "GET", "/small.json"], base: tls.url(tls.goodPort, host: "localhost"))
        #expect(byName.exitCode == 0)
    }

    @Test(arguments: ["unknown CA", "wrong host", "self-signed"])
    func unverifiableCertificatesAreTLSFailures(kind: String) {
        let (port, cacert): (Int, [String]) = switch kind {
        case "unknown CA": (tls.goodPort, [])
        case "wrong host": (tls.wrongHostPort, ["--cacert", tls.caFile])
        default: (tls.selfSignedPort, ["--cacert", tls.caFile])
        }
        let run = courier(cacert + ["request", "GET", "/small.json"], base: tls.url(port))
        #expect(run.exitCode == 9, "\(kind): \(run.stderr)")
        #expect(run.json?.at("error.category") as? String == "transport.tls")
        #expect(run.stderr.hasPrefix("courier: transport.tls: curl: ("))
    }

    @Test func insecureSkipsVerificationWarnsAndIsRecorded() {
        let run = courier(["--insecure", "request", "GET", "/small.json"], base: tls.url(tls.selfSignedPort))
        #expect(run.exitCode == 0)
        #expect(run.stderr.contains("warning: --insecure"))
        #expect(run.json?["insecure"] as? Bool == true)
    }

    @Test func httpsToHTTPRedirectIsRefused() throws {
        let target = backend.baseURL + "/echo"
        let run = courier(["--cacert", tls.caFile, "--follow", "request", "GET", "/redirect", "--query", "to=\(target)"],
                          base: tls.url(tls.goodPort), environment: ["COURIER_TOKEN": "tls-canary-1234"])
        #expect(run.exitCode == 6)
        #expect(run.json?.at("error.category") as? String == "transport.redirects")
        #expect(run.stderr.contains("refused redirect from https to http"))
        // Only the redirect itself reached the backend (through nginx); the http hop was never made.
        #expect(try backend.stats().requests == 1)
    }

    @Test func aCanaryTokenIsNotPrintedOnATLSFailure() {
        let token = "tls-canary-5678"
        let run = courier(["-v", "users", "profile"], base: tls.url(tls.selfSignedPort) + "/v1", environment: ["COURIER_TOKEN": token])
        #expect(run.exitCode == 9)
        #expect(!run.stdout.contains(token) && !run.stderr.contains(token))
    }
}
