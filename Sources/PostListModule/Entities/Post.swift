/// One post of a feed, as the repository hands it out.
///
/// Posts are not stored: `GeneratedPostRepository` computes post n of a feed
/// from n whenever it is asked, and only the likes are kept.
struct Post: Sendable, Equatable, Codable {
    /// `<feed>-<n>`, such as `news-7`.
    var id: String
    var feed: String
    var title: String
    var author: String
    var body: String
    var likes: Int
}
