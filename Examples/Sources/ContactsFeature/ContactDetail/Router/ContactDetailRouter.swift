/// Closes ContactDetail through the frame it lives in.
@MainActor
final class ContactDetailRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - ContactDetailRouterInput

extension ContactDetailRouter: ContactDetailRouterInput {
    func closeCurrentModule() throws {
        trace()
        try transitionHandler.required(by: ContactDetail.key.name).closeCurrentModule()
    }
}
