// MARK: - Requests modules make (logged, and answered by fakes when asked)

extension TransitionStack {
    /// A module's request to open `name` typed: checked against what the
    /// requesting module declares, answered by the module or (when it is
    /// faked) by a fake frame, and logged with the input its record recorded.
    func request<Input>(
        _ name: String, as input: Input.Type, placement: Placement, output: (any ModuleOutput)?,
        configure: (Input) throws -> Void
    ) throws -> Input {
        let opener = placement.requiredOpener
        var entry = NavigationRequest(time: scheduler.now, from: opener.id, module: name, kind: placement.requestKind)
        do {
            try opener.requireDeclared(name, style: placement.navigationStyle)
            let registration = try registry.lookup(name)
            let typed: Input
            if navigation.fakes.fakes(name) {
                let fake = try openFake(registration, as: input, placement: placement, output: output, parameters: nil, configure: configure)
                (typed, entry.input, entry.frame, entry.isFake) = (fake.input, fake.json, fake.frame, true)
            } else if let record = registration.makeInputRecord?() {
                typed = try open(name, as: input, placement: placement, output: output) { real in
                    try configure(try Self.forwarding(record, to: real, module: name, as: Input.self))
                }
                entry.input = .object(record.recorded)
                entry.frame = openedFrame(at: placement)
            } else {
                typed = try open(name, as: input, placement: placement, output: output, configure: configure)
                entry.frame = openedFrame(at: placement)
            }
            navigation.append(entry)
            return typed
        } catch {
            entry.failure = "\(error)"
            navigation.append(entry)
            throw error
        }
    }

    /// A module's request to open `name` with `parameters`, checked as any
    /// open's are; logged with what the record recorded, or the parameters.
    func request(_ name: String, parameters: [String: String], placement: Placement, output: (any ModuleOutput)?) throws {
        let opener = placement.requiredOpener
        var entry = NavigationRequest(time: scheduler.now, from: opener.id, module: name, kind: placement.requestKind)
        do {
            try opener.requireDeclared(name, style: placement.navigationStyle)
            let registration = try registry.lookup(name)
            let checked = try registration.checkParameters(parameters)
            let parametersJSON = JSONValue.object(JSONObject(checked.values.mapValues(JSONValue.string)))
            if navigation.fakes.fakes(name) {
                let fake = try openFake(
                    registration, as: (any ModulePresenter).self, placement: placement, output: output, parameters: parametersJSON
                ) { presenter in
                    if presenter is any AnyModuleInputRecord { try registration.configure(presenter, with: checked) }
                }
                (entry.input, entry.frame, entry.isFake) = (fake.json, fake.frame, true)
            } else if let record = registration.makeInputRecord?() {
                try open(name, as: (any ModulePresenter).self, placement: placement, output: output) { real in
                    try registration.configure(
                        try Self.forwarding(record, to: real, module: name, as: (any ModulePresenter).self), with: checked)
                }
                entry.input = .object(record.recorded)
                entry.frame = openedFrame(at: placement)
            } else {
                try open(name, parameters: parameters, placement: placement, output: output)
                entry.input = parametersJSON
                entry.frame = openedFrame(at: placement)
            }
            navigation.append(entry)
        } catch {
            entry.failure = "\(error)"
            navigation.append(entry)
            throw error
        }
    }

    /// Logs that `frame`'s module asked to close (itself, or everything above the root).
    func noteClose(by frame: ModuleFrame, kind: NavigationRequest.Kind) {
        navigation.append(NavigationRequest(
            time: scheduler.now, from: frame.id, module: frame.moduleName, kind: kind, frame: frame.id, isFake: frame.fake != nil))
    }

    /// `record`, made to forward to `real`, as the input type the opener asked for.
    private static func forwarding<Input>(
        _ record: any AnyModuleInputRecord, to real: Input, module: String, as type: Input.Type
    ) throws(FakeModuleError) -> Input {
        guard let typed = record as? Input else {
            throw .recordMismatch(module: module, record: "\(Swift.type(of: record))", input: "\(Input.self)")
        }
        record.attach(to: real as AnyObject)
        return typed
    }

    /// The frame an open at `placement` just made: the new top, or the frame in the slot.
    private func openedFrame(at placement: Placement) -> FrameID? {
        switch placement {
        case .root, .top: return top?.id
        case .slot(let slot, let container): return container.embedded.first { $0.slot == slot }?.id
        }
    }

    /// Answers a request to open `registration`'s module with a fake frame:
    /// nothing of the module is built; the input the opener configures is the
    /// module's input record (or, opened by parameters without one, a holder
    /// of the parameters), and the frame keeps the opener's output so that
    /// the module's output events can be sent through it.
    private func openFake<Input>(
        _ registration: ModuleRegistration, as input: Input.Type, placement: Placement, output: (any ModuleOutput)?,
        parameters: JSONValue?, configure: (Input) throws -> Void
    ) throws -> (input: Input, json: JSONValue, frame: FrameID) {
        let name = registration.name
        let opener = placement.requiredOpener
        let record = registration.makeInputRecord?()
        let presenter: any ModulePresenter
        if let record {
            guard let asPresenter = record as? any ModulePresenter, let _ = record as? Input else {
                throw FakeModuleError.recordMismatch(module: name, record: "\(type(of: record))", input: "\(Input.self)")
            }
            presenter = asPresenter
        } else if let parameters {
            presenter = FakeParametersInput(parameters: parameters)
        } else {
            throw FakeModuleError.noInputRecord(module: name, input: "\(Input.self)")
        }
        guard let typed = presenter as? Input else {
            throw FakeModuleError.noInputRecord(module: name, input: "\(Input.self)")
        }
        let position = try registry.position(of: name)
        if position >= counters.count { counters.append(contentsOf: repeatElement(0, count: position + 1 - counters.count)) }
        counters[position] += 1
        let number = counters[position]
        let (style, slot): (TransitionStyle, String?) = switch placement {
        case .root: (.root, nil)
        case .top(let topStyle, _): (topStyle, nil)
        case .slot(let slotName, _): (.embed, slotName)
        }
        let frame = ModuleFrame(
            id: FrameID(module: name, number: number), style: style, registration: ModuleRegistration(fakeOf: registration),
            slot: slot, stack: self)
        frame.fake = FakeDestination(output: output, opener: opener.id, events: registration.outputEvents)
        let view = FakeModuleView(
            module: name, request: placement.requestKind, opener: opener.id, events: registration.outputEvents, presenter: presenter)
        let module = AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
        try runningCode(of: frame.id, .open) {
            frame.install(module)
            do {
                try configure(typed)
                tracker.trackOpen(module, frame: frame.id)
                insert(frame, placement: placement)
                TraceRecorder.current?.recordOpen(
                    frame, openedBy: opener, input: "\(Input.self) (fake)", output: output.map { "\(type(of: $0))" })
                observer?(.opened(module: name, caller: opener.id.module, style: style))
            } catch {
                if counters[position] == number { counters[position] = number - 1 }
                frame.tearDown()
                throw error
            }
        }
        return (typed, presenter.moduleState(), frame.id)
    }
}

extension TransitionStack.Placement {
    /// The frame whose router asked: every request has one (a root is the session's, never a request).
    var requiredOpener: ModuleFrame {
        guard let opener else { preconditionFailure("a module's request always comes from its frame") }
        return opener
    }

    /// What the log calls the request.
    var requestKind: NavigationRequest.Kind {
        switch self {
        case .root, .top(.push, _): return .push
        case .top(_, _): return .present
        case .slot(let slot, _): return .embed(slot: slot)
        }
    }

    /// How the requesting module must declare it.
    var navigationStyle: ModuleNavigation.Style {
        switch self {
        case .root, .top(.push, _): return .push
        case .top(_, _): return .present
        case .slot(let slot, _): return .embed(slot: slot)
        }
    }
}
