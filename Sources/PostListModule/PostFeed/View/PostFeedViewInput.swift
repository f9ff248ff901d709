/// What the presenter tells PostFeed's view.
@MainActor
protocol PostFeedViewInput: AnyObject {
    func showFeed(_ viewModel: PostFeedViewModel)
}
