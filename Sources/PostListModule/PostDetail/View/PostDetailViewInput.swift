/// What the presenter tells PostDetail's view.
@MainActor
protocol PostDetailViewInput: AnyObject {
    func showPost(_ viewModel: PostDetailViewModel)
}
