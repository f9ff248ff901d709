/// What the post list's screen shows, made by the presenter.
struct PostListViewModel: Equatable {
    /// One post as a row shows it.
    struct Row: Equatable {
        var title: String
        var author: String
        var likes: Int
    }

    /// What the screen says below the rows.
    struct Status: Equatable {
        /// The number of posts in the feed.
        var total: Int
        /// A notice, such as `No more posts`.
        var message: String?
        /// A problem, such as an unknown feed.
        var error: String?
        /// Why the last page could not be loaded (shown below the rows).
        var loadError: String?
        /// Whether a page is being loaded.
        var isLoading = false
    }

    var title: String
    var rows: [Row]
    var status: Status
}
