/// The feeds of the PostList feature and how many posts each one has.
///
/// The catalog is all the data the feature needs: post n of a feed is
/// computed from n, so a feed of a million posts costs no more memory than a
/// feed of ten. Feeds keep the order they were given in (the built-in one
/// lists `news`, then `popular`); `PostListFeature.loadCatalog` lists the
/// feeds of a `posts.json` in name order.
public struct PostCatalog: Sendable, Equatable {
    /// One feed: a one-word name and its number of posts.
    public struct Feed: Sendable, Equatable {
        public let name: String
        public let size: Int
    }

    /// The largest feed size a catalog accepts, so paging arithmetic cannot overflow.
    public static let maximumFeedSize = 1_000_000_000_000

    public let feeds: [Feed]
    private let sizeByName: [String: Int]

    /// A catalog of `feeds` in the given order. A name given twice keeps its
    /// first size; sizes are clamped to `0...maximumFeedSize`. Names are meant
    /// to be one word (`posts.json` enforces it); ids of posts are `<name>-<n>`.
    public init(feeds: [(name: String, size: Int)]) {
        var kept: [Feed] = []
        var sizes: [String: Int] = [:]
        for feed in feeds where sizes[feed.name] == nil {
            let size = min(max(0, feed.size), Self.maximumFeedSize)
            sizes[feed.name] = size
            kept.append(Feed(name: feed.name, size: size))
        }
        self.feeds = kept
        self.sizeByName = sizes
    }

    /// The built-in data: `news` with 1,000 posts, `popular` with 45.
    public static let builtIn = PostCatalog(feeds: [(name: "news", size: 1000), (name: "popular", size: 45)])

    /// Feed names in catalog order.
    public var feedNames: [String] { feeds.map(\.name) }

    /// The number of posts of `feed`, or nil when the catalog has no such feed.
    public func size(ofFeed feed: String) -> Int? {
        sizeByName[feed]
    }

    /// The feed a feed container shows when none is named: `news` when there
    /// is one, else the first feed (nil for an empty catalog).
    public var defaultFeed: String? {
        sizeByName["news"] != nil ? "news" : feeds.first?.name
    }
}
