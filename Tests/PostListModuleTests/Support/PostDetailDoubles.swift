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

/// An authorization service whose logins wait until the test answers them,
/// oldest first (`answer(_:)`, `fail(_:)`); the answer reaches the waiting
/// task, which runs when the test lets the scheduler run.
@MainActor
final class StubAuthorizationService: AuthorizationService {
    var loggedInUser: String?
    var attempts: [(user: String, password: String)] = []
    private var waiting: [CheckedContinuation<Bool, any Error>] = []

    func performLogin(user: String, password: String) async throws -> Bool {
        attempts.append((user, password))
        return try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    /// Answers the oldest login still waiting.
    func answer(_ succeeded: Bool) {
        waiting.removeFirst().resume(returning: succeeded)
    }

    /// Fails the oldest login still waiting with `error`.
    func fail(_ error: any Error) {
        waiting.removeFirst().resume(throwing: error)
    }
}
