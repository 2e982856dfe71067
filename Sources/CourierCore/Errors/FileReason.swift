/// A file Courier could not use: which file (its role), where, and what went wrong (the OS's words).
package struct FileReason: Sendable, Equatable {
    package var role: Role
    package var path: String
    package var problem: Problem

    package init(_ role: Role, _ path: String, _ problem: Problem) {
        self.role = role
        self.path = path
        self.problem = problem
    }

    /// What the file is for; it decides the category and how the file is named in the sentence.
    package enum Role: Sendable, Equatable {
        case config, trustRecord, token, caCertificate
        /// `--cert`: the client certificate for mutual TLS (it may hold the key too).
        case clientCertificate
        /// `--key`: the client certificate's private key.
        case clientKey
        /// A file `courier init` writes.
        case package
        case upload, download, data, dataBinary
        /// `--netrc` / `--netrc-file`: logins and passwords per host.
        case netrc
        /// `--password-file`: the `--user` password.
        case password
        /// `--login-file`: the name and password a re-login uses.
        case login
        /// `--cookie-jar`: cookies kept between calls.
        case cookieJar
        /// A report Courier writes (`--junit FILE`).
        case report
        /// The `.part` file a download is written to before it is moved into place.
        case partial
        /// `--record DIR`: where responses are written as samples.
        case recordDirectory
        /// A sample file `--stub-dir DIR` answers from.
        case sample
    }

    package enum Problem: Sendable, Equatable {
        /// `cannot <operation> …: <text>` (errno's text, or the reader's reason).
        case cannot(Operation, String)
        case notUTF8
        case empty
        /// A file of one `name:password` line whose first line is not one (the line itself is never shown).
        case notANamePasswordLine
        /// A link, FIFO, device, directory… (`kind` as the platform names it).
        case notRegular(kind: String?)
        /// FILE changed into `kind` while the body arrived.
        case changed(kind: String)
        case noTemporaryName
        /// An upload that could not be read after `bytes`, or that ended early.
        case readFailed(after: Int)
        case shrank(sent: Int, size: Int)
        /// A file of secrets that others may read (`mode`), refused as ssh refuses such a key.
        case readableByOthers(mode: UInt32)
        /// A file that decides where calls go which others may change (`mode`): refused, as ssh refuses such a config.
        case writableByOthers(mode: UInt32)
        /// Such a file in a directory others may write to without the sticky bit (`mode`): they could replace it.
        case inDirectoryWritableByOthers(directory: String, mode: UInt32)
        /// Something other than a directory (`kind` as the platform names it) where a directory must be.
        case notDirectory(kind: String)
        /// A `--record` directory that holds files Courier did not record (one of them named).
        case holdsOtherFiles(example: String)
        /// A file larger than Courier reads for its role.
        case tooLarge(limit: Int)
        /// A password in it larger than ``SecretSize/limit``: refused where it arrives, never sent.
        case secretTooLarge(limit: Int)
        /// Not what its type says (`PEM`, `DER`, `P12`): a PEM certificate without a certificate block, a key without a key.
        case notOfType(String)
        /// The TLS library could not use it (libcurl's curl code and text): a key that does not match the certificate,
        /// a wrong passphrase, a file that is no certificate. Found as the connection starts, before any request is sent.
        case unusableForTLS(curlCode: Int, text: String)
    }

    package enum Operation: String, Sendable, Equatable {
        case read, write, create, replace, move, trust, untrust
    }

    /// Files named on the command line are usage errors; the user's own files are config errors.
    var category: ErrorCategory {
        switch role {
        case .upload, .download, .data, .dataBinary, .partial, .report, .recordDirectory, .sample: .usage
        case .config, .trustRecord, .token, .caCertificate, .clientCertificate, .clientKey, .package, .netrc, .password, .login, .cookieJar: .config
        }
    }
}
