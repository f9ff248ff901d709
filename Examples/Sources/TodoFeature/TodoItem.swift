/// One thing to do.
public struct TodoItem: Sendable, Hashable, Encodable {
    public var title: String
    public var isDone: Bool

    public init(title: String, isDone: Bool = false) {
        self.title = title
        self.isDone = isDone
    }
}
