/// The built-in post store: posts are computed from their feed and number
/// when asked for, never kept; only likes that changed are stored.
///
/// Post n (from 1) of feed f: id `f-n`, title `<F> post n` with the feed
/// name capitalised, author `author<n mod 7>`, body `Body of f post n.`.
/// Getting any post costs O(1), so page 50,000 of a million posts costs what
/// page 1 does; `generatedPostCount` lets tests check that nothing more was made.
@MainActor
final class GeneratedPostRepository: PostRepository {
    let catalog: PostCatalog
    /// Likes of the posts that have any, by feed and post number.
    private var likesByFeed: [String: [Int: Int]] = [:]
    /// How many posts have been computed so far (for tests of laziness).
    private(set) var generatedPostCount = 0

    init(catalog: PostCatalog) {
        self.catalog = catalog
    }

    var feedNames: [String] { catalog.feedNames }

    func numberOfPosts(inFeed feed: String) -> Int? {
        catalog.size(ofFeed: feed)
    }

    func obtainPosts(inFeed feed: String, offsets: Range<Int>) -> [Post] {
        guard let size = catalog.size(ofFeed: feed) else { return [] }
        let clipped = offsets.clamped(to: 0..<size)
        let title = Self.title(ofFeed: feed)
        return clipped.map { makePost(feed: feed, title: title, number: $0 + 1) }
    }

    func obtainPost(withId id: String) -> Post? {
        guard let (feed, number) = locate(id) else { return nil }
        return makePost(feed: feed, title: Self.title(ofFeed: feed), number: number)
    }

    func likePost(withId id: String) -> Post? {
        guard let (feed, number) = locate(id) else { return nil }
        likesByFeed[feed, default: [:]][number, default: 0] += 1
        return makePost(feed: feed, title: Self.title(ofFeed: feed), number: number)
    }

    func obtainLikes(inFeed feed: String) -> [Int: Int] {
        likesByFeed[feed] ?? [:]
    }

    // MARK: - Generation

    /// The feed and number an id names, when the catalog has that post.
    /// Ids are canonical: `news-7`, not `news-07`.
    private func locate(_ id: String) -> (feed: String, number: Int)? {
        guard let dash = id.lastIndex(of: "-") else { return nil }
        let feed = String(id[..<dash])
        let digits = id[id.index(after: dash)...]
        guard let first = digits.first, first != "0", digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(digits), let size = catalog.size(ofFeed: feed), number <= size
        else { return nil }
        return (feed, number)
    }

    /// A feed's name capitalised, as post titles start: `News` for `news`.
    private static func title(ofFeed feed: String) -> String {
        feed.prefix(1).uppercased() + feed.dropFirst()
    }

    /// Post `number` of `feed`; `title` is `title(ofFeed: feed)`, made once for a page.
    private func makePost(feed: String, title: String, number: Int) -> Post {
        generatedPostCount += 1
        let id = "\(feed)-\(number)"
        return Post(
            id: id,
            feed: feed,
            title: "\(title) post \(number)",
            author: "author\(number % 7)",
            body: "Body of \(feed) post \(number).",
            likes: likesByFeed[feed]?[number] ?? 0)
    }
}
