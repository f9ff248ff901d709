/// Why a fake module could not be made or could not send its output: one
/// clear message naming the module, the event and, for a payload, the JSON
/// path that is wrong.
package enum FakeModuleError: Error, Equatable, CustomStringConvertible {
    /// The module's registration gives no input record, so nothing can stand
    /// in for its input (an open by parameters needs none).
    case noInputRecord(module: String, input: String)
    /// The input record does not conform to the input the opener asked for.
    case recordMismatch(module: String, record: String, input: String)
    /// No fake of the module is open.
    case noFake(module: String, open: [String])
    /// The module declares no event of that name.
    case unknownEvent(module: String, event: String, known: [String])
    /// The event carries a value and none was given.
    case missingPayload(event: String, type: String)
    /// The event carries no value and one was given.
    case unexpectedPayload(event: String)
    /// The payload does not decode as the event's value.
    case payloadDoesNotDecode(event: String, path: String, message: String)
    /// The opener gave the fake no output to send to.
    case noOutput(fake: String, opener: String)
    /// The opener's output is not the output the event calls.
    case outputMismatch(event: String, expected: String, found: String)

    package var description: String {
        switch self {
        case .noInputRecord(let module, let input):
            return "\(module) cannot be faked: its registration gives no input record to stand for \(input) "
                + "(ModuleRegistration(..., inputRecord:))"
        case .recordMismatch(let module, let record, let input):
            return "\(module)'s input record \(record) is not \(input)"
        case .noFake(let module, let open):
            let fakes = open.isEmpty ? "no fake is open" : "open fakes: \(open.joined(separator: ", "))"
            return "no fake \(module) is open (\(fakes)); 'open <Module> alone' fakes the modules it opens"
        case .unknownEvent(let module, let event, let known):
            let list = known.isEmpty ? "it declares none (ModuleRegistration(..., outputEvents:))" : "its events: \(known.joined(separator: ", "))"
            return "\(module) has no output event '\(event)' (\(list))"
        case .missingPayload(let event, let type):
            return "\(event) carries a value: give it as JSON (\(type))"
        case .unexpectedPayload(let event):
            return "\(event) carries no value, but one was given"
        case .payloadDoesNotDecode(let event, let path, let message):
            return "\(event): the value does not decode at \(path): \(message)"
        case .noOutput(let fake, let opener):
            return "\(opener) opened \(fake) without an output, so nothing hears it"
        case .outputMismatch(let event, let expected, let found):
            return "\(event) speaks to \(expected), but the opener's output is \(found)"
        }
    }
}
