@testable import PostListModule

@MainActor
final class RecordingPostListView: PostListViewInput {
    /// Whole view models shown.
    var shown: [PostListViewModel] = []
    var appended: [[PostListViewModel.Row]] = []
    var updated: [[Int: PostListViewModel.Row]] = []
    /// The last status, however it came.
    var status: PostListViewModel.Status?

    func showPosts(_ viewModel: PostListViewModel) {
        shown.append(viewModel)
        status = viewModel.status
    }

    func appendPosts(_ rows: [PostListViewModel.Row], status: PostListViewModel.Status) {
        appended.append(rows)
        self.status = status
    }

    func updatePosts(_ rowsByIndex: [Int: PostListViewModel.Row]) { updated.append(rowsByIndex) }

    func showStatus(_ status: PostListViewModel.Status) { self.status = status }
}

@MainActor
final class RecordingPostListRouter: PostListRouterInput {
    var openedPostIds: [String] = []
    func openPostDetailModule(postId: String) throws { openedPostIds.append(postId) }
}

@MainActor
final class RecordingPostListInteractor: PostListInteractorInput {
    enum Call: Equatable {
        case firstPage(String)
        case nextPage(String, loaded: Int)
        case likes(String, loaded: Int)
    }

    var feedNames = ["news", "popular"]
    var calls: [Call] = []
    func obtainFirstPage(ofFeed feed: String) { calls.append(.firstPage(feed)) }
    func obtainNextPage(ofFeed feed: String, loadedCount: Int) { calls.append(.nextPage(feed, loaded: loadedCount)) }
    func obtainLikes(ofFeed feed: String, loadedCount: Int) { calls.append(.likes(feed, loaded: loadedCount)) }
}

@MainActor
final class RecordingPostListModuleOutput: PostListModuleOutput {
    var summaries: [PostListSummary] = []
    func didUpdatePostList(_ summary: PostListSummary) { summaries.append(summary) }
}

/// Any module output that is not a post list's.
@MainActor
final class UnrelatedModuleOutput: ModuleOutput {}

@MainActor
final class RecordingPostListInteractorOutput: PostListInteractorOutput {
    enum Event: Equatable {
        case firstPage(PostPage)
        case nextPage(PostPage)
        case end
        case unknownFeed(String)
        case failed(String, message: String)
        case likes([Int: Int])
    }

    var events: [Event] = []
    func didObtainFirstPage(_ page: PostPage) { events.append(.firstPage(page)) }
    func didObtainNextPage(_ page: PostPage) { events.append(.nextPage(page)) }
    func didReachEndOfFeed() { events.append(.end) }
    func didFailToFindFeed(_ feed: String) { events.append(.unknownFeed(feed)) }
    func didFailToObtainPage(ofFeed feed: String, error: any Error) { events.append(.failed(feed, message: "\(error)")) }
    func didObtainLikes(_ likesByOffset: [Int: Int]) { events.append(.likes(likesByOffset)) }
}

@MainActor
final class RecordingPostListViewOutput: PostListViewOutput {
    var events: [String] = []
    var selectError: ViewActionError?
    func didTriggerViewReadyEvent() { events.append("ready") }
    func didTriggerViewWillAppearEvent() { events.append("willAppear") }
    func didTriggerMoreAction() { events.append("more") }
    func didTriggerRefreshAction() { events.append("refresh") }
    func didTriggerSelectAction(row: Int) throws {
        events.append("select \(row)")
        if let selectError { throw selectError }
    }
}

/// A PostList module input that records how it was configured.
@MainActor
final class RecordingPostListModuleInput: PostListModuleInput {
    var feeds: [String] = []
    func configure(withFeed feed: String) { feeds.append(feed) }
}

/// Posts as the built-in repository makes them, for building pages in tests.
@MainActor
func makePosts(_ feed: String, _ numbers: ClosedRange<Int>, catalogSize: Int = 1000) -> [Post] {
    GeneratedPostRepository(catalog: PostCatalog(feeds: [(name: feed, size: catalogSize)]))
        .obtainPosts(inFeed: feed, offsets: (numbers.lowerBound - 1)..<numbers.upperBound)
}

/// A page service that fails every call at once, as one that cannot be reached does.
@MainActor
final class FailingPostPageService: PostPageService {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the page service is down" }
    }

    func obtainPage(ofFeed feed: String, startingAt offset: Int) async throws -> PostPage {
        throw Failure()
    }
}
