/// Builds ContactsList, the root of the Contacts feature: the contacts of one
/// address book (`book=`, default `personal`), loaded from the contacts
/// service, with `select <n>` (ContactDetail by push), `refresh` and, after a
/// failed load, `retry`. Not used embedded.
///
/// Wiring (CONVENTIONS.md): view → presenter strong; presenter → view weak;
/// presenter → router and interactor strong; interactor → presenter weak,
/// → service strong; router → transition handler weak.
@MainActor
struct ContactsListAssembly {
    static let summary = "the contacts of an address book; select one for its details"
    static let bookParameter = ModuleParameter(
        "book", help: "the address book to show (\(ContactsDirectory.defaultBook))", default: ContactsDirectory.defaultBook)

    /// Builds the contacts service of one module from its context (clock, services).
    let makeService: @MainActor (ModuleContext) -> any ContactsService

    /// The registry entry that builds a ContactsList on every open.
    func makeRegistration() -> ModuleRegistration {
        ModuleRegistration(
            ContactsList.key, summary: Self.summary, parameters: [Self.bookParameter],
            navigation: [.push(ContactDetail.key)], routes: [ModuleRoute("contacts")], view: ContactsListView.self,
            configure: { parameters, input in input.configure(withBook: parameters["book"] ?? ContactsDirectory.defaultBook) }
        ) { context in
            self.assembleModule(in: context)
        }
    }

    /// One ContactsList instance living in `context`'s frame.
    func assembleModule(in context: ModuleContext) -> AssembledModule {
        let interactor = ContactsListInteractor(service: makeService(context))
        let router = ContactsListRouter()
        router.transitionHandler = context.transitionHandler
        let presenter = ContactsListPresenter(router: router, interactor: interactor)
        interactor.output = presenter
        let view = ContactsListView(output: presenter)
        presenter.view = view
        return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
    }
}
