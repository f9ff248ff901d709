/// Hands out pages of a feed: the one operation a post list loads through,
/// `async throws` as a paging API behind a network is. Tests replace it.
@MainActor
protocol PostPageService: AnyObject {
    /// The page of `feed` that starts at `offset` (from 0): up to a page
    /// size of posts, empty past the end. Throws `PostPageError.unknownFeed`
    /// for a feed the catalog does not have.
    func obtainPage(ofFeed feed: String, startingAt offset: Int) async throws -> PostPage
}

/// What the page service cannot do.
enum PostPageError: Error, Equatable, CustomStringConvertible {
    case unknownFeed(String)

    var description: String {
        switch self {
        case .unknownFeed(let feed): return "no feed named \(feed)"
        }
    }
}
