/// A page service that reads pages through the paging facade after a fixed
/// latency on a clock, as a paging API over a network would, but
/// deterministically: the page comes at the next `settle`, or after
/// `wait 150ms`. Cancelling the calling task while it waits throws
/// `CancellationError`.
@MainActor
final class SimulatedPostPageService: PostPageService {
    /// How long a page takes: inside the shell's autosettle horizon (1 s), so
    /// a user sees the page right after the command that asked for it.
    static let latency = Duration.milliseconds(150)

    let pagingFacade: PagingFacade
    let clock: any Clock<Duration>
    let latency: Duration

    init(pagingFacade: PagingFacade, clock: any Clock<Duration>, latency: Duration = SimulatedPostPageService.latency) {
        self.pagingFacade = pagingFacade
        self.clock = clock
        self.latency = latency
    }

    func obtainPage(ofFeed feed: String, startingAt offset: Int) async throws -> PostPage {
        try await clock.sleep(for: latency)
        guard let page = pagingFacade.obtainPage(ofFeed: feed, startingAt: offset) else { throw PostPageError.unknownFeed(feed) }
        return page
    }
}
