import Clocks
import ConcurrencyExtras
import Foundation
import Testing

/// Whether a global-executor hook is installed now (what swift-concurrency-extras looks at).
func globalHookIsSet() -> Bool {
    let slot = dlsym(dlopen(nil, 0), "swift_task_enqueueGlobal_hook")!.assumingMemoryBound(to: UnsafeRawPointer?.self)
    return slot.pointee != nil
}

/// A debounced search as a team tests it with swift-clocks: a model that
/// waits 300 ms on the clock it is given, driven by a `TestClock`, some under
/// swift-concurrency-extras' `withMainSerialExecutor` (which sets the same
/// runtime hook the shell's sessions use), some without.
@MainActor
final class DebouncedSearch {
    let clock: any Clock<Duration>
    private(set) var searches: [String] = []
    /// The search waiting for its debounce, if any (a test awaits it).
    private(set) var pending: Task<Void, Never>?

    init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    func type(_ query: String) {
        pending?.cancel()
        pending = Task { [clock] in
            guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
            searches.append(query)
        }
    }
}

/// Serialized, as swift-concurrency-extras asks of tests that switch its main
/// serial executor on and off (two overlapping scopes would leave it on).
@MainActor
@Suite("TestClock tests beside viper-shell scenarios", .serialized)
struct TestClockTests {
    /// Whether a `withMainSerialExecutor` scope of this suite is open (its hook is then set, rightly).
    static var mainSerialScopeIsOpen = false

    @Test("the debounce fires once, 300 ms after the last keystroke (main serial executor)", arguments: 0..<10)
    func debounceOnTheMainSerialExecutor(_ run: Int) async {
        #expect(!globalHookIsSet(), "a runtime hook is installed while no session runs and no other scope set it")
        Self.mainSerialScopeIsOpen = true
        defer { Self.mainSerialScopeIsOpen = false }
        await withMainSerialExecutor {
            let clock = TestClock()
            let search = DebouncedSearch(clock: clock)
            search.type("a")
            await clock.advance(by: .milliseconds(200))
            search.type("ab")
            await clock.advance(by: .milliseconds(299))
            #expect(search.searches.isEmpty)
            await clock.advance(by: .milliseconds(1))
            #expect(search.searches == ["ab"])
        }
    }

    /// Without the main serial executor a task reaches its sleep whenever the
    /// thread pool gets to it, so the test moves the clock in steps until the
    /// debounce fires (`clock.run()` alone races the task reaching its sleep,
    /// with or without viper-shell in the process).
    @Test("the debounce fires once the clock passes 300 ms (plain tasks)", arguments: 0..<10)
    func debounceWithPlainTasks(_ run: Int) async {
        #expect(!globalHookIsSet(), "a runtime hook is installed while no session runs and no other scope set it")
        let clock = TestClock()
        let search = DebouncedSearch(clock: clock)
        search.type("query")
        var steps = 0
        while search.searches.isEmpty, steps < 100_000 {
            await clock.advance(by: .milliseconds(100))
            steps += 1
        }
        #expect(search.searches == ["query"])
    }

    @Test("an immediate clock answers at once, beside running sessions", arguments: 0..<10)
    func immediateClock(_ run: Int) async {
        let search = DebouncedSearch(clock: ImmediateClock())
        search.type("now")
        await search.pending?.value
        #expect(search.searches == ["now"])
    }
}
