/// Delta debugging (ddmin): the smallest list of steps it can find that
/// still reproduces a failure, trying halves, then complements, then finer cuts.
public enum Minimizer {
    /// Most candidate runs one minimisation may cost.
    static let maximumTrials = 400

    /// A subset of `steps`, in order, for which `reproduces` still holds
    /// (assumed to hold for `steps` itself); 1-minimal unless the trial budget ran out.
    public static func minimize<Step>(_ steps: [Step], reproduces: ([Step]) -> Bool) -> [Step] {
        var current = steps
        var granularity = 2
        var trials = 0
        func holds(_ candidate: [Step]) -> Bool {
            trials += 1
            return reproduces(candidate)
        }
        if !current.isEmpty && holds([]) { return [] }
        while current.count >= 2 && trials < maximumTrials {
            let size = (current.count + granularity - 1) / granularity
            let chunks = stride(from: 0, to: current.count, by: size).map { $0..<min($0 + size, current.count) }
            var reduced = false
            for chunk in chunks where trials < maximumTrials {
                let subset = Array(current[chunk])
                if holds(subset) {
                    current = subset
                    granularity = 2
                    reduced = true
                    break
                }
            }
            if !reduced && chunks.count > 2 {
                for chunk in chunks where trials < maximumTrials {
                    let complement = Array(current[..<chunk.lowerBound] + current[chunk.upperBound...])
                    if holds(complement) {
                        current = complement
                        granularity = max(granularity - 1, 2)
                        reduced = true
                        break
                    }
                }
            }
            if !reduced {
                if granularity >= current.count { break }
                granularity = min(current.count, granularity * 2)
            }
        }
        return current
    }
}
