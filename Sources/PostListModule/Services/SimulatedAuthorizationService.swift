import ViperRuntime

/// An authorization service that answers after a fixed latency on a clock,
/// like a network call would, but deterministically: the answer comes at the
/// next `settle`, or after `wait 100ms`. Every login goes through the
/// `auth.login` endpoint of the session's services, on behalf of the
/// module's frame, so scripts can stub it.
@MainActor
final class SimulatedAuthorizationService: AuthorizationService {
    /// How long a login takes: inside the shell's autosettle horizon (1 s).
    static let latency = Duration.milliseconds(100)

    let session: AuthorizationSession
    let services: SessionServices
    let latency: Duration

    init(
        session: AuthorizationSession, services: SessionServices,
        latency: Duration = SimulatedAuthorizationService.latency
    ) {
        self.session = session
        self.services = services
        self.latency = latency
    }

    var loggedInUser: String? { session.loggedInUser }

    func performLogin(user: String, password: String) async throws -> Bool {
        let succeeded = try await services.call(PostEndpoints.login, PostEndpoints.Credentials(user: user, password: password)) {
            try await services.clock.sleep(for: latency)
            return session.check(user: user, password: password)
        }
        if succeeded { session.loggedInUser = user }
        return succeeded
    }
}
