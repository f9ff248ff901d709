/// What the ContactDetail interactor reports to its presenter.
@MainActor
protocol ContactDetailInteractorOutput: AnyObject {
    /// The contact asked for.
    func didObtainContact(_ contact: Contact)

    /// The service could not give the contact: `error` says why.
    func didFailToObtainContact(with error: any Error)
}
