/// Gets posts and changes their likes; the thing tests replace.
///
/// Offsets count from 0 within a feed (post n has offset n - 1). Every call
/// costs what it returns, whatever the size of the feed.
@MainActor
protocol PostRepository: AnyObject {
    /// Feed names in catalog order.
    var feedNames: [String] { get }

    /// The number of posts in `feed`, or nil for an unknown feed.
    func numberOfPosts(inFeed feed: String) -> Int?

    /// The posts of `feed` at `offsets`, clipped to the feed; empty for an unknown feed.
    func obtainPosts(inFeed feed: String, offsets: Range<Int>) -> [Post]

    /// The post with `id`, or nil when there is none.
    func obtainPost(withId id: String) -> Post?

    /// Adds one like to the post with `id` and returns it changed, or nil when there is none.
    func likePost(withId id: String) -> Post?

    /// The likes of the posts of `feed` that have any, by post number: few,
    /// whatever the size of the feed.
    func obtainLikes(inFeed feed: String) -> [Int: Int]
}
