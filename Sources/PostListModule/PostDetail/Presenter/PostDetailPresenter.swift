/// Shows one post and carries out `like`. When nobody is logged in it
/// remembers the like, opens Authorization through the router, and applies
/// the like once Authorization reports a successful login; a cancelled or
/// abandoned login drops it.
@MainActor
final class PostDetailPresenter: Traceable {
    static let notFoundMessage = "Post not found"

    weak var view: (any PostDetailViewInput)?
    let router: any PostDetailRouterInput
    let interactor: any PostDetailInteractorInput

    private(set) var state = PostDetailState(postId: "")

    init(router: any PostDetailRouterInput, interactor: any PostDetailInteractorInput) {
        self.router = router
        self.interactor = interactor
    }

    private func showState() {
        view?.showPost(
            PostDetailViewModel(
                content: state.post.map {
                    .init(id: $0.id, title: $0.title, author: $0.author, body: $0.body, likes: $0.likes)
                },
                error: state.error))
    }
}

// MARK: - PostDetailModuleInput

extension PostDetailPresenter: PostDetailModuleInput {
    func configure(withPostId postId: String) {
        state = PostDetailState(postId: postId)
        interactor.obtainPost(withId: postId)
    }
}

// MARK: - ModuleStateProviding

extension PostDetailPresenter: ModuleStateProviding {
    func moduleState() -> JSONValue {
        .object([
            "postId": .string(state.postId),
            "found": .bool(state.post != nil),
            "title": state.post.map { .string($0.title) } ?? .null,
            "likes": state.post.map { .integer($0.likes) } ?? .null,
            "pendingLike": .bool(state.pendingLike),
        ])
    }
}

// MARK: - PostDetailViewOutput

extension PostDetailPresenter: PostDetailViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        showState()
    }

    func didTriggerViewWillAppearEvent() {
        trace()
        // Shown again: a login above this module has ended one way or another;
        // a like still pending was abandoned with it.
        state.pendingLike = false
        interactor.obtainPost(withId: state.postId)
    }

    func didTriggerLikeAction() throws {
        trace()
        guard state.post != nil else { throw ViewActionError(Self.notFoundMessage) }
        state.error = nil
        interactor.performLike(ofPostWithId: state.postId)
    }
}

// MARK: - PostDetailInteractorOutput

extension PostDetailPresenter: PostDetailInteractorOutput {
    func didObtainPost(_ post: Post?) {
        trace()
        state.post = post
        showState()
    }

    func didLikePost(_ post: Post) {
        trace()
        state.post = post
        state.pendingLike = false
        showState()
    }

    func didRequireAuthorizationToLike() {
        trace()
        state.pendingLike = true
        do {
            try router.openAuthorizationModule(output: self)
        } catch {
            state.pendingLike = false
            state.error = "cannot open the login screen: \(error)"
        }
        showState()
    }
}

// MARK: - AuthorizationModuleOutput

extension PostDetailPresenter: AuthorizationModuleOutput {
    func didPerformLoginWithSuccess() {
        trace()
        guard state.pendingLike else { return }
        interactor.performLike(ofPostWithId: state.postId)
    }

    func didCancelLogin() {
        trace()
        state.pendingLike = false
        showState()
    }
}
