/// What is wrong with a program's own declarations (its API description, envelope, command groups), found
/// at start so a mistake shows before the first call. A `config` error (exit 2): ``ConfigReason/description(_:)``.
package enum DescriptionProblem: Sendable, Equatable {
    case noEnvironment(api: String)
    case unknownDefaultEnvironment(String, known: [String])
    case duplicateEnvironment(String)
    /// Some environments define `service`, this one does not.
    case environmentLacksService(environment: String, service: String)
    case appBaseURLNotAbsolute(String)
    case invalidProgramName(String)
    case envelopeKeysMissing
    case envelopeKeysNotDistinct
    case noSuccessCode
    /// An envelope code that is a success code and also mapped to a failure category.
    case successCodeMapped(code: JSON, category: ErrorCategory)
    /// A command group named twice, or like a built-in command.
    case duplicateGroup(String)
    case duplicateAction(group: String, action: String)
    /// An action's own option takes a name every command keeps (`--help`, `--help-all`, `-h`), which no option
    /// may shadow; any other global's name is the action's own there.
    case reservedOption(command: String, option: String)
    /// An action's route names a service no environment defines.
    case routeUnknownService(command: String, service: String, defined: [String])
}
