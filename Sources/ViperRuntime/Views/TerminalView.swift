/// The view of a VIPER module in a terminal: it shows a `Screen` and turns
/// the user's actions into calls on its output (the presenter).
///
/// A view holds its presenter strongly (`output`) and is itself held only by
/// the transition stack. It never writes to stdout: the shell asks for a
/// screen when something needs one and renders it with `ScreenRenderer`.
@MainActor
public protocol TerminalView: AnyObject {
    /// The actions this view offers, each with its typed handler and its
    /// availability (`ViewActions`). The registry checks their names when the
    /// module registers; the runtime checks arguments before a handler runs.
    static var actions: ViewActions<Self> { get }

    /// What the view shows now: title and lines. The runtime adds the actions
    /// and the screens of embedded children.
    func makeScreen() -> Screen

    /// The module is configured and about to show for the first time; a view
    /// usually forwards it as `output.didTriggerViewReadyEvent()`.
    func viewDidLoad()

    /// The module is shown again because a module above it closed.
    func viewWillAppear()

    /// Why `action` cannot be used right now, from its declared availability.
    /// Views use the default below; it is a requirement only so that it is
    /// compiled for each view's own type where the view conforms (the runtime
    /// calls it on `any TerminalView`, and generic code there would look up
    /// `ViewActionHandler<Self>`'s metadata on every call).
    func unavailableReason(for action: ViewAction) -> String?

    /// Checks `words` and runs `action`'s handler. Views use the default below;
    /// a requirement for the same reason as `unavailableReason(for:)`.
    func perform(_ action: ViewAction, words: [String]) throws
}

// MARK: - Defaults

extension TerminalView {
    public func viewDidLoad() {}

    public func viewWillAppear() {}
}

// MARK: - Declared actions

extension TerminalView {
    /// Why `action` cannot be used right now (`nothing to undo`), or nil when
    /// it can, from the action's declared availability. An unavailable action
    /// is left out of the screen's action list and of `availableActions`;
    /// invoking it is the error `<action> is not available now: <reason>`.
    @inlinable
    public func unavailableReason(for action: ViewAction) -> String? {
        Self.actions.unavailableReason(ofAction: action.name, on: self)
    }

    /// Checks `words` against the declared `action` and runs its handler with
    /// typed values. Throws `ActionArgumentError` for words that do not fit,
    /// and whatever the handler throws (`ViewActionError` for a row past the end).
    @inlinable
    public func perform(_ action: ViewAction, words: [String]) throws {
        guard try Self.actions.perform(action: action.name, on: self, words: words) else {
            throw ViewActionError("\(action.name) is not an action of \(String(describing: Self.self))")
        }
    }

    /// Values worth offering for `action`'s parameter at `position` right now:
    /// a choice parameter's choices, or the action's declared suggestions for its first parameter.
    public func suggestedValues(forParameterAt position: Int, of action: ViewAction) -> [String] {
        guard action.parameters.indices.contains(position) else { return [] }
        if case .choice(let choices) = action.parameters[position].kind { return choices }
        guard position == 0, let suggestions = Self.actions.handler(named: action.name)?.suggestions else { return [] }
        return suggestions(self)
    }
}
