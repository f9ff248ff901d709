/// The address books a contacts service serves: each book's contacts, in order.
public struct ContactsDirectory: Sendable, Equatable {
    /// The contacts of each book, by the book's name.
    public var books: [String: [Contact]]

    public init(books: [String: [Contact]]) {
        self.books = books
    }

    /// The book a list shows when it is opened without `book=`.
    public static let defaultBook = "personal"
}
