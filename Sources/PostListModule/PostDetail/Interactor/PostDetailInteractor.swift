/// Reads a post and likes it, if someone is logged in.
@MainActor
final class PostDetailInteractor: Traceable {
    weak var output: (any PostDetailInteractorOutput)?
    let repository: any PostRepository
    let authorizationService: any AuthorizationService

    init(repository: any PostRepository, authorizationService: any AuthorizationService) {
        self.repository = repository
        self.authorizationService = authorizationService
    }
}

// MARK: - PostDetailInteractorInput

extension PostDetailInteractor: PostDetailInteractorInput {
    func obtainPost(withId postId: String) {
        trace()
        output?.didObtainPost(repository.obtainPost(withId: postId))
    }

    func performLike(ofPostWithId postId: String) {
        trace()
        guard authorizationService.loggedInUser != nil else {
            output?.didRequireAuthorizationToLike()
            return
        }
        guard let post = repository.likePost(withId: postId) else {
            output?.didObtainPost(nil)
            return
        }
        output?.didLikePost(post)
    }
}
