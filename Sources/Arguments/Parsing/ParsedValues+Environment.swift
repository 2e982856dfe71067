/// The step after the walk that fills options from their environment variables: Arguments never reads
/// the process's environment itself; the program passes in the variables it read.
extension ParsedValues {
    /// These values with every option of `declarations` that names a variable
    /// (``OptionDeclaration/environmentVariable``) and that argv did not give, filled from that variable
    /// when it is set and not empty. The text is checked against the option's kind and range and
    /// converted once, as an argv value is, with origin ``ValueOrigin/environment(_:)``; a flag's
    /// variable holds a ``SwitchWord``. An option already filled is left as it is, so filling twice
    /// changes nothing. A global's variable fills the global, even where the command's own option shadows its name.
    /// - Throws: an invalid-value or out-of-range error whose origin names the variable.
    package func filled(fromEnvironment variables: [String: String], for declarations: [OptionDeclaration]) throws(ParseError) -> ParsedValues {
        var values = self
        for declaration in declarations {
            guard let variable = declaration.environmentVariable, !isGiven(declaration), scope(of: declaration).fromEnvironment[declaration.name] == nil,
                  let text = variables[variable], !text.isEmpty
            else { continue }
            let origin = ValueOrigin.environment(variable)
            let value: String
            if declaration.isFlag {
                guard let on = SwitchWord.state(text) else {
                    throw ParseError(.invalidValue(declaration, text, expected: Self.switchWords), origin: origin)
                }
                value = on ? "true" : "false"
            } else {
                try ValueReader.check(text, for: declaration, origin: origin)
                value = text
            }
            values.setFromEnvironment(value, for: declaration, from: origin)
        }
        return values
    }

    private static let switchWords = "one of " + (SwitchWord.on + SwitchWord.off).joined(separator: ", ")
}
