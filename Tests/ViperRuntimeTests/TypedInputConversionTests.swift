import Testing
@testable import ViperRuntime

/// A keyed registration's `input` conversion hands an open its module's
/// input without a dynamic cast; anything it does not cover is cast as before.
@MainActor
@Suite("Typed input conversion")
struct TypedInputConversionTests {
    /// A session whose Note registration converts presenters with `input`.
    private func session(input: @escaping @Sendable (any ModulePresenter) -> (any NoteModuleInput)?) throws -> ViperSession {
        let registry = ModuleRegistry(reservedNames: ["open", "back"])
        try registry.register(
            ModuleRegistration(
                ModuleKey<any NoteModuleInput>("Note"), summary: "A note.",
                navigation: [.push(ModuleKey<any NoteModuleInput>("Note"))], view: NoteView.self, input: input,
                assemble: NoteAssembly().assemble(in:)))
        return ViperSession(registry: registry)
    }

    @Test("an open asking for the registered input type gets what the conversion returns")
    func theConversionIsUsed() throws {
        // given: a conversion that answers with another presenter than the module's own
        let stand_in = NotePresenter()
        let session = try session(input: { _ in MainActor.assumeIsolated { stand_in } })
        try session.open("Note")
        let top = try #require(session.top)
        // when
        let input = try top.openModule("Note", as: (any NoteModuleInput).self, style: .push)
        // then
        #expect(input === stand_in)
        #expect(session.top?.presenter !== stand_in)
    }

    @Test("a presenter the conversion does not recognise is cast as without it")
    func aRefusedPresenterIsCast() throws {
        // given
        let session = try session(input: { _ in nil })
        try session.open("Note")
        let top = try #require(session.top)
        // when
        let input = try top.openModule("Note", as: (any NoteModuleInput).self, style: .push)
        // then
        #expect(input === session.top?.presenter)
    }

    @Test("an open asking for another input type does not use the conversion")
    func anotherInputTypeIsCast() throws {
        // given
        let session = try session(input: { _ in Issue.record("the conversion was used for another type"); return nil })
        try session.open("Note")
        let top = try #require(session.top)
        // when
        let input = try top.openModule("Note", as: (any ModuleInput).self, style: .push)
        // then
        #expect(input === session.top?.presenter)
    }
}
