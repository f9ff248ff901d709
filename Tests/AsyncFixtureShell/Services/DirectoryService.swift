/// The company directory, written against the real clock: the mistake the
/// shell must report, since a sleep on `ContinuousClock` never comes due on
/// the session's virtual time.
struct DirectoryService: Sendable {
    func lookUp(_ name: String) async throws -> String {
        try await ContinuousClock().sleep(for: .seconds(2))
        return "\(name) works in Research"
    }
}
