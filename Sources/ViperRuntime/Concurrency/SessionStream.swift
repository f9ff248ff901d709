/// A stream of values that session code feeds (a service's live updates, a
/// stub's scripted values), which module code reads with `for await`.
///
/// A task waiting for its next value is `listening <name>` in `tasks`, not
/// stuck: something in the session may still feed it. Make one with
/// `SessionServices.makeStream(named:of:)`; yield and finish through the
/// continuation, as with `AsyncStream`:
///
/// ```swift
/// let (updates, feed) = services.makeStream(named: "inbox.updates", of: Message.self)
/// feed.yield(Message(subject: "Hello"))
/// for await message in updates { ... }
/// ```
public struct SessionStream<Element: Sendable>: AsyncSequence, Sendable {
    /// The name `tasks` shows for a task waiting on it.
    public let name: String
    private let base: AsyncStream<Element>

    init(name: String, base: AsyncStream<Element>) {
        self.name = name
        self.base = base
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(name: name, base: base.makeAsyncIterator())
    }

    /// Reads the values in order; while it waits, its task is listening.
    public struct Iterator: AsyncIteratorProtocol {
        let name: String
        var base: AsyncStream<Element>.Iterator

        public mutating func next() async -> Element? {
            guard let record = TaskMark.currentTask, let tasks = record.tasks else { return await base.next() }
            tasks.noteListening(record, to: name)
            defer { tasks.noteListening(record, to: nil) }
            return await base.next()
        }
    }
}

extension SessionServices {
    /// A stream session code feeds, and its continuation (see `SessionStream`).
    public func makeStream<Element: Sendable>(
        named name: String, of type: Element.Type = Element.self,
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy = .unbounded
    ) -> (stream: SessionStream<Element>, continuation: AsyncStream<Element>.Continuation) {
        let (stream, continuation) = AsyncStream<Element>.makeStream(of: type, bufferingPolicy: bufferingPolicy)
        return (SessionStream(name: name, base: stream), continuation)
    }
}
