import ViperRuntime

/// The address book, an actor as app code writes one: it fetches its two
/// pages at once with `async let`, each taking 300 ms on the clock it is given.
actor ContactsService {
    static let latency = Duration.milliseconds(300)
    static let pages: [[Contact]] = [
        [Contact(name: "Ada Lovelace", phone: "555-0101"), Contact(name: "Alan Turing", phone: "555-0102")],
        [Contact(name: "Grace Hopper", phone: "555-0103")],
    ]

    let clock: VirtualClock

    init(clock: VirtualClock) {
        self.clock = clock
    }

    /// Every contact, both pages fetched concurrently: ready 300 ms after the call.
    func fetchContacts() async throws -> [Contact] {
        async let first = page(0)
        async let second = page(1)
        return try await first + second
    }

    /// Stores `contact`: answered 200 ms after the call.
    func add(_ contact: Contact) async throws -> Contact {
        try await clock.sleep(for: .milliseconds(200))
        return contact
    }

    private func page(_ number: Int) async throws -> [Contact] {
        try await clock.sleep(for: Self.latency)
        return Self.pages[number]
    }
}
