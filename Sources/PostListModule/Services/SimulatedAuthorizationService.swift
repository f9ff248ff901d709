/// An authorization service that answers after a fixed latency on the
/// virtual clock, like a network call would, but deterministically: the
/// answer comes at the next `settle`, or after `wait 100ms`.
@MainActor
final class SimulatedAuthorizationService: AuthorizationService {
    /// How long a login takes on the virtual clock.
    static let latency = VirtualDuration.milliseconds(100)

    let session: AuthorizationSession
    private weak var scheduler: VirtualScheduler?

    init(session: AuthorizationSession, scheduler: VirtualScheduler) {
        self.session = session
        self.scheduler = scheduler
    }

    var loggedInUser: String? { session.loggedInUser }

    @discardableResult
    func performLogin(user: String, password: String, completion: @escaping @MainActor (Bool) -> Void) -> ScheduledWork? {
        guard let scheduler else { return nil }
        return scheduler.schedule(after: Self.latency) { [session] in
            completion(session.logIn(user: user, password: password))
        }
    }
}
