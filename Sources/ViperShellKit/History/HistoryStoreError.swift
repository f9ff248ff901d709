/// Why the history file could not be read or written; the message is for people.
public struct HistoryStoreError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong, without the file name.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
