/// What a post list shows, in numbers: the feed, how many posts are loaded,
/// how many the feed has, and the last page loaded (0 when none is).
public struct PostListSummary: Sendable, Equatable, Codable {
    public var feed: String
    public var loaded: Int
    public var total: Int
    public var page: Int
}
