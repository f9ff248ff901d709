/// One page of a feed, as `PagingFacade` hands it out.
struct PostPage: Sendable, Equatable, Codable {
    var feed: String
    /// The page's number, from 1.
    var number: Int
    /// The offset of the page's first post in the feed, from 0.
    var offset: Int
    var posts: [Post]
    /// The number of posts in the whole feed.
    var total: Int

    /// The offset just past the page's last post: how many posts are loaded
    /// once this page and the ones before it are.
    var endOffset: Int { offset + posts.count }

    /// Whether no post of the feed comes after this page.
    var isLast: Bool { endOffset >= total }
}
