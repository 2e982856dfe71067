/// The exit codes a call ends with: success, or the one its error's category maps to
/// (``ErrorCategory/exitStatus``). The one place these numbers are written; scripts depend on them
/// (README's "Exit codes and error categories" table), so never change one silently.
///
/// A program adds codes of its own that are not a call's (a test run's failing cases): the CLI's exit-code
/// table lists them beside these, with the words help and README print.
package enum ExitStatus: Int32, CaseIterable, Sendable {
    case success = 0
    case `internal` = 1
    case usage = 2
    case httpRedirect = 3
    case httpClient = 4
    case httpServer = 5
    case tooManyRedirects = 6
    case network = 7
    case timeout = 8
    case tls = 9
    case decoding = 10
    case business = 11
    case interrupted = 130
}
