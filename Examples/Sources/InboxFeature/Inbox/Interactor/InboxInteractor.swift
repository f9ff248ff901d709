/// Reads a mailbox's updates from the inbox service, in a task of its own.
///
/// Its only state is the task reading the stream: listening again cancels
/// it, and so does the module closing (the interactor goes with it).
@MainActor
final class InboxInteractor: Traceable {
    weak var output: (any InboxInteractorOutput)?
    let service: any InboxService
    /// The task reading the updates, if any.
    private var listening: Task<Void, Never>?

    init(service: any InboxService) {
        self.service = service
    }

    isolated deinit {
        listening?.cancel()
    }
}

// MARK: - InboxInteractorInput

extension InboxInteractor: InboxInteractorInput {
    func listen(to mailbox: String) {
        trace()
        listening?.cancel()
        listening = Task { [weak self, service] in
            do {
                for try await message in service.updates(of: mailbox) {
                    self?.output?.didReceiveMessage(message)
                }
                guard !Task.isCancelled else { return }
                self?.output?.didFinishUpdates()
            } catch is CancellationError {
                // listening again, or the module closed
            } catch {
                self?.output?.didFailUpdates(with: error)
            }
        }
    }
}
