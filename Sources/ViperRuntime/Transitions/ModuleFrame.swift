/// One open module on the transition stack, and the transition handler its router uses.
///
/// The frame owns the module's view (and through it the rest of the module);
/// it knows the presenter only weakly, to configure it and read its state.
/// A container's frame owns the frames embedded in its slots.
@MainActor
public final class ModuleFrame {
    public let id: FrameID
    public let style: TransitionStyle
    /// The registration the module was built from.
    public let registration: ModuleRegistration
    /// The slot this frame fills in its container, for embedded frames.
    public let slot: String?

    public private(set) var view: (any TerminalView)?
    public private(set) weak var presenter: (any ModulePresenter)?
    /// Children in their slots, in the order the slots were first filled.
    public private(set) var embedded: [ModuleFrame] = []
    /// The container, for an embedded frame.
    public private(set) weak var container: ModuleFrame?
    /// Position on the stack (root is 0); an embedded frame has its container's.
    public internal(set) var index: Int = 0

    weak var stack: TransitionStack?
    /// Set once the frame is on the stack or in its slot; a frame whose open failed never is.
    var isPlaced = false
    /// What the frame stands for when a fake answered the request that opened it; nil for a real module.
    package internal(set) var fake: FakeDestination?

    init(id: FrameID, style: TransitionStyle, registration: ModuleRegistration, slot: String?, stack: TransitionStack) {
        self.id = id
        self.style = style
        self.registration = registration
        self.slot = slot
        self.stack = stack
    }

    /// The module's registered name.
    public var moduleName: String { registration.name }

    /// Whether the frame is still on the stack (or in an open container).
    public var isOpen: Bool { view != nil }

    func install(_ module: AssembledModule) {
        view = module.view
        presenter = module.presenter
    }

    /// Drops the module and its children; the tracker then shows whether anything else kept them.
    func tearDown() {
        if isPlaced, view != nil { TraceRecorder.current?.recordClose(self) }
        for child in embedded { child.tearDown() }
        embedded = []
        // The components' deinits run here, as the frame's code closing.
        if let stack { stack.runningCode(of: id, .close) { view = nil } } else { view = nil }
        if isPlaced { stack?.tracker.frameClosed(id) }
    }

    /// Tells the module, and its embedded children, that it shows again.
    /// Traced as the runtime's call: it does not change who the current sender is.
    func revealAgain() {
        stack?.runningCode(of: id, .appear) {
            if let recorder = TraceRecorder.current {
                recorder.asRuntime(calling: id) { view?.viewWillAppear() }
            } else {
                view?.viewWillAppear()
            }
        }
        for child in embedded { child.revealAgain() }
    }

    func placeChild(_ child: ModuleFrame, container: ModuleFrame) {
        child.container = container
        child.index = index
        if let existing = embedded.firstIndex(where: { $0.slot == child.slot }) {
            embedded[existing].tearDown()
            embedded[existing] = child
        } else {
            embedded.append(child)
        }
    }

    func removeChild(_ child: ModuleFrame) {
        embedded.removeAll { $0 === child }
        child.tearDown()
    }

    // MARK: - Screen and actions

    /// The module's screen with its actions and its embedded children's screens.
    public func makeScreen() -> Screen {
        guard let view else { return Screen(title: "\(id) (closed)") }
        var screen = view.makeScreen()
        screen.actions = availableActions.map(\.action)
        screen.embedded = embedded.map { child in
            var childScreen = child.makeScreen()
            childScreen.actions = []
            return Screen.Embedded(slot: child.slot ?? "", screen: childScreen)
        }
        return screen
    }

    /// The module's own actions that are declared but not available now, each
    /// with the reason its view gives (`retry`: "the last load did not fail").
    public var unavailableActions: [(action: ViewAction, reason: String)] {
        registration.actions.compactMap { action in view?.unavailableReason(for: action).map { (action, $0) } }
    }

    /// The module's own actions that are available now, then those of
    /// embedded children that it does not shadow (a declared action shadows
    /// a child's even while it is unavailable).
    /// Plain loops: explore asks on every step, and a closure formed here is
    /// main-actor isolated, so each call of it would check the executor.
    public var availableActions: [(action: ViewAction, frame: ModuleFrame)] {
        let declared = registration.actions
        let view = self.view
        var result: [(action: ViewAction, frame: ModuleFrame)] = []
        result.reserveCapacity(declared.count)
        for action in declared where view?.unavailableReason(for: action) == nil {
            result.append((action: action, frame: self))
        }
        if embedded.isEmpty { return result }
        var names = Set<String>(minimumCapacity: declared.count)
        for action in declared { names.insert(action.name) }
        for child in embedded {
            for entry in child.availableActions where names.insert(entry.action.name).inserted {
                result.append(entry)
            }
        }
        return result
    }

    /// Checks `words` against the named action's parameters and performs it on
    /// the frame that declares it (this one or an embedded child).
    ///
    /// This frame's own actions are searched here rather than through
    /// `findAction(named:)`, whose (action, frame) pair copies the action and
    /// retains the frame on every command; the order is the same.
    public func perform(action name: String, words: [String]) throws {
        let actions = registration.actions
        for index in actions.indices where actions[index].name == name {
            return try perform(actions[index], declaredBy: self, words: words)
        }
        for child in embedded {
            if let (action, owner) = child.findAction(named: name) { return try perform(action, declaredBy: owner, words: words) }
        }
        let names = availableActions.map(\.action.name)
        throw TransitionError.unknownAction(
            module: moduleName, action: name, available: names,
            suggestions: Suggestions.closest(to: name, among: names))
    }

    /// Performs `action` on the view of `owner` (this frame or one embedded in it).
    private func perform(_ action: ViewAction, declaredBy owner: ModuleFrame, words: [String]) throws {
        guard let view = owner.view else { throw TransitionError.frameClosed(owner.id.description) }
        if let reason = view.unavailableReason(for: action) {
            throw TransitionError.actionUnavailable(action: action.name, reason: reason)
        }
        if let stack {
            try stack.runningCode(of: owner.id, .action(action.name)) { try view.perform(action, words: words) }
        } else {
            try view.perform(action, words: words)
        }
        stack?.observer?(.performed(action: action.name, module: owner.id.module))
    }

    /// The action called `name` and the frame that declares it: this frame's
    /// own actions first, then its embedded children's, as `availableActions` lists them.
    /// Plain loops: a closure formed here is main-actor isolated, and Swift
    /// checks the executor on every call of it.
    func findAction(named name: String) -> (action: ViewAction, frame: ModuleFrame)? {
        for own in registration.actions where own.name == name { return (own, self) }
        for child in embedded {
            if let found = child.findAction(named: name) { return found }
        }
        return nil
    }

    /// Whether this module or a child embedded in it declares an action called
    /// `name`, available now or not.
    @available(*, deprecated, message: "nothing in the runtime needs it any more; look the name up in availableActions and unavailableActions. No longer public from 0.10.0")
    public func declaresAction(named name: String) -> Bool {
        findAction(named: name) != nil
    }

    /// Completion values for an action's parameter, from the view that declares it.
    public func suggestedValues(forAction name: String, parameterAt position: Int) -> [String] {
        guard let (action, owner) = findAction(named: name),
            action.parameters.indices.contains(position), let view = owner.view
        else { return [] }
        return view.suggestedValues(forParameterAt: position, of: action)
    }

    /// The module's state, or null once its presenter is gone.
    public func moduleState() -> JSONValue {
        presenter?.moduleState() ?? .null
    }
}

// MARK: - TransitionHandler

extension ModuleFrame: TransitionHandler {
    @discardableResult
    public func openModule<Input>(
        _ name: String, as input: Input.Type, style: PresentationStyle, output: (any ModuleOutput)?,
        configure: (Input) throws -> Void
    ) throws -> Input {
        guard let stack else { throw TransitionError.frameClosed(id.description) }
        return try stack.request(name, as: input, placement: .top(style.transitionStyle, from: self), output: output, configure: configure)
    }

    public func openModule(
        _ name: String, style: PresentationStyle, parameters: [String: String], output: (any ModuleOutput)?
    ) throws {
        guard let stack else { throw TransitionError.frameClosed(id.description) }
        try stack.request(name, parameters: parameters, placement: .top(style.transitionStyle, from: self), output: output)
    }

    @discardableResult
    public func embedModule<Input>(
        _ name: String, as input: Input.Type, inSlot slot: String, output: (any ModuleOutput)?,
        configure: (Input) throws -> Void
    ) throws -> Input {
        guard let stack, isOpen else { throw TransitionError.frameClosed(id.description) }
        return try stack.request(name, as: input, placement: .slot(slot, in: self), output: output, configure: configure)
    }

    public func closeCurrentModule() {
        stack?.noteClose(by: self, kind: .close)
        if let container {
            container.removeChild(self)
        } else {
            stack?.close(self)
        }
    }

    public func closeToRootModule() {
        stack?.noteClose(by: self, kind: .closeToRoot)
        stack?.closeToRoot()
    }

    /// Throws `<Module> does not declare <Other>` unless the registration declares opening `other` so.
    func requireDeclared(_ other: String, style: ModuleNavigation.Style) throws(NavigationError) {
        guard registration.declares(other, style: style) else {
            throw .undeclared(module: moduleName, other: other)
        }
    }
}
