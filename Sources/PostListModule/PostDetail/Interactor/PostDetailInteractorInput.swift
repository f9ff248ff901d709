/// What PostDetail's presenter asks of its interactor.
@MainActor
protocol PostDetailInteractorInput: AnyObject {
    /// Reads the post (nil in the output when there is none).
    func obtainPost(withId postId: String)
    /// Likes the post when someone is logged in; otherwise reports that a login is needed.
    func performLike(ofPostWithId postId: String)
}
