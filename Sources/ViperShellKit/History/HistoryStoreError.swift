/// Why the history file could not be read or written; the message is for people.
package struct HistoryStoreError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong, without the file name.
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
