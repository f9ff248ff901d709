import ViperRuntime

/// How many contacts are favourites: a main-actor service answering after 100 ms.
@MainActor
final class FavoritesService {
    let clock: VirtualClock

    init(clock: VirtualClock) {
        self.clock = clock
    }

    func favoriteCount() async throws -> Int {
        try await clock.sleep(for: .milliseconds(100))
        return 2
    }
}
