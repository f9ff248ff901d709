import Testing
@testable import ViperRuntime

@MainActor
@Suite("Live-object tracker")
struct LiveObjectTrackerTests {
    @Test("an open module counts its four parts; closing it frees them all")
    func closingFreesEverything() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        try session.perform(action: "push", words: ["child"])
        #expect(session.tracker.liveCountByRole(module: "Note") == [.view: 2, .presenter: 2, .interactor: 2, .router: 2])

        try session.back()
        session.closeAll()

        try session.tracker.assertNoSurvivors(of: "Note")
        #expect(session.tracker.liveCount() == 0)
    }

    @Test("a module with a retain cycle is caught, naming what survived")
    func leakIsCaught() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        let root = try #require(session.top)
        try root.openModule("LeakyNote", as: NoteModuleInput.self, style: .push)

        try session.back()

        let error = #expect(throws: LiveObjectTracker.LeakError.self) {
            try session.tracker.assertNoSurvivors(of: "LeakyNote")
        }
        #expect(error?.survivors == ["NoteView": 1, "LeakyNotePresenter": 1, "NoteInteractor": 1, "NoteRouter": 1])
        #expect(error?.description == "LeakyNote left components alive: LeakyNotePresenter x1, NoteInteractor x1, NoteRouter x1, NoteView x1")
        #expect(throws: LiveObjectTracker.LeakError.self, "Note#1 is still open, so it counts as alive") {
            try session.tracker.assertNoSurvivors(of: "Note")
        }
        session.closeAll()
        #expect(session.tracker.leaks().map(\.module) == ["LeakyNote"])
    }

    @Test("leaks excluding the open modules are exactly leaks() without them, survivors and all")
    func leaksExcludingOpenModules() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        let root = try #require(session.top)
        try root.openModule("LeakyNote", as: NoteModuleInput.self, style: .push)
        try session.back()

        let all = session.tracker.leaks()
        #expect(all.map(\.module) == ["LeakyNote", "Note"], "Note is open, so its components count")
        for excluded: Set<String> in [[], ["Note"], ["LeakyNote"], ["Note", "LeakyNote"], ["Elsewhere"]] {
            let kept = all.filter { !excluded.contains($0.module) }
            let found = session.tracker.leaks(excluding: excluded)
            #expect(found.map(\.module) == kept.map(\.module))
            #expect(found.map(\.survivors) == kept.map(\.survivors))
            #expect(found.map(\.description) == kept.map(\.description))
        }
        session.closeAll()
    }

    @Test("embedded children are freed with their container")
    func embeddedFreedWithContainer() throws {
        let session = try TestRegistry.session()
        try session.open("Board")
        try session.perform(action: "swap", words: ["again"])

        session.closeAll()

        try session.tracker.assertNoSurvivors(of: "Board")
        try session.tracker.assertNoSurvivors(of: "Note")
    }

    @Test("the tracker forgets dead entries, so many open/close cycles do not grow it")
    func compaction() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        let root = try #require(session.top)
        for _ in 0..<10_000 {
            try root.openModule("Note", as: NoteModuleInput.self, style: .push)
            try session.back()
        }
        #expect(session.tracker.liveCount() == 4)
        #expect(session.tracker.modulesWithLiveComponents == ["Note"])
        #expect(session.tracker.trackedEntryCount < 200)
    }

    @Test("forgetting dead entries keeps every live one with its module, frame and role")
    func compactionKeepsLiveEntries() {
        final class Part {}
        let tracker = LiveObjectTracker()
        var kept: [(part: Part, frame: FrameID)] = []
        for number in 1...300 {
            let part = Part()
            let frame = FrameID(module: number.isMultiple(of: 3) ? "Kept" : "Other", number: number)
            tracker.track(part, module: frame.module, role: .helper, frame: frame)
            if number.isMultiple(of: 3) { kept.append((part, frame)) }
        }

        #expect(tracker.trackedEntryCount < 300)
        #expect(tracker.liveCount() == 100)
        #expect(tracker.modulesWithLiveComponents == ["Kept"])
        #expect(kept.allSatisfy { tracker.component($0.part)?.frame == $0.frame })
        #expect(tracker.survivors(of: "Kept").values.reduce(0, +) == 100)
    }

    @Test("a component something else still holds when its frame closes counts until it is let go of")
    func componentHeldElsewhereCountsUntilReleased() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        try session.perform(action: "push", words: ["child"])
        var heldRouter: NoteRouter? = try Self.router(of: try #require(session.top))

        try session.back()

        #expect(session.tracker.liveCountByRole(module: "Note") == [.view: 1, .presenter: 1, .interactor: 1, .router: 2])
        #expect(session.tracker.component(try #require(heldRouter))?.frame == FrameID(module: "Note", number: 2))
        #expect(session.tracker.component(try #require(heldRouter))?.role == .router)
        heldRouter = nil
        #expect(session.tracker.liveCountByRole(module: "Note") == [.view: 1, .presenter: 1, .interactor: 1, .router: 1])
        session.closeAll()
        #expect(session.tracker.leaks().isEmpty)
    }

    @Test("a closed module that only the tracker held is freed at once and leaves no entry behind")
    func closedModuleLeavesNoEntry() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        let rootEntries = session.tracker.trackedEntryCount
        weak var childView: AnyObject?
        try session.perform(action: "push", words: ["child"])
        childView = session.top?.view
        #expect(childView != nil)

        try session.back()

        #expect(childView == nil)
        #expect(session.tracker.trackedEntryCount == rootEntries)
    }

    /// The router of the Note module in `frame`, reached through its view and presenter (nothing else is kept).
    private static func router(of frame: ModuleFrame) throws -> NoteRouter {
        let view = try #require(frame.view as? NoteView)
        return try #require(view.output as? NotePresenter).router
    }
}
