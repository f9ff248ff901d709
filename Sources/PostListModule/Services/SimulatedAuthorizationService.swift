/// An authorization service that answers after a fixed latency on a clock,
/// like a network call would, but deterministically: the answer comes at the
/// next `settle`, or after `wait 100ms`.
@MainActor
final class SimulatedAuthorizationService: AuthorizationService {
    /// How long a login takes: inside the shell's autosettle horizon (1 s).
    static let latency = Duration.milliseconds(100)

    let session: AuthorizationSession
    let clock: any Clock<Duration>
    let latency: Duration

    init(session: AuthorizationSession, clock: any Clock<Duration>, latency: Duration = SimulatedAuthorizationService.latency) {
        self.session = session
        self.clock = clock
        self.latency = latency
    }

    var loggedInUser: String? { session.loggedInUser }

    func performLogin(user: String, password: String) async throws -> Bool {
        try await clock.sleep(for: latency)
        return session.logIn(user: user, password: password)
    }
}
