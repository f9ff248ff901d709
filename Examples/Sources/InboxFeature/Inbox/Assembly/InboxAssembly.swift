/// Builds Inbox, the root of the Inbox feature: a mailbox's messages
/// (`mailbox=`, default `personal`) as they arrive, read from the inbox
/// service's stream, with `reconnect` once the updates stopped. Not used embedded.
///
/// Wiring (CONVENTIONS.md): view → presenter strong; presenter → view weak;
/// presenter → interactor strong; interactor → presenter weak, → service
/// strong. It opens nothing, so it has no router.
@MainActor
struct InboxAssembly {
    static let summary = "a mailbox's messages as they arrive"
    static let mailboxParameter = ModuleParameter("mailbox", help: "the mailbox to show (personal)", default: "personal")

    /// Builds the inbox service of one module from its context (its services).
    let makeService: @MainActor (ModuleContext) -> any InboxService

    /// The registry entry that builds an Inbox on every open.
    func makeRegistration() -> ModuleRegistration {
        ModuleRegistration(
            Inbox.key, summary: Self.summary, parameters: [Self.mailboxParameter], view: InboxView.self,
            configure: { parameters, input in input.configure(withMailbox: parameters["mailbox"] ?? "personal") }
        ) { context in
            self.assembleModule(in: context)
        }
    }

    /// One Inbox instance living in `context`'s frame.
    func assembleModule(in context: ModuleContext) -> AssembledModule {
        let interactor = InboxInteractor(service: makeService(context))
        let presenter = InboxPresenter(interactor: interactor)
        interactor.output = presenter
        let view = InboxView(output: presenter)
        presenter.view = view
        return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: nil)
    }
}
