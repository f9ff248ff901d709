/// Opens PostDetail from the list. Embedded in a container, the list's own
/// transition handler forwards pushes to the stack, so nothing else is needed.
@MainActor
final class PostListRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - PostListRouterInput

extension PostListRouter: PostListRouterInput {
    func openPostDetailModule(postId: String) throws {
        trace()
        try transitionHandler.required(by: PostList.key.name).open(PostDetail.key, style: .push) { detail in
            detail.configure(withPostId: postId)
        }
    }
}
