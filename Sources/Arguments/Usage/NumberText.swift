extension Double {
    /// `30` rather than `30.0`, `0.5` as is: how help, errors and the catalog write a number.
    package var shortText: String {
        self == rounded() && Swift.abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
