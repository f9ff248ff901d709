/// What the ContactsList presenter tells its view.
@MainActor
protocol ContactsListViewInput: AnyObject {
    func update(with state: ContactsListState)
}
