/// One entry of the address book (Codable: its endpoints' values are JSON in scripts).
struct Contact: Codable, Sendable, Equatable {
    let name: String
    let phone: String
}
