import Foundation

/// nginx on 127.0.0.1 serving TLS (with HTTP/2) in front of a scripted server, with certificates made
/// per run by openssl: a CA, a server certificate for localhost/127.0.0.1 signed by it, one for another
/// host name, and a self-signed one. Each certificate gets its own port. A fourth port (``mtlsPort``) serves the good
/// certificate and requires a client certificate signed by the same CA (`ssl_verify_client on`): nginx answers 400
/// without one, and echoes the verified client's subject in `X-Client-Subject`. The client's files are made per run too.
public final class TLSServer: @unchecked Sendable {
    public let directory: String
    /// The CA that signed `good` and `wrongHost`, for `--cacert`.
    public let caFile: String
    public let goodPort: Int
    public let wrongHostPort: Int
    public let selfSignedPort: Int
    /// Requires a client certificate (mutual TLS).
    public let mtlsPort: Int
    /// The client certificate (subject `CN=courier-client,O=Courier Tests`), signed by `caFile`, and its key (PEM, unencrypted).
    public let clientCertificate: String
    /// The client certificate's key, PEM, unencrypted.
    public let clientKey: String
    /// The same key encrypted with ``clientKeyPassphrase``.
    public let encryptedClientKey: String
    /// A canary: tests check it is printed nowhere.
    public let clientKeyPassphrase = "tls-passphrase-canary-9137"
    /// The certificate and key in one PKCS#12 file, under the same passphrase.
    public let clientP12: String
    /// A key that is not the certificate's.
    public let otherKey: String
    /// The subject nginx echoes for the client certificate.
    public let clientSubject = "CN=courier-client,O=Courier Tests"
    public let backend: LoopbackServer
    private let process: Process

    public enum StartError: Error, CustomStringConvertible {
        case command(String)
        case notListening(String)
        public var description: String {
            switch self {
            case .command(let text): "TLS fixture: \(text)"
            case .notListening(let log): "nginx did not start: \(log)"
            }
        }
    }

    public init(backend: LoopbackServer) throws {
        self.backend = backend
        directory = NSTemporaryDirectory() + "courier-tls-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        caFile = directory + "/ca.pem"
        let d = directory
        let ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try Self.openssl(["req", "-x509"] + ec + ["-keyout", "\(d)/ca.key", "-out", caFile, "-days", "2", "-subj", "/CN=Courier Test CA"])
        for (name, san) in [("good", "DNS:localhost,IP:127.0.0.1"), ("wrong", "DNS:wrong.example.test")] {
            try Self.openssl(["req"] + ec + ["-keyout", "\(d)/\(name).key", "-out", "\(d)/\(name).csr", "-subj", "/CN=\(name)"])
            try "subjectAltName=\(san)\n".write(toFile: "\(d)/\(name).ext", atomically: true, encoding: .utf8)
            try Self.openssl(["x509", "-req", "-in", "\(d)/\(name).csr", "-CA", caFile, "-CAkey", "\(d)/ca.key", "-CAcreateserial",
                              "-out", "\(d)/\(name).pem", "-days", "2", "-extfile", "\(d)/\(name).ext"])
        }
        try Self.openssl(["req", "-x509"] + ec + ["-keyout", "\(d)/self.key", "-out", "\(d)/self.pem", "-days", "2", "-subj", "/CN=localhost",
                                                  "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"])
        clientCertificate = "\(d)/client.pem"
        clientKey = "\(d)/client.key"
        encryptedClientKey = "\(d)/client-encrypted.key"
        clientP12 = "\(d)/client.p12"
        otherKey = "\(d)/other.key"
        try Self.openssl(["req"] + ec + ["-keyout", clientKey, "-out", "\(d)/client.csr", "-subj", "/O=Courier Tests/CN=courier-client"])
        try Self.openssl(["x509", "-req", "-in", "\(d)/client.csr", "-CA", caFile, "-CAkey", "\(d)/ca.key", "-CAcreateserial",
                          "-out", clientCertificate, "-days", "2"])
        try Self.openssl(["pkey", "-in", clientKey, "-out", encryptedClientKey, "-aes256", "-passout", "pass:\(clientKeyPassphrase)"])
        try Self.openssl(["pkcs12", "-export", "-in", clientCertificate, "-inkey", clientKey, "-out", clientP12, "-passout", "pass:\(clientKeyPassphrase)"])
        try Self.openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-out", otherKey])
        goodPort = try SilentListener.closedPort()
        wrongHostPort = try SilentListener.closedPort()
        selfSignedPort = try SilentListener.closedPort()
        mtlsPort = try SilentListener.closedPort()
        func server(_ port: Int, _ cert: String, clients: String = "") -> String {
            """
              server {
                listen 127.0.0.1:\(port) ssl http2;
                ssl_certificate \(d)/\(cert).pem;
                ssl_certificate_key \(d)/\(cert).key;
                \(clients)
                location / { proxy_pass \(backend.baseURL); proxy_http_version 1.1; proxy_set_header Connection ""; proxy_redirect off; }
              }
            """
        }
        let config = """
            daemon off;
            master_process off;
            pid \(d)/nginx.pid;
            error_log \(d)/error.log;
            events { worker_connections 64; }
            http {
              access_log off;
              client_body_temp_path \(d)/body;
              proxy_temp_path \(d)/proxy;
              fastcgi_temp_path \(d)/fastcgi;
              uwsgi_temp_path \(d)/uwsgi;
              scgi_temp_path \(d)/scgi;
            \(server(goodPort, "good"))
            \(server(wrongHostPort, "wrong"))
            \(server(selfSignedPort, "self"))
            \(server(mtlsPort, "good", clients: "ssl_client_certificate \(caFile); ssl_verify_client on; add_header X-Client-Subject $ssl_client_s_dn always;"))
            }
            """
        try config.write(toFile: "\(d)/nginx.conf", atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(fileURLWithPath: try Tool.path("nginx"))
        // -e: the log nginx writes before it reads the configuration is ours too, not the system's (Homebrew's is under /opt/homebrew).
        process.arguments = ["-c", "\(d)/nginx.conf", "-p", d, "-e", "\(d)/error.log"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Ready when all four ports accept a connection; bounded, polled (nginx prints no ready line).
        let deadline = Date().addingTimeInterval(10)
        while ![goodPort, wrongHostPort, selfSignedPort, mtlsPort].allSatisfy(Self.accepts) {
            guard Date() < deadline, process.isRunning else {
                stop()
                throw StartError.notListening((try? String(contentsOfFile: "\(d)/error.log", encoding: .utf8)) ?? "")
            }
            usleep(20_000)
        }
    }

    deinit { stop() }

    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    public func url(_ port: Int, host: String = "127.0.0.1") -> String { "https://\(host):\(port)" }

    static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, HostSystem.socketStream, 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }

    static func openssl(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Tool.path("openssl"))
        process.arguments = arguments
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw StartError.command("openssl \(arguments.first ?? ""): \(String(decoding: message, as: UTF8.self))")
        }
    }
}
