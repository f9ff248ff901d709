/// What the presenter tells the post list's view.
@MainActor
protocol PostListViewInput: AnyObject {
    func showPosts(_ viewModel: PostListViewModel)
}
