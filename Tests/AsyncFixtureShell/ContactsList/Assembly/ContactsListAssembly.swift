import ViperRuntime

/// Builds ContactsList, whose interactor awaits an actor service, a
/// main-actor service and (on `lookup`) a service on the real clock.
///
/// Wiring (CONVENTIONS.md): view → presenter strong; presenter → view weak;
/// presenter → router and interactor strong; interactor → presenter weak;
/// router → transition handler weak. Services take the session's clock.
@MainActor
struct ContactsListAssembly {
    func makeRegistration() -> ModuleRegistration {
        ModuleRegistration(
            name: "ContactsList", summary: "contacts loaded from async services", view: ContactsListView.self
        ) { context in
            assembleModule(in: context)
        }
    }

    func assembleModule(in context: ModuleContext) -> AssembledModule {
        let interactor = ContactsListInteractor(
            contacts: ContactsService(clock: context.clock), favorites: FavoritesService(clock: context.clock),
            directory: DirectoryService(), services: context.services)
        let router = ContactsListRouter()
        router.transitionHandler = context.transitionHandler
        let presenter = ContactsListPresenter(interactor: interactor, router: router)
        interactor.output = presenter
        let view = ContactsListView(output: presenter)
        presenter.view = view
        return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
    }
}
