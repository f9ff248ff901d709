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
    public internal(set) var frames: [ModuleFrame] = []
    /// How many instances of each module were opened, by the module's position in the registry.
    var counters: [Int] = []
    /// Sees every module that opens and every action performed (coverage).
    public var observer: ((TransitionEvent) -> Void)?

    /// The session's services, handed to every module through its context.
    public let services: SessionServices
    /// The requests modules made to open and close modules, and which modules are faked.
    package let navigation = NavigationLog()

    /// A stack over `registry`; `services` default to fresh ones on `scheduler`.
    public init(
        registry: ModuleRegistry, scheduler: VirtualScheduler, tracker: LiveObjectTracker, services: SessionServices? = nil
    ) {
        self.registry = registry
        self.scheduler = scheduler
        self.tracker = tracker
        self.services = services ?? SessionServices(scheduler: scheduler)
    }

    /// The frame on top, if any module is open.
    public var top: ModuleFrame? { frames.last }

    /// Frames on the stack, not counting embedded ones.
    public var depth: Int { frames.count }

    /// Where a new frame goes.
    enum Placement {
        case root
        case top(TransitionStyle, from: ModuleFrame)
        case slot(String, in: ModuleFrame)

        /// The frame whose router asked for the open; nil for a root.
        var opener: ModuleFrame? {
            switch self {
            case .root: return nil
            case .top(_, let opener), .slot(_, let opener): return opener
            }
        }
    }

    /// Closes every module and opens `name` as the new root, configured with
    /// `parameters`. If the module cannot be built or configured, the
    /// stack is left as it was.
    public func openRoot(_ name: String, parameters: [String: String] = [:]) throws {
        try open(name, parameters: parameters, placement: .root, output: nil)
    }

    /// Opens `name` with parameters: the same required/default/unknown checks
    /// wherever the open comes from, then the registration's configuration.
    func open(_ name: String, parameters: [String: String], placement: Placement, output: (any ModuleOutput)?) throws {
        let registration = try registry.lookup(name)
        let checked = try registration.checkParameters(parameters)
        try open(name, as: (any ModulePresenter).self, placement: placement, output: output) { presenter in
            try registration.configure(presenter, with: checked)
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
        if position == frames.count - 1 {
            // The usual `back`: no slice to copy out.
            frames.removeLast().tearDown()
        } else {
            let removed = frames[position...]
            frames.removeSubrange(position...)
            for closed in removed.reversed() { closed.tearDown() }
        }
        top?.revealAgain()
    }

    /// Builds, configures and places module `name`; the placement names the
    /// frame whose router asked (the observer and the trace are told it opened the module).
    @discardableResult
    func open<Input>(
        _ name: String, as input: Input.Type, placement: Placement, output: (any ModuleOutput)?,
        configure: (Input) throws -> Void
    ) throws -> Input {
        let position = try registry.position(of: name)
        let registration = registry.registrations[position]
        if position >= counters.count { counters.append(contentsOf: repeatElement(0, count: position + 1 - counters.count)) }
        counters[position] += 1
        let number = counters[position]
        let style: TransitionStyle
        let slot: String?
        switch placement {
        case .root: (style, slot) = (.root, nil)
        case .top(let topStyle, _): (style, slot) = (topStyle, nil)
        case .slot(let name, _): (style, slot) = (.embed, name)
        }
        let frame = ModuleFrame(
            id: FrameID(module: name, number: number), style: style, registration: registration, slot: slot, stack: self)
        // The module's own code (its assembly, configuration and viewDidLoad) runs as the new frame's.
        return try runningCode(of: frame.id, .open) {
            try build(frame, registration: registration, position: position, number: number, placement: placement, output: output, configure: configure)
        }
    }

    /// Runs `body`, code of `frame`'s module doing `site`, with that frame's
    /// context bound: the tasks it starts belong to the frame (see `TaskMark`).
    func runningCode<Result>(of frame: FrameID, _ site: RuntimeSite, _ body: () throws -> Result) rethrows -> Result {
        try TaskMark.withContext(scheduler.jobs.tasks.context(owner: frame, site: site), body)
    }

    /// The part of `open` that runs the new module's code.
    private func build<Input>(
        _ frame: ModuleFrame, registration: ModuleRegistration, position: Int, number: Int, placement: Placement,
        output: (any ModuleOutput)?, configure: (Input) throws -> Void
    ) throws -> Input {
        let name = frame.id.module
        let style = frame.style
        let module = registration.assemble(
            ModuleContext(frameID: frame.id, transitionHandler: frame, scheduler: scheduler, services: services))
        frame.install(module)
        do {
            let typed = try Self.input(of: module, named: name, as: Input.self)
            if let output { try module.presenter.setModuleOutput(output) }
            try configure(typed)
            tracker.trackOpen(module, frame: frame.id)
            insert(frame, placement: placement)
            TraceRecorder.current?.recordOpen(frame, openedBy: placement.opener, input: "\(Input.self)", output: output.map { "\(type(of: $0))" })
            observer?(.opened(module: name, caller: placement.opener?.id.module, style: style))
            module.view.viewDidLoad()
            return typed
        } catch {
            if counters[position] == number { counters[position] = number - 1 }
            frame.tearDown()
            throw error
        }
    }

    /// The module's presenter as the input type its opener asked for.
    private static func input<Input>(of module: AssembledModule, named name: String, as type: Input.Type) throws(ModuleWiringError) -> Input {
        guard let typed = module.presenter as? Input else {
            throw .inputMismatch(
                module: name, expected: String(describing: Input.self),
                found: String(describing: Swift.type(of: module.presenter)))
        }
        return typed
    }

    func insert(_ frame: ModuleFrame, placement: Placement) {
        frame.isPlaced = true
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
