/// The view of a VIPER module in a terminal: it shows a `Screen` and turns
/// the user's actions into calls on its output (the presenter).
///
/// A view holds its presenter strongly (`output`) and is itself held only by
/// the transition stack. It never writes to stdout: the shell asks for a
/// screen when something needs one and renders it with `ScreenRenderer`.
@MainActor
public protocol TerminalView: AnyObject {
    /// The actions this view offers. The registry checks their names when the
    /// module registers; the runtime checks arguments before `perform` runs.
    static var actions: [ViewAction] { get }

    /// What the view shows now: title and lines. The runtime adds the actions
    /// and the screens of embedded children.
    func makeScreen() -> Screen

    /// Carries out one of the declared actions by calling the matching
    /// ViewOutput method. Throws `ViewActionError` when well-formed arguments
    /// cannot be used (a row number past the end of the list).
    func perform(_ action: ViewAction, with arguments: ActionArguments) throws

    /// The module is configured and about to show for the first time; a view
    /// usually forwards it as `output.didTriggerViewReadyEvent()`.
    func viewDidLoad()

    /// The module is shown again because a module above it closed.
    func viewWillAppear()

    /// Why `action` cannot be used right now (`nothing to undo`), or nil when
    /// it can. An unavailable action is left out of the screen's action list
    /// and of `availableActions`; invoking it is the error
    /// `<action> is not available now: <reason>`. The default: always available.
    func unavailableReason(for action: ViewAction) -> String?

    /// Values worth offering for a parameter right now (row numbers, field
    /// names), for completion. The default offers a `.choice` parameter's choices.
    func suggestedValues(for parameter: ActionParameter, of action: ViewAction) -> [String]
}

// MARK: - Defaults

extension TerminalView {
    public func viewDidLoad() {}

    public func viewWillAppear() {}

    public func unavailableReason(for action: ViewAction) -> String? { nil }

    public func suggestedValues(for parameter: ActionParameter, of action: ViewAction) -> [String] {
        if case .choice(let choices) = parameter.kind { return choices }
        return []
    }
}
