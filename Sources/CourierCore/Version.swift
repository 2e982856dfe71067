/// Courier's version, shown by `--version` and sent in `User-Agent`.
package enum CourierVersion {
    package static let current = "0.1.0"
}
