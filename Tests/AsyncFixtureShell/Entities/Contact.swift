/// One entry of the address book.
struct Contact: Sendable, Equatable {
    let name: String
    let phone: String
}
