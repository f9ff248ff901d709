/// What PostDetail's interactor reports to its presenter.
@MainActor
protocol PostDetailInteractorOutput: AnyObject {
    func didObtainPost(_ post: Post?)
    func didLikePost(_ post: Post)
    /// Nobody is logged in, so the like was not applied.
    func didRequireAuthorizationToLike()
}
