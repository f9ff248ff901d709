/// How PostDetail is set up: the post to show.
@MainActor
public protocol PostDetailModuleInput: ModuleInput {
    /// Shows the post with `postId`; an unknown id shows `Post not found`.
    func configure(withPostId postId: String)
}
