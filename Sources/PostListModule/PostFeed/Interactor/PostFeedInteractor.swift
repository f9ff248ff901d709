/// Knows the feeds there are.
@MainActor
final class PostFeedInteractor: Traceable {
    weak var output: (any PostFeedInteractorOutput)?
    let repository: any PostRepository

    init(repository: any PostRepository) {
        self.repository = repository
    }
}

// MARK: - PostFeedInteractorInput

extension PostFeedInteractor: PostFeedInteractorInput {
    func obtainFeedNames() {
        trace()
        output?.didObtainFeedNames(repository.feedNames)
    }
}
