import ViperRuntime

/// The one place explore reads the runtime's action metadata: it turns the
/// top frame's available actions into `ExploreAction`s.
///
/// Everything else in `Explore/` sees only `ExploreAction` and
/// `ParameterDomain`; when actions gain typed parameters (ranges, row
/// numbers, availability with a reason), only this adapter changes.
@MainActor
enum ExploreActionCatalog {
    /// The actions available on `frame` now (its own, then its embedded children's).
    static func menu(of frame: ModuleFrame) -> ExploreActionMenu {
        ExploreActionMenu(frame: frame, available: frame.availableActions.map(\.action))
    }

    /// `action` of `frame` in explore's terms, its parameters' domains read now.
    /// Plain loops, as this runs on every step: a closure formed in this
    /// main-actor code would check the executor on every call.
    static func exploreAction(_ action: ViewAction, on frame: ModuleFrame) -> ExploreAction {
        var parameters: [ExploreParameter] = []
        parameters.reserveCapacity(action.parameters.count)
        for (position, parameter) in action.parameters.enumerated() {
            parameters.append(ExploreParameter(
                domain: domain(of: parameter, position: position, action: action.name, frame: frame),
                isOptional: parameter.isOptional, isVariadic: parameter.isVariadic, examples: parameter.examples))
        }
        return ExploreAction(name: action.name, parameters: parameters)
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

/// The actions available on a frame at one moment, in order. A walk takes
/// one of them a step, so each becomes an `ExploreAction` only when it is
/// chosen: reading a parameter's domain asks the view for the values it
/// suggests (the rows on screen, a feed's names), work the other actions
/// do not need.
@MainActor
struct ExploreActionMenu {
    let frame: ModuleFrame
    private let available: [ViewAction]

    init(frame: ModuleFrame, available: [ViewAction]) {
        self.frame = frame
        self.available = available
    }

    /// How many actions are available.
    var count: Int { available.count }

    /// The action at `position` (from 0), its domains read now.
    func action(at position: Int) -> ExploreAction {
        ExploreActionCatalog.exploreAction(available[position], on: frame)
    }
}
