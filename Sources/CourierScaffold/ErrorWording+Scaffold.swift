import CourierCore

/// The scaffold's words for why it cannot write a package: the one place ``ScaffoldReason`` is worded.
extension ErrorWording {
    package static func message(for reason: ScaffoldReason) -> String {
        switch reason {
        case .invalidExecutableName(let name):
            "--name \(quoted(name)) is not a valid executable name (a letter, then letters, digits, '-' or '_', at most 64)"
        case .reservedName(let name, let clash):
            {
                let owner = switch clash.owner {
                case .courierPackage(let taken): "\(quoted(taken)), a target or product of the Courier package"
                case .toolchain(let taken): "\(quoted(taken)), a module of the Swift toolchain"
                case .example(let taken): "\(quoted(taken)), a type of the example router"
                }
                let declared = clash.declared == name ? "it" : "its \(quoted(clash.declared))"
                return "--name \(quoted(name)) cannot be used: \(declared) would clash with \(owner) (names must differ, ignoring case and '-'/'_')"
            }()
        case .packageIdentity(let directory, let identity):
            "DIR \(quoted(directory)) would name the package '\(Redaction.printable(identity))', as its Courier dependency is named (SwiftPM names a package by its folder); choose another folder name"
        case .unusableDirectoryName(let name): "DIR \(quoted(name)) is not a usable directory name"
        case .notADirectory(let path): "\(quoted(path)) exists and is not a directory"
        case .directoryNotEmpty(let path): "directory \(quoted(path)) is not empty"
        case .notAURL(let option, let value): "\(option) \(quotedURL(value)) is not a URL"
        case .noCourierPackage(let path): "no Courier package at \(quoted(path))"
        }
    }

    package static func hint(for reason: ScaffoldReason) -> String? {
        switch reason {
        case .noCourierPackage: "give --courier-path PATH (a Courier checkout) or --courier-url URL"
        default: nil
        }
    }
}
