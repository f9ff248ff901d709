import ViperRuntime

/// A page service that reads pages through the paging facade after a fixed
/// latency on a clock, as a paging API over a network would, but
/// deterministically: the page comes at the next `settle`, or after
/// `wait 150ms`. Every call goes through the `posts.page` endpoint of the
/// session's services, on behalf of the module's frame, so scripts can stub
/// it. Cancelling the calling task while it waits throws `CancellationError`.
@MainActor
final class SimulatedPostPageService: PostPageService {
    /// How long a page takes: inside the shell's autosettle horizon (1 s), so
    /// a user sees the page right after the command that asked for it.
    static let latency = Duration.milliseconds(150)

    let pagingFacade: PagingFacade
    let services: SessionServices
    let latency: Duration

    init(pagingFacade: PagingFacade, services: SessionServices, latency: Duration = SimulatedPostPageService.latency) {
        self.pagingFacade = pagingFacade
        self.services = services
        self.latency = latency
    }

    func obtainPage(ofFeed feed: String, startingAt offset: Int) async throws -> PostPage {
        try await services.call(PostEndpoints.page, PostEndpoints.PageRequest(feed: feed, offset: offset)) {
            try await services.clock.sleep(for: latency)
            guard let page = pagingFacade.obtainPage(ofFeed: feed, startingAt: offset) else { throw PostPageError.unknownFeed(feed) }
            return page
        }
    }
}
