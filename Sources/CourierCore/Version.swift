/// Courier's version, shown by `--version` and sent in `User-Agent`.
public enum CourierVersion {
    public static let current = "0.1.0"
}
