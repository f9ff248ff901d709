/// What the ContactDetail presenter asks of its interactor.
@MainActor
protocol ContactDetailInteractorInput: AnyObject {
    /// Obtains the contact with `id`, cancelling a load still under way.
    /// Reports `didObtainContact(_:)` or `didFailToObtainContact(with:)`.
    func obtainContact(withId id: String)
}
