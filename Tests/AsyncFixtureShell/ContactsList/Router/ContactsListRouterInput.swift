/// Where ContactsList can go.
@MainActor
protocol ContactsListRouterInput: AnyObject {
    func closeCurrentModule()
}
