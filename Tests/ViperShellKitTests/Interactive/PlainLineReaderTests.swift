#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ViperShellEngine

@MainActor
@Suite("Plain line reader", .serialized)
struct PlainLineReaderTests {
    /// The SIGINT handler installed now, as a raw pointer value (nil: SIG_DFL).
    private func currentHandler() -> UnsafeRawPointer? {
        var action = sigaction()
        sigaction(SIGINT, nil, &action)
        #if canImport(Glibc)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: UnsafeRawPointer?.self)
        #else
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: UnsafeRawPointer?.self)
        #endif
    }

    @Test("with handlesInterrupts it installs a SIGINT handler, and close puts the previous one back")
    func restoresTheInterruptHandler() {
        let before = currentHandler()
        let reader = PlainLineReader(showsPrompt: false, handlesInterrupts: true)
        #expect(currentHandler() != before)
        reader.close()
        #expect(currentHandler() == before)
        reader.close()
        #expect(currentHandler() == before, "closing twice changes nothing")
    }
}
