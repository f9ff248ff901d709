@testable import PostListModule

@MainActor
final class RecordingPostFeedView: PostFeedViewInput {
    var shown: [PostFeedViewModel] = []
    func showFeed(_ viewModel: PostFeedViewModel) { shown.append(viewModel) }
}

/// Embeds a recording list input, and reports the list's first load to the
/// output as the real list would.
@MainActor
final class RecordingPostFeedRouter: PostFeedRouterInput {
    var embeddedFeeds: [String] = []
    var outputs: [any PostListModuleOutput] = []
    var listInput = RecordingPostListModuleInput()
    var failure: (any Error)?

    func embedPostListModule(feed: String, output: any PostListModuleOutput) throws -> any PostListModuleInput {
        if let failure { throw failure }
        embeddedFeeds.append(feed)
        outputs.append(output)
        return listInput
    }
}

@MainActor
final class StubPostFeedInteractor: PostFeedInteractorInput {
    weak var output: (any PostFeedInteractorOutput)?
    var feedNames = ["news", "popular"]
    var requests = 0
    func obtainFeedNames() {
        requests += 1
        output?.didObtainFeedNames(feedNames)
    }
}

@MainActor
final class RecordingPostFeedInteractorOutput: PostFeedInteractorOutput {
    var names: [[String]] = []
    func didObtainFeedNames(_ names: [String]) { self.names.append(names) }
}

@MainActor
final class RecordingPostFeedViewOutput: PostFeedViewOutput {
    var events: [String] = []
    func didTriggerViewReadyEvent() { events.append("ready") }
    func didTriggerFeedAction(name: String) throws { events.append("feed \(name)") }
}
