@testable import PostListModule

@MainActor
final class RecordingPostDetailView: PostDetailViewInput {
    var shown: [PostDetailViewModel] = []
    func showPost(_ viewModel: PostDetailViewModel) { shown.append(viewModel) }
}

@MainActor
final class RecordingPostDetailRouter: PostDetailRouterInput {
    var authorizationOutputs: [any AuthorizationModuleOutput] = []
    var failure: (any Error)?
    func openAuthorizationModule(output: any AuthorizationModuleOutput) throws {
        if let failure { throw failure }
        authorizationOutputs.append(output)
    }
}

@MainActor
final class RecordingPostDetailInteractor: PostDetailInteractorInput {
    var obtained: [String] = []
    var liked: [String] = []
    func obtainPost(withId postId: String) { obtained.append(postId) }
    func performLike(ofPostWithId postId: String) { liked.append(postId) }
}

@MainActor
final class RecordingPostDetailInteractorOutput: PostDetailInteractorOutput {
    enum Event: Equatable {
        case obtained(Post?)
        case liked(Post)
        case authorizationRequired
    }

    var events: [Event] = []
    func didObtainPost(_ post: Post?) { events.append(.obtained(post)) }
    func didLikePost(_ post: Post) { events.append(.liked(post)) }
    func didRequireAuthorizationToLike() { events.append(.authorizationRequired) }
}

@MainActor
final class RecordingPostDetailViewOutput: PostDetailViewOutput {
    var events: [String] = []
    func didTriggerViewReadyEvent() { events.append("ready") }
    func didTriggerViewWillAppearEvent() { events.append("willAppear") }
    func didTriggerLikeAction() throws { events.append("like") }
}

/// An authorization service whose login answers when the test says so.
@MainActor
final class StubAuthorizationService: AuthorizationService {
    var loggedInUser: String?
    var attempts: [(user: String, password: String)] = []
    var completions: [@MainActor (Bool) -> Void] = []

    func performLogin(user: String, password: String, completion: @escaping @MainActor (Bool) -> Void) -> ScheduledWork? {
        attempts.append((user, password))
        completions.append(completion)
        return nil
    }
}
