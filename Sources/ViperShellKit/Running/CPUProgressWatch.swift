#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells a busy process or thread from a stuck one by the CPU time it uses:
/// one that says nothing for a long while but keeps a CPU busy is working
/// (60 s of real work in a scenario); one that uses no CPU at all is waiting
/// on something that will not come (stopped with SIGSTOP, a deadlock, a real
/// sleep, a read nobody answers).
///
/// The watch measures intervals: each starts at `restart(now:)` (the subject
/// was heard from) or at the last `usedCPU(now:)`, which says whether the
/// subject spent at least `busyShare` of the interval's real time on a CPU
/// and starts the next interval.
///
///     var watch = CPUProgressWatch(.process(worker.pid))
///     // ... 60 s later, nothing heard:
///     if watch.usedCPU() == false { kill(worker.pid, SIGKILL) }
///
/// A thread is watched from another thread: take `Subject.currentThread` on
/// the thread to watch, and hand it to the watcher.
package struct CPUProgressWatch {
    /// What is watched: a process, or a thread of this process.
    package enum Subject: Sendable, Equatable {
        /// Any process this one may signal (a worker, a child).
        case process(pid_t)
        /// A thread of this process, taken on that thread with `currentThread`.
        case thread(ThreadReference)

        /// The thread this is called on, to be watched from another one (nil when its clock cannot be had).
        package static var currentThread: Subject? {
            #if os(Linux)
            var clock = clockid_t()
            guard pthread_getcpuclockid(pthread_self(), &clock) == 0 else { return nil }
            return .thread(ThreadReference(clock: clock))
            #else
            return .thread(ThreadReference(port: pthread_mach_thread_np(pthread_self())))
            #endif
        }
    }

    /// How a watched thread's CPU time is found: its CPU-time clock on Linux, its Mach thread port on Darwin.
    package struct ThreadReference: Sendable, Equatable {
        #if os(Linux)
        let clock: clockid_t
        #else
        let port: mach_port_t
        #endif
    }

    /// The share of an interval's real time the subject must spend on a CPU
    /// to count as busy: 1% by default, so the odd wake-up of a process
    /// sleeping in a loop (a poll every 100 ms) is not taken for work.
    package static let defaultBusyShare = 0.01

    package let subject: Subject
    package let busyShare: Double
    /// When the current interval began, and the subject's CPU time then (nil when it could not be read).
    private var start: ContinuousClock.Instant
    private var cpuAtStart: Duration?

    package init(_ subject: Subject, busyShare: Double = defaultBusyShare, now: ContinuousClock.Instant = .now) {
        self.subject = subject
        self.busyShare = busyShare
        start = now
        cpuAtStart = Self.cpuTime(of: subject)
    }

    /// Starts a new interval at `now`: the subject was heard from.
    package mutating func restart(now: ContinuousClock.Instant = .now) {
        start = now
        cpuAtStart = Self.cpuTime(of: subject)
    }

    /// Whether the subject spent at least `busyShare` of the real time since
    /// the interval began on a CPU; starts the next interval. Nil when its CPU
    /// time cannot be read (it has ended, or it is not this user's).
    package mutating func usedCPU(now: ContinuousClock.Instant = .now) -> Bool? {
        let cpu = Self.cpuTime(of: subject)
        defer {
            start = now
            cpuAtStart = cpu
        }
        guard let cpu, let cpuAtStart else { return nil }
        let real = now - start
        return cpu - cpuAtStart >= real * busyShare
    }

    /// The CPU time `subject` has used so far (user and system), or nil when it cannot be read.
    package static func cpuTime(of subject: Subject) -> Duration? {
        #if os(Linux)
        var clock = clockid_t()
        switch subject {
        case .process(let pid):
            guard clock_getcpuclockid(pid, &clock) == 0 else { return nil }
        case .thread(let thread):
            clock = thread.clock
        }
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return nil }
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        #else
        switch subject {
        case .process(let pid):
            var usage = rusage_info_v0()
            let status = withUnsafeMutablePointer(to: &usage) { pointer in
                pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) { proc_pid_rusage(pid, RUSAGE_INFO_V0, $0) }
            }
            guard status == 0 else { return nil }
            // Mach absolute time units, which are nanoseconds only on Intel.
            var timebase = mach_timebase_info_data_t()
            mach_timebase_info(&timebase)
            let ticks = usage.ri_user_time + usage.ri_system_time
            return .nanoseconds(Int64(ticks * UInt64(timebase.numer) / UInt64(max(1, timebase.denom))))
        case .thread(let thread):
            var info = thread_basic_info()
            var count = mach_msg_type_number_t(MemoryLayout<thread_basic_info>.size / MemoryLayout<natural_t>.size)
            let status = withUnsafeMutablePointer(to: &info) { pointer in
                pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                    thread_info(thread.port, thread_flavor_t(THREAD_BASIC_INFO), $0, &count)
                }
            }
            guard status == KERN_SUCCESS else { return nil }
            let user = Duration.seconds(Int64(info.user_time.seconds)) + .microseconds(Int64(info.user_time.microseconds))
            let system = Duration.seconds(Int64(info.system_time.seconds)) + .microseconds(Int64(info.system_time.microseconds))
            return user + system
        }
        #endif
    }
}
