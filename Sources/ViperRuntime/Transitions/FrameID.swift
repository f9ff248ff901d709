/// The stable id of an open module: its name and a counter that starts at 1
/// for each name in a session (`CarDetail#3`).
public struct FrameID: Sendable, Hashable, CustomStringConvertible {
    public var module: String
    public var number: Int

    public init(module: String, number: Int) {
        self.module = module
        self.number = number
    }

    public var description: String { "\(module)#\(number)" }
}
