/// PostFeed's state, kept by its presenter: the feed, the catalog's feed
/// names, and what the embedded list last reported.
struct PostFeedState {
    var feed: String
    var feedNames: [String] = []
    /// The embedded list's numbers, mirrored from its module output.
    var list: PostListSummary?
    /// Why the list could not be embedded, if it could not.
    var error: String?
}
