/// Embeds the post list into the container.
@MainActor
final class PostFeedRouter: Traceable {
    /// The slot the list fills.
    static let listSlot = "list"

    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - PostFeedRouterInput

extension PostFeedRouter: PostFeedRouterInput {
    func embedPostListModule(feed: String, output: any PostListModuleOutput) throws -> any PostListModuleInput {
        trace()
        return try transitionHandler.required(by: PostFeed.key.name).embed(PostList.key, inSlot: Self.listSlot, output: output) { list in
            list.configure(withFeed: feed)
        }
    }
}
