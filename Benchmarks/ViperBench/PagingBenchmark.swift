import ArgumentParser
import ViperRuntime

/// in a feed of 1,000,000 posts, loading page 50,000 costs what page 1 costs.
struct PagingBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paging", abstract: "Time `more`, each page alone (medians), at the first pages and at page 50,000 of a 1,000,000-post feed.")

    @Option(help: "Posts in the feed.") var feedSize = 1_000_000
    @Option(help: "The page to measure at the far end.") var farPage = 50_000
    @Option(help: "Pages timed at each end.") var sample = 200

    func run() throws {
        try MainActor.assumeIsolated { try measure() }
    }

    @MainActor
    private func measure() throws {
        let session = try Sessions.posts(feedSize: feedSize)
        try session.open("PostFeed", parameters: ["feed": "big"])
        try session.settle()  // the first page / the cars arrive on the virtual clock
        func more() throws {
            try session.perform(action: "more", words: [])
            try session.settle()
        }
        // Each page is timed alone and the median taken, so a burst of other
        // work on a shared machine moves one page, not the figure.
        func medianPage() throws -> Double {
            var times: [Double] = []
            for _ in 0..<sample { times.append(try Measurement.seconds { try more() }) }
            return times.sorted()[times.count / 2]
        }
        let early = try medianPage()
        for _ in (1 + sample)..<(farPage - sample) { try more() }
        let late = try medianPage()
        let loaded = session.top?.moduleState()["loaded"]?.integerValue ?? -1
        let perEarly = early * 1e6
        let perLate = late * 1e6
        print("paging: pages 2-\(sample + 1): \(Measurement.format(perEarly)) µs a page (median)")
        print("paging: pages \(farPage - sample + 1)-\(farPage): \(Measurement.format(perLate)) µs a page (median; ratio \(Measurement.format(perLate / perEarly)); loaded \(loaded) posts)")
    }
}
