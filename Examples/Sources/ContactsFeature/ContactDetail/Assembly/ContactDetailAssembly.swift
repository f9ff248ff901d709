/// Builds ContactDetail: one contact's name, phone and email, loaded from the
/// contacts service, with `retry` after a failed load. Pushed by ContactsList
/// (configured through `ContactDetailModuleInput`) or opened from the shell
/// with `open ContactDetail contactId=p2`. Not used embedded.
///
/// Wiring (CONVENTIONS.md): view → presenter strong; presenter → view weak;
/// presenter → router and interactor strong; interactor → presenter weak,
/// → service strong; router → transition handler weak.
@MainActor
struct ContactDetailAssembly {
    static let summary = "one contact: name, phone and email"
    static let contactIdParameter = ModuleParameter("contactId", help: "the id of the contact to show (p1)", required: true)

    /// Builds the contacts service of one module from its context (clock, services).
    let makeService: @MainActor (ModuleContext) -> any ContactsService

    /// The registry entry that builds a ContactDetail on every open.
    func makeRegistration() -> ModuleRegistration {
        ModuleRegistration(
            ContactDetail.key, summary: Self.summary, parameters: [Self.contactIdParameter],
            routes: [ModuleRoute("contacts/:contactId")], view: ContactDetailView.self,
            configure: { parameters, input in input.configure(withContactId: parameters["contactId"] ?? "") },
            inputRecord: ContactDetailInputRecord.init
        ) { context in
            self.assembleModule(in: context)
        }
    }

    /// One ContactDetail instance living in `context`'s frame.
    func assembleModule(in context: ModuleContext) -> AssembledModule {
        let interactor = ContactDetailInteractor(service: makeService(context))
        let router = ContactDetailRouter()
        router.transitionHandler = context.transitionHandler
        let presenter = ContactDetailPresenter(router: router, interactor: interactor)
        interactor.output = presenter
        let view = ContactDetailView(output: presenter)
        presenter.view = view
        return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
    }
}
