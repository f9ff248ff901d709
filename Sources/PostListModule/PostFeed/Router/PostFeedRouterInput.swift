/// Where PostFeed can go: its child list.
@MainActor
protocol PostFeedRouterInput: AnyObject {
    /// Embeds PostList in the slot `list`, showing `feed` and reporting to
    /// `output`; returns the list's module input for reconfiguring it.
    func embedPostListModule(feed: String, output: any PostListModuleOutput) throws -> any PostListModuleInput
}
