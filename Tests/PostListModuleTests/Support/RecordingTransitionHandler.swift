@testable import PostListModule

/// A transition handler that records what a router asks of it, hands back
/// `moduleInput` (when it has the asked type) and runs `configure` on it.
@MainActor
final class RecordingTransitionHandler: TransitionHandler {
    struct Transition {
        var module: String
        var style: PresentationStyle?
        var slot: String?
        /// Held weakly, as a module's own output would be, so recording does not keep it alive.
        weak var output: (any ModuleOutput)?
    }

    var transitions: [Transition] = []
    var closeCurrentCount = 0
    var closeToRootCount = 0
    /// What opened modules hand back as their input.
    var moduleInput: AnyObject?
    /// An error to throw instead of opening.
    var failure: (any Error)?

    func openModule<Input>(
        _ name: String, as input: Input.Type, style: PresentationStyle, output: (any ModuleOutput)?,
        configure: (Input) throws -> Void
    ) throws -> Input {
        transitions.append(Transition(module: name, style: style, slot: nil, output: output))
        return try hand(input, of: name, configure: configure)
    }

    func embedModule<Input>(
        _ name: String, as input: Input.Type, inSlot slot: String, output: (any ModuleOutput)?,
        configure: (Input) throws -> Void
    ) throws -> Input {
        transitions.append(Transition(module: name, style: nil, slot: slot, output: output))
        return try hand(input, of: name, configure: configure)
    }

    func closeCurrentModule() { closeCurrentCount += 1 }

    func closeToRootModule() { closeToRootCount += 1 }

    private func hand<Input>(_ input: Input.Type, of name: String, configure: (Input) throws -> Void) throws -> Input {
        if let failure { throw failure }
        guard let typed = moduleInput as? Input else {
            throw ModuleWiringError.inputMismatch(
                module: name, expected: String(describing: Input.self), found: String(describing: moduleInput.map { type(of: $0) }))
        }
        try configure(typed)
        return typed
    }
}
