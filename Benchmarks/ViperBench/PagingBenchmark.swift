import ArgumentParser
import ViperRuntime

/// in a feed of 1,000,000 posts, loading page 50,000 costs what page 1 costs.
struct PagingBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paging", abstract: "Time `more`, each page alone and the two ends in turn (medians), at the first pages and at page 50,000 of a 1,000,000-post feed.")

    @Option(help: "Posts in the feed.") var feedSize = 1_000_000
    @Option(help: "The page to measure at the far end.") var farPage = 50_000
    @Option(help: "Pages timed at each end.") var sample = 200

    func validate() throws {
        guard sample >= 1, farPage > sample + 1, feedSize >= farPage * 20 else {
            throw ValidationError("expected --sample at least 1, --far-page past it, and a feed with --far-page pages of 20 posts")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated { try measure() }
    }

    @MainActor
    private func measure() throws {
        /// A session on the feed with its first page loaded.
        func openFeed() throws -> ViperSession {
            let session = try Sessions.posts(feedSize: feedSize)
            try session.open("PostFeed", parameters: ["feed": "big"])
            try session.settle()  // the first page arrives on the virtual clock
            return session
        }
        func more(_ session: ViperSession) throws {
            try session.perform(action: "more", words: [])
            try session.settle()
        }
        let far = try openFeed()
        for _ in 1..<(farPage - sample) { try more(far) }
        // A fresh session's first pages and the far session's last ones,
        // taken in turn page by page, so both see the same machine; each page
        // is timed alone and the medians compared, so a burst of other work
        // moves a page or two, not the figure.
        let near = try openFeed()
        var nearTimes: [Double] = []
        var farTimes: [Double] = []
        for _ in 0..<sample {
            nearTimes.append(try Measurement.seconds { try more(near) })
            farTimes.append(try Measurement.seconds { try more(far) })
        }
        let loaded = far.top?.moduleState()["loaded"]?.integerValue ?? -1
        let perEarly = nearTimes.sorted()[sample / 2] * 1e6
        let perLate = farTimes.sorted()[sample / 2] * 1e6
        print("paging: pages 2-\(sample + 1): \(Measurement.format(perEarly)) µs a page (median)")
        print("paging: pages \(farPage - sample + 1)-\(farPage), in turn with those: \(Measurement.format(perLate)) µs a page (median; ratio \(Measurement.format(perLate / perEarly)); loaded \(loaded) posts)")
    }
}
