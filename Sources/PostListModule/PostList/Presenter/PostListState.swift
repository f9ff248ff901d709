/// The post list's state, kept by its presenter. The loaded posts are the
/// list's cache: `PagingFacade` is told how many there are to find the next page.
struct PostListState {
    var feed: String
    /// Whether the feed is in the catalog (an unknown one shows no posts).
    var isFeedKnown = true
    var posts: [Post] = []
    var total = 0
    /// The last page loaded, from 1; 0 before the first.
    var page = 0
    /// A notice for the user, such as `No more posts`.
    var message: String?
    var isViewReady = false
    /// Whether a page is being loaded.
    var isLoading = false
    /// Why the last page could not be loaded, until the next load.
    var loadError: String?
}
