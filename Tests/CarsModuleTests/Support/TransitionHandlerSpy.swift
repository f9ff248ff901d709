@testable import CarsModule

/// A transition handler that records what a router asks of it and hands back
/// a prepared module input instead of building a module.
@MainActor
final class TransitionHandlerSpy: TransitionHandler {
    struct Opening {
        var name: String
        var style: PresentationStyle?
        var slot: String?
        var output: (any ModuleOutput)?
    }

    private(set) var openings: [Opening] = []
    private(set) var closeCurrentModuleCount = 0
    private(set) var closeToRootModuleCount = 0
    /// What `openModule` returns (and configures), cast to the input asked for.
    var inputToReturn: AnyObject?

    func openModule<Input>(
        _ name: String, as input: Input.Type, style: PresentationStyle, output: (any ModuleOutput)?,
        configure: (Input) throws -> Void
    ) throws -> Input {
        openings.append(Opening(name: name, style: style, slot: nil, output: output))
        return try configured(name, as: input, configure: configure)
    }

    func embedModule<Input>(
        _ name: String, as input: Input.Type, inSlot slot: String, output: (any ModuleOutput)?,
        configure: (Input) throws -> Void
    ) throws -> Input {
        openings.append(Opening(name: name, style: nil, slot: slot, output: output))
        return try configured(name, as: input, configure: configure)
    }

    func closeCurrentModule() {
        closeCurrentModuleCount += 1
    }

    func closeToRootModule() {
        closeToRootModuleCount += 1
    }

    private func configured<Input>(_ name: String, as input: Input.Type, configure: (Input) throws -> Void) throws -> Input {
        guard let typed = inputToReturn as? Input else {
            throw ModuleWiringError.inputMismatch(
                module: name, expected: String(describing: Input.self), found: String(describing: inputToReturn.map { type(of: $0) }))
        }
        try configure(typed)
        return typed
    }
}

/// A module context over `handler` and a fresh virtual clock.
@MainActor
func makeContext(
    module: String, handler: any TransitionHandler, scheduler: VirtualScheduler = VirtualScheduler()
) -> ModuleContext {
    ModuleContext(frameID: FrameID(module: module, number: 1), transitionHandler: handler, scheduler: scheduler)
}
