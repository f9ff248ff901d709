#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small helpers for timing and memory readings in the benchmarks.
enum Measurement {
    /// Seconds taken by `body`, on the monotonic clock.
    @MainActor
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The minor page faults (first touches of memory) the process has taken so far.
    static func pageFaults() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Int(usage.ru_minflt)
    }

    /// The process's resident memory in bytes, or nil where it cannot be read.
    static func residentBytes() -> Int? {
        #if os(Linux)
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let residentPages = Int(fields[1]) else { return nil }
        return residentPages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return nil
        #endif
    }

    /// `1234567` as `1.23 MiB`.
    static func describe(bytes: Int) -> String {
        let sign = bytes < 0 ? "-" : ""
        let value = Double(abs(bytes))
        if value >= 1_048_576 { return sign + format(value / 1_048_576) + " MiB" }
        if value >= 1024 { return sign + format(value / 1024) + " KiB" }
        return "\(bytes) B"
    }

    /// A number with two decimals.
    static func format(_ value: Double) -> String {
        let scaled = (value * 100).rounded() / 100
        var text = String(scaled)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < 2 { text += String(repeating: "0", count: 2 - decimals) }
        }
        return text
    }
}
