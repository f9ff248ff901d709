import ViperRuntime

/// The one place explore reads the runtime's action metadata: it turns the
/// top frame's available actions into `ExploreAction`s.
///
/// Everything else in `Explore/` sees only `ExploreAction` and
/// `ParameterDomain`; when actions gain typed parameters (ranges, row
/// numbers, availability with a reason), only this adapter changes.
@MainActor
enum ExploreActionCatalog {
    /// The actions of `frame` (its own, then its embedded children's).
    /// Plain loops, as this runs on every step: a closure formed in this
    /// main-actor code would check the executor on every call.
    static func actions(of frame: ModuleFrame) -> [ExploreAction] {
        let available = frame.availableActions
        var actions: [ExploreAction] = []
        actions.reserveCapacity(available.count)
        for entry in available {
            let action = entry.action
            var parameters: [ExploreParameter] = []
            parameters.reserveCapacity(action.parameters.count)
            for (position, parameter) in action.parameters.enumerated() {
                parameters.append(ExploreParameter(
                    domain: domain(of: parameter, position: position, action: action.name, frame: frame),
                    isOptional: parameter.isOptional, isVariadic: parameter.isVariadic, examples: parameter.examples))
            }
            actions.append(ExploreAction(name: action.name, parameters: parameters))
        }
        return actions
    }

    private static func domain(of parameter: ActionParameter, position: Int, action: String, frame: ModuleFrame) -> ParameterDomain {
        switch parameter.kind {
        case .text:
            return .text(suggested: frame.suggestedValues(forAction: action, parameterAt: position))
        case .choice(let words):
            return .choice(words)
        case .integer(let minimum):
            // Today a row number's valid range is only known from completion: the numbers on screen.
            let numbers = frame.suggestedValues(forAction: action, parameterAt: position).compactMap { Int($0) }
            let valid = numbers.min().flatMap { low in numbers.max().map { low...$0 } }
            return .wholeNumber(minimum: minimum, valid: valid)
        }
    }
}
