import ViperRuntime

/// Closes ContactsList through the frame it lives in.
@MainActor
final class ContactsListRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - ContactsListRouterInput

extension ContactsListRouter: ContactsListRouterInput {
    func closeCurrentModule() {
        trace()
        transitionHandler?.closeCurrentModule()
    }
}
