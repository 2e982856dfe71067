/// How far the scanner follows what nests, so a hostile or generated file ends in a diagnostic, never a crash.
///
/// The scanner reads nesting by recursion — a type inside a type, `[` inside `[` in a type, an interpolation
/// inside a string — and each level takes stack. 5,000 nested enums or a `[[…Int…]]` 50,000 deep overflowed it
/// (SIGSEGV in a build tool). Past these limits the scan stops with `nested too deep` at the place, as a
/// compiler would; no router file comes near them (real code nests a handful of levels).
public enum ScanLimits {
    /// Levels of: types and extensions inside one another; brackets, parentheses and generic arguments inside one
    /// type; string interpolations inside strings; `#if` inside `#if`. 100 levels take well under 512 KiB of stack
    /// (a secondary thread's), even in a debug build.
    public static let nesting = 100

    /// Branches of one `#if … #elseif … #else` chain. A later branch's condition is the negation of every earlier
    /// one (the generated `#if` must say it in full), so the text grows with the square of the branches.
    public static let conditionalBranches = 100
}
