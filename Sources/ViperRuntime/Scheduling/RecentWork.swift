/// What ran in the last stretch of a settle that is about to give up, so
/// that runaway work names what kept running (a task that yields or sleeps
/// in a loop, a timer that rearms itself) instead of guessing. Only the last
/// `sampleSize` jobs and timers before the limit are noted: a settle that
/// ends earlier pays nothing.
struct RecentWork {
    /// One job or timer that ran.
    enum Ran {
        /// A job, of this task (or of one of its child tasks), or of no recorded task.
        case job(SessionTask?)
        /// A task's sleep on the session's clock ending.
        case sleeper(SessionTask?)
        /// A timer, armed by this code.
        case timer(TaskContext?)

        /// Who ran, as a key to count by; nil when it is not known.
        var key: ObjectIdentifier? {
            switch self {
            case .job(let task?), .sleeper(let task?): return ObjectIdentifier(task)
            case .timer(let context?): return ObjectIdentifier(context)
            default: return nil
            }
        }
    }

    static let sampleSize = 4096
    /// Past how many jobs and timers noting starts.
    let samplingFrom: Int
    private var noted: [Ran] = []

    init(limit: Int) {
        samplingFrom = max(0, limit - Self.sampleSize)
    }

    mutating func note(_ ran: Ran) {
        noted.append(ran)
    }

    /// The task or timer that ran most in the sample, in words; nil when nothing was noted.
    var culprit: String? {
        guard !noted.isEmpty else { return nil }
        var counts: [ObjectIdentifier: Int] = [:]
        var firstOf: [ObjectIdentifier: Ran] = [:]
        for ran in noted {
            guard let key = ran.key else { continue }
            counts[key, default: 0] += 1
            if firstOf[key] == nil { firstOf[key] = ran }
        }
        let total = noted.count
        guard let (key, count) = counts.max(by: { $0.value < $1.value }), count * 2 > total, let ran = firstOf[key] else {
            return "\(total) jobs and timers of no one task ran last (a loop in an actor, or a timer that keeps rescheduling itself?)"
        }
        switch ran {
        case .job(let task?):
            return "task \(task.label) ran \(count) of the last \(total) jobs and timers without waiting on anything that ends "
                + "(a loop around Task.yield, or one that ignores cancellation?)"
        case .sleeper(let task?):
            return "task \(task.label) slept on the clock \(count) times in the last \(total) jobs and timers (a loop that never ends?)"
        case .timer(let context?):
            return "a timer armed by \(context.label) fired \(count) times in the last \(total) jobs and timers "
                + "(a timer that keeps rescheduling itself?)"
        default:
            return nil
        }
    }
}
