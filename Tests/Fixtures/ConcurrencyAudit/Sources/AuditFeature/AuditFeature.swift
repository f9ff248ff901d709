@_exported import ViperRuntime

/// The audit modules, registered for one session.
public enum AuditFeature {
    /// Registers every audit module, with the session's `log` and services.
    @MainActor
    public static func register(in registry: ModuleRegistry, services: SessionServices, log: AuditLog) throws {
        try services.endpoints.declare(HangingLoads.fetch)
        let inbox = InboxUpdates.Service(services: services)
        try registry.register(
            [
                ParkedInActor.registration(),
                ActorStartedTask.registration(),
                DetachedAfterImmediate.registration(),
                ImmediateTask.registration(log: log),
                ExecutorPreferences.registration(),
                InboxUpdates.registration(service: inbox),
                HangingLoads.registration(),
                CallbackSDK.registration(),
                RealClocks.registration(),
                ParkedDetached.registration(),
                MainQueueWork.registration(),
                Deadlock.registration(),
                Chatty.registration(),
                ReadingClock.registration(),
                LeakyTask.registration(),
                Stubborn.registration(),
            ] + SignIn.registrations(log: log))
    }
}
