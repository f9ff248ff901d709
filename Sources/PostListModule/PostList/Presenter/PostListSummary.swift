/// What a post list shows, in numbers: the feed, how many posts are loaded,
/// how many the feed has, and the last page loaded (0 when none is).
struct PostListSummary: Sendable, Equatable {
    var feed: String
    var loaded: Int
    var total: Int
    var page: Int
}
