/// PostDetail's state, kept by its presenter.
struct PostDetailState {
    var postId: String
    /// The post as last read; nil when there is no post with that id.
    var post: Post?
    /// A like waiting for a login to finish.
    var pendingLike = false
    /// A problem to show, such as a login screen that could not open.
    var error: String?
}
