#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ViperShellEngine

/// `CPUProgressWatch` tells busy from stuck by CPU time. The intervals are
/// given their real time explicitly (`now:`), so no test waits on the clock.
@Suite("CPU progress watch")
struct CPUProgressWatchTests {
    @Test("a thread that computes used CPU in its interval")
    func busyThreadIsBusy() throws {
        let subject = try #require(CPUProgressWatch.Subject.currentThread)
        let start = ContinuousClock.now
        var watch = CPUProgressWatch(subject, now: start)
        let before = try #require(CPUProgressWatch.cpuTime(of: subject))
        var sum: UInt64 = 0
        // At least 20 ms of this thread's CPU: over 1% of a 1 s interval.
        while let now = CPUProgressWatch.cpuTime(of: subject), now - before < .milliseconds(20) { sum &+= now.components.attoseconds.magnitude }
        #expect(sum != 1)
        #expect(watch.usedCPU(now: start + .seconds(1)) == true)
    }

    @Test("a process asleep uses no CPU over a minute; once gone, its CPU time cannot be read")
    func sleepingProcessIsStuck() throws {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = ["/bin/sleep", "1000"].map { (word: String) in strdup(word) } + [nil]
        defer { argv.forEach { free($0) } }
        #expect(posix_spawn(&pid, "/bin/sleep", nil, nil, argv, environ) == 0)
        let start = ContinuousClock.now
        var watch = CPUProgressWatch(.process(pid), now: start)
        #expect(watch.usedCPU(now: start + .seconds(60)) == false)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(watch.usedCPU(now: start + .seconds(120)) == nil)
    }

    @Test("a new interval starts at each look: CPU used before it does not count")
    func intervalsDoNotCarryOver() throws {
        let subject = try #require(CPUProgressWatch.Subject.currentThread)
        let start = ContinuousClock.now
        var watch = CPUProgressWatch(subject, busyShare: 0.5, now: start)
        let before = try #require(CPUProgressWatch.cpuTime(of: subject))
        var sum: UInt64 = 0
        while let now = CPUProgressWatch.cpuTime(of: subject), now - before < .milliseconds(20) { sum &+= now.components.attoseconds.magnitude }
        #expect(sum != 1)
        #expect(watch.usedCPU(now: start + .milliseconds(10)) == true)
        // Next interval: a whole minute of real time, almost no CPU in it.
        #expect(watch.usedCPU(now: start + .seconds(60)) == false)
        watch.restart(now: start + .seconds(60))
        #expect(watch.usedCPU(now: start + .seconds(120)) == false)
    }
}
