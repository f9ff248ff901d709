import Testing
import ViperRuntime

@Suite("Virtual duration arithmetic")
struct VirtualDurationArithmeticTests {
    @Test("durations add, subtract, multiply and compare in milliseconds")
    func arithmetic() {
        let undo = VirtualDuration.seconds(5)

        #expect(undo + .milliseconds(250) == .milliseconds(5_250))
        #expect(undo - .seconds(2) == .seconds(3))
        #expect(undo * 3 == .seconds(15))
        #expect(2 * undo == .seconds(10))
        #expect(.milliseconds(4_999) < undo)
        #expect(undo <= .seconds(5))
    }

    @Test("compound assignment keeps a running total")
    func compoundAssignment() {
        var elapsed = VirtualDuration.zero

        elapsed += .seconds(2)
        elapsed -= .milliseconds(500)

        #expect(elapsed == .milliseconds(1_500))
    }

    @Test("a result past Int64's range clamps to max or min instead of trapping")
    func overflowClamps() {
        #expect(VirtualDuration.max + .milliseconds(1) == .max)
        #expect(VirtualDuration.min - .milliseconds(1) == .min)
        #expect(VirtualDuration.min + .milliseconds(-1) == .min)
        #expect(VirtualDuration.max - .milliseconds(-1) == .max)
        #expect(VirtualDuration.max * 2 == .max)
        #expect(VirtualDuration.max * -2 == .min)
        #expect(VirtualDuration.min * -1 == .max)
        #expect(VirtualDuration.seconds(.max) == .max)
    }
}
