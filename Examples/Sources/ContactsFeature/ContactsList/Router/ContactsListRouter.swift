/// Opens ContactsList's neighbours through the frame the list lives in.
@MainActor
final class ContactsListRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - ContactsListRouterInput

extension ContactsListRouter: ContactsListRouterInput {
    func openContactDetailModule(contactId: String) throws {
        trace()
        try transitionHandler.required(by: ContactsList.key.name).open(ContactDetail.key, style: .push) { input in
            input.configure(withContactId: contactId)
        }
    }
}
