/// The in-memory transition stack: the open modules of a session, root first.
///
/// It builds modules through the registry, owns their frames, registers their
/// parts with the live-object tracker, and sends "will appear" to a module
/// that a close reveals again. Every operation costs the same whatever the
/// depth of the stack, except closing, which costs what it releases.
@MainActor
public final class TransitionStack {
    public let registry: ModuleRegistry
    public let scheduler: VirtualScheduler
    public let tracker: LiveObjectTracker
    /// Frames root first; embedded frames are inside their containers.
    public private(set) var frames: [ModuleFrame] = []
    private var counters: [String: Int] = [:]
    /// Sees every module that opens and every action performed (coverage).
    public var observer: ((TransitionEvent) -> Void)?

    public init(registry: ModuleRegistry, scheduler: VirtualScheduler, tracker: LiveObjectTracker) {
        self.registry = registry
        self.scheduler = scheduler
        self.tracker = tracker
    }

    /// The frame on top, if any module is open.
    public var top: ModuleFrame? { frames.last }

    /// Frames on the stack, not counting embedded ones.
    public var depth: Int { frames.count }

    /// Where a new frame goes.
    enum Placement {
        case root
        case top(TransitionStyle)
        case slot(String, in: ModuleFrame)
    }

    /// Closes every module and opens `name` as the new root, configured with
    /// shell parameters. If the module cannot be built or configured, the
    /// stack is left as it was.
    public func openRoot(_ name: String, parameters: [String: String] = [:]) throws {
        let registration = try registry.lookup(name)
        let checked = try registration.checkParameters(parameters)
        try open(name, as: (any ModulePresenter).self, placement: .root, output: nil) { presenter in
            try presenter.configure(withParameters: checked)
        }
    }

    /// Closes the top module; on the root it throws `cannotCloseRoot`.
    public func closeTop() throws(TransitionError) {
        guard let top else { throw .emptyStack }
        guard frames.count > 1 else { throw .cannotCloseRoot }
        close(top)
    }

    /// Closes every module above the root.
    public func closeToRoot() {
        guard frames.count > 1 else { return }
        close(frames[1])
    }

    /// Closes every module, the root too.
    public func closeAll() {
        let removed = frames
        frames = []
        for frame in removed.reversed() { frame.tearDown() }
    }

    /// Closes `frame` and everything above it; a root frame stays.
    func close(_ frame: ModuleFrame) {
        let position = frame.index
        guard position > 0, position < frames.count, frames[position] === frame else { return }
        let removed = frames[position...]
        frames.removeSubrange(position...)
        for closed in removed.reversed() { closed.tearDown() }
        top?.revealAgain()
    }

    /// Builds, configures and places module `name`; `opener` is the frame
    /// whose router asked (the observer is told it opened the module).
    @discardableResult
    func open<Input>(
        _ name: String, as input: Input.Type, placement: Placement, output: (any ModuleOutput)?,
        opener: ModuleFrame? = nil, configure: (Input) throws -> Void
    ) throws -> Input {
        let registration = try registry.lookup(name)
        let previousCounter = counters[name]
        let number = (previousCounter ?? 0) + 1
        counters[name] = number
        let style: TransitionStyle
        let slot: String?
        switch placement {
        case .root: (style, slot) = (.root, nil)
        case .top(let topStyle): (style, slot) = (topStyle, nil)
        case .slot(let name, _): (style, slot) = (.embed, name)
        }
        let frame = ModuleFrame(
            id: FrameID(module: name, number: number), style: style, registration: registration, slot: slot, stack: self)
        let module = registration.assemble(
            ModuleContext(frameID: frame.id, transitionHandler: frame, scheduler: scheduler))
        frame.install(module)
        do {
            guard let typed = module.presenter as? Input else {
                throw ModuleWiringError.inputMismatch(
                    module: name, expected: String(describing: Input.self),
                    found: String(describing: type(of: module.presenter)))
            }
            if let output { try module.presenter.setModuleOutput(output) }
            try configure(typed)
            track(module, of: name)
            let caller: String? = switch placement {
            case .root: nil
            case .top: (opener ?? top)?.id.module
            case .slot(_, let container): container.id.module
            }
            insert(frame, placement: placement)
            observer?(.opened(module: name, caller: caller, style: style))
            module.view.viewDidLoad()
            return typed
        } catch {
            if counters[name] == number { counters[name] = previousCounter }
            frame.tearDown()
            throw error
        }
    }

    private func track(_ module: AssembledModule, of name: String) {
        tracker.track(module.view, module: name, role: .view)
        tracker.track(module.presenter, module: name, role: .presenter)
        if let interactor = module.interactor { tracker.track(interactor, module: name, role: .interactor) }
        if let router = module.router { tracker.track(router, module: name, role: .router) }
        for helper in module.helpers { tracker.track(helper, module: name, role: .helper) }
    }

    private func insert(_ frame: ModuleFrame, placement: Placement) {
        switch placement {
        case .root:
            closeAll()
            frame.index = 0
            frames = [frame]
        case .top:
            frame.index = frames.count
            frames.append(frame)
        case .slot(_, let container):
            container.placeChild(frame, container: container)
        }
    }
}
