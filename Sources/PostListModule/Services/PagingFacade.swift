/// The paging logic every list of posts repeats, over the post repository:
/// which offsets a page covers, what the next page is after what a list has
/// loaded (its cache), and which cached posts have likes to bring up to date.
///
/// It keeps no list of its own: a list tells it how many posts it has
/// loaded. Every call costs the size of what it returns, so page 50,000 of a
/// feed costs what page 1 does.
@MainActor
final class PagingFacade {
    static let defaultPageSize = 20

    let pageSize: Int
    private let repository: any PostRepository

    init(repository: any PostRepository, pageSize: Int = PagingFacade.defaultPageSize) {
        self.repository = repository
        self.pageSize = max(1, pageSize)
    }

    /// Page `number` (from 1) of `feed`; nil for an unknown feed or a number
    /// below 1. A page past the end is empty.
    func obtainPage(_ number: Int, ofFeed feed: String) -> PostPage? {
        guard number >= 1, let total = repository.numberOfPosts(inFeed: feed) else { return nil }
        let (offset, overflow) = (number - 1).multipliedReportingOverflow(by: pageSize)
        let start = overflow ? total : min(offset, total)
        return page(ofFeed: feed, number: number, from: start, total: total)
    }

    /// The page that follows `loadedCount` loaded posts of `feed`: it starts
    /// right after them (a list that loaded a short last page continues where
    /// it stopped). Nil for an unknown feed or when nothing is left to load.
    func obtainNextPage(ofFeed feed: String, loadedCount: Int) -> PostPage? {
        guard let total = repository.numberOfPosts(inFeed: feed) else { return nil }
        let start = max(0, loadedCount)
        guard start < total else { return nil }
        return page(ofFeed: feed, number: start / pageSize + 1, from: start, total: total)
    }

    /// The page of `feed` that starts at `offset` (from 0), numbered by where
    /// it starts; nil for an unknown feed. A page past the end is empty.
    func obtainPage(ofFeed feed: String, startingAt offset: Int) -> PostPage? {
        guard let total = repository.numberOfPosts(inFeed: feed) else { return nil }
        let start = min(max(0, offset), total)
        return page(ofFeed: feed, number: start / pageSize + 1, from: start, total: total)
    }

    /// The likes of the posts among the first `loadedCount` of `feed` that
    /// have any, by offset: what a list that shows them again must bring up
    /// to date. Costs the number of liked posts, not the number loaded.
    func obtainLikes(ofFeed feed: String, loadedCount: Int) -> [Int: Int] {
        var likesByOffset: [Int: Int] = [:]
        for (number, likes) in repository.obtainLikes(inFeed: feed) where number <= loadedCount {
            likesByOffset[number - 1] = likes
        }
        return likesByOffset
    }

    private func page(ofFeed feed: String, number: Int, from start: Int, total: Int) -> PostPage {
        let end = start + min(pageSize, total - start)
        return PostPage(
            feed: feed, number: number, offset: start,
            posts: repository.obtainPosts(inFeed: feed, offsets: start..<end), total: total)
    }
}
