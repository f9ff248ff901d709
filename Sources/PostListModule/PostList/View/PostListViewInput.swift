/// What the presenter tells the post list's view. A new page is appended
/// rather than shown whole, so loading page 50,000 costs what page 1 does.
@MainActor
protocol PostListViewInput: AnyObject {
    /// Replaces everything shown.
    func showPosts(_ viewModel: PostListViewModel)
    /// Adds `rows` after the rows shown, and shows `status`.
    func appendPosts(_ rows: [PostListViewModel.Row], status: PostListViewModel.Status)
    /// Replaces the rows at the given indexes (from 0).
    func updatePosts(_ rowsByIndex: [Int: PostListViewModel.Row])
    /// Shows `status`, keeping the rows.
    func showStatus(_ status: PostListViewModel.Status)
}
