import Foundation
import Testing
import TestSupport

/// Mutual TLS (issue 45, 6): nginx requires a client certificate signed by the run's CA (`ssl_verify_client on`) and
/// echoes the verified subject; the certificate, its keys (plain, encrypted, P12) and a key of another are made per run.
/// The passphrase is a canary: it must appear in no output, whichever way it was given.
struct ClientCertificateTests {
    let backend: LoopbackServer
    let tls: TLSServer

    init() throws {
        backend = try LoopbackServer(script: "scripted_server.py")
        tls = try TLSServer(backend: backend)
    }

    func courier(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) -> CourierRun {
        CourierRun.run(["--base-url", tls.url(tls.mtlsPort), "--cacert", tls.caFile] + arguments, environment: environment, input: input)
    }

    func expectNoPassphrase(_ run: CourierRun, _ comment: Comment? = nil) {
        #expect(!run.stdout.contains(tls.clientKeyPassphrase) && !run.stderr.contains(tls.clientKeyPassphrase), comment)
    }

    /// The lines of stderr that are not warnings: a refusal is one of them.
    func errorLines(_ run: CourierRun) -> [Substring] {
        run.stderr.split(separator: "\n").filter { !$0.hasPrefix("courier: warning:") }
    }

    @Test func withoutACertificateTheServerRefusesWith400() {
        let run = courier(["request", "GET", "/small.json"])
        #expect(run.exitCode == 4, "\(run.stderr)")
        #expect(run.json?.at("error.category") as? String == "http.validation")
        #expect(run.json?.at("status") as? Int == 400)
    }

    @Test func aCertificateAndItsKeyAreAcceptedAndTheServerSeesTheSubject() throws {
        let run = courier(["--cert", tls.clientCertificate, "--key", tls.clientKey, "request", "GET", "/small.json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let subject = try #require(run.json?.at("headers.x-client-subject") as? String)
        #expect(subject.contains("CN=courier-client"))
        #expect(run.stderr.isEmpty)
    }

    @Test func anEncryptedKeyWithThePassphraseFromStdinPrintsItNowhere() {
        let base = ["--cert", tls.clientCertificate, "--key", tls.encryptedClientKey, "--pass", "-"]
        let run = courier(base + ["request", "GET", "/small.json"], input: tls.clientKeyPassphrase + "\n")
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "no warning: the passphrase was not in argv")
        expectNoPassphrase(run)
        let verbose = courier(base + ["--verbose", "request", "GET", "/small.json"], input: tls.clientKeyPassphrase + "\n")
        #expect(verbose.exitCode == 0, "\(verbose.stderr)")
        expectNoPassphrase(verbose, "--verbose")
        let curl = courier(base + ["--curl", "request", "GET", "/small.json"], input: tls.clientKeyPassphrase + "\n")
        #expect(curl.exitCode == 0, "\(curl.stderr)")
        #expect(curl.stdout.contains("--cert \(tls.clientCertificate)") && curl.stdout.contains("--key \(tls.encryptedClientKey)"), "\(curl.stdout)")
        #expect(curl.stdout.contains("--pass [redacted]"), "\(curl.stdout)")
        expectNoPassphrase(curl, "--curl")
        let shown = courier(base + ["--curl", "--show-secrets", "request", "GET", "/small.json"], input: tls.clientKeyPassphrase + "\n")
        #expect(shown.stdout.contains("--pass \(tls.clientKeyPassphrase)"), "\(shown.stdout)")
        let dry = courier(base + ["--dry-run", "request", "GET", "/small.json"], input: tls.clientKeyPassphrase + "\n")
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        expectNoPassphrase(dry, "--dry-run")
    }

    @Test func aP12FileWithThePassphraseFromTheVariable() throws {
        let run = courier(["--cert", tls.clientP12, "--cert-type", "P12", "-v", "request", "GET", "/small.json"],
                          environment: ["COURIER_CERT_PASSWORD": tls.clientKeyPassphrase])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect((run.json?.at("headers.x-client-subject") as? String)?.contains("CN=courier-client") == true)
        #expect(run.stderr.isEmpty)
        expectNoPassphrase(run)
    }

    @Test(arguments: ["--pass", "--cert"])
    func aPassphraseInArgvWorksButWarns(spelling: String) {
        let words = spelling == "--pass" ? ["--cert", tls.clientCertificate, "--key", tls.encryptedClientKey, "--pass", tls.clientKeyPassphrase]
            : ["--cert", tls.clientP12 + ":" + tls.clientKeyPassphrase, "--cert-type", "P12"]
        let run = courier(words + ["-v", "request", "GET", "/small.json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: \(spelling) given on the command line is visible to other users in the process list"), "\(run.stderr)")
        expectNoPassphrase(run)
    }

    @Test(arguments: ["wrong passphrase", "wrong P12 passphrase", "key of another", "not a certificate", "missing", "directory", "not a key"])
    func badFilesAreOneLineErrorsAndNothingIsSent(kind: String) throws {
        let words: [String] = switch kind {
        case "wrong passphrase": ["--cert", tls.clientCertificate, "--key", tls.encryptedClientKey]
        case "wrong P12 passphrase": ["--cert", tls.clientP12, "--cert-type", "P12"]
        case "key of another": ["--cert", tls.clientCertificate, "--key", tls.otherKey]
        case "not a certificate": ["--cert", tls.clientKey, "--key", tls.clientKey]
        case "missing": ["--cert", tls.directory + "/absent.pem", "--key", tls.clientKey]
        case "directory": ["--cert", tls.directory, "--key", tls.clientKey]
        default: ["--cert", tls.clientCertificate, "--key", tls.clientCertificate]
        }
        let run = courier(words + ["request", "GET", "/small.json"], environment: ["COURIER_CERT_PASSWORD": "not-the-passphrase"])
        #expect(run.exitCode == 2, "\(kind): \(run.stderr)")
        let lines = errorLines(run)
        #expect(lines.count == 1, "\(kind): \(run.stderr)")
        let named = kind == "not a key" ? "--key file '\(tls.clientCertificate)'" : "--cert file '"
        #expect(lines.first?.hasPrefix("courier: config: ") == true && lines.first?.contains(named) == true, "\(kind): \(run.stderr)")
        #expect(try backend.stats().requests == 0, "\(kind)")
    }

    @Test func anOptionWithoutCertIsAUsageError() {
        let run = courier(["--key", tls.clientKey, "request", "GET", "/small.json"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("--key") && run.stderr.contains("--cert FILE"), "\(run.stderr)")
    }

    @Test func colonsInThePathAreWrittenAsCurlWritesThem() throws {
        let path = tls.directory + "/with:colon.pem"
        try FileManager.default.copyItem(atPath: tls.clientCertificate, toPath: path)
        let escaped = path.replacingOccurrences(of: ":", with: "\\:")
        let run = courier(["--cert", escaped, "--key", tls.clientKey, "request", "GET", "/small.json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "no passphrase was given, so no warning")
        let curl = courier(["--cert", escaped, "--key", tls.clientKey, "--curl", "request", "GET", "/small.json"])
        #expect(curl.stdout.contains(escaped), "\(curl.stdout)")
    }

    @Test func aSmokeRunPassesTheCertificateOnToItsCases() throws {
        let plan = tls.directory + "/mtls.smoke"
        try "request GET /small.json => ok\nrequest GET /small.json => ok\n".write(toFile: plan, atomically: true, encoding: .utf8)
        let run = CourierRun.run(["smoke", "--cacert", tls.caFile, "--cert", tls.clientCertificate, "--key", tls.clientKey, plan],
                                 environment: ["COURIER_BASE_URL": tls.url(tls.mtlsPort)])
        #expect(run.exitCode == 0, "\(run.stderr)\(run.stdout)")
        #expect(run.json?["passed"] as? Int == 2)
        let without = CourierRun.run(["smoke", "--cacert", tls.caFile, plan], environment: ["COURIER_BASE_URL": tls.url(tls.mtlsPort)])
        #expect(without.exitCode == 13)
        let reports = (json: tls.directory + "/report.json", html: tls.directory + "/report.html", junit: tls.directory + "/junit.xml")
        let piped = CourierRun.run(["smoke", "--cacert", tls.caFile, "--cert", tls.clientCertificate, "--key", tls.encryptedClientKey, "--pass", "-",
                                    "--report-json", reports.json, "--report-html", reports.html, "--junit", reports.junit, plan],
                                   environment: ["COURIER_BASE_URL": tls.url(tls.mtlsPort)], input: tls.clientKeyPassphrase + "\n")
        // `--pass -` is read once, for the run, and passed on to every case as the passphrase it read.
        #expect(piped.exitCode == 0, "\(piped.stderr)")
        #expect(piped.json?["passed"] as? Int == 2)
        expectNoPassphrase(piped, "smoke")
        for path in [reports.json, reports.html, reports.junit] {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(!text.isEmpty && !text.contains(tls.clientKeyPassphrase), "\(path)")
        }
    }

    /// The user's config names the certificate per environment (paths only); a cloned repository's untrusted
    /// `courier.json` may not pick one: it is ignored with the untrusted-config warning and the server refuses the call.
    @Test func aConfigFileNamesTheCertificatePerEnvironmentOnlyWhenTrusted() throws {
        let home = tls.directory + "/home"
        let project = tls.directory + "/project"
        try FileManager.default.createDirectory(atPath: home + "/courier", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        let environment = #""local": {"baseURL": "\#(tls.url(tls.mtlsPort))", "clientCertificate": "\#(tls.clientCertificate)", "clientKey": "\#(tls.clientKey)"}"#
        try #"{"environments": {\#(environment)}}"#.write(toFile: home + "/courier/config.json", atomically: true, encoding: .utf8)
        let run = CourierRun.run(["--cacert", tls.caFile, "request", "GET", "/small.json"], environment: ["XDG_CONFIG_HOME": home], directory: project)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect((run.json?.at("headers.x-client-subject") as? String)?.contains("CN=courier-client") == true)

        try FileManager.default.removeItem(atPath: home + "/courier/config.json")
        try #"{"environments": {\#(environment)}}"#.write(toFile: project + "/courier.json", atomically: true, encoding: .utf8)
        let untrusted = CourierRun.run(["--cacert", tls.caFile, "--base-url", tls.url(tls.mtlsPort), "request", "GET", "/small.json"],
                                       environment: ["XDG_CONFIG_HOME": home], directory: project)
        #expect(untrusted.exitCode == 4, "\(untrusted.stderr)")
        #expect(untrusted.stderr.contains("environments.local.clientCertificate, environments.local.clientKey"), "\(untrusted.stderr)")
    }
}
