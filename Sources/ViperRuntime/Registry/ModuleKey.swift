/// A module's identity, typed: its registered name and the ModuleInput
/// protocol its presenter offers to whoever opens it.
///
/// Each module declares one key beside its assembly
/// (`public static let key = ModuleKey<any CarDetailModuleInput>("CarDetail")`),
/// and the registration and every router use it, so the name is written once
/// and opening by key hands back the input already typed.
public struct ModuleKey<Input>: Sendable, Hashable, CustomStringConvertible {
    /// The name the module is registered and opened under.
    public let name: String
    /// The name of the module's ModuleOutput protocol, if it reports to its opener.
    public var outputProtocol: String? { outputProtocolName?() }
    /// Which type `Output` is: keys are equal when their names and output types are.
    private let outputType: ObjectIdentifier?
    /// Spells `outputProtocol` when asked: naming a type the first time costs
    /// scans of every protocol conformance in the binary, and keys are made at
    /// start-up while only `describe` reads the name.
    private let outputProtocolName: (@Sendable () -> String)?

    /// A key for a module that reports nothing back.
    public init(_ name: String) {
        self.name = name
        self.outputType = nil
        self.outputProtocolName = nil
    }

    /// A key for a module that reports to its opener through `Output`.
    public init<Output>(_ name: String, output: Output.Type) {
        self.name = name
        self.outputType = ObjectIdentifier(Output.self)
        self.outputProtocolName = { String(describing: Output.self) }
    }

    /// The name of the module's ModuleInput protocol (`CarDetailModuleInput`).
    public var inputProtocol: String { String(describing: Input.self) }

    public var description: String { name }

    public static func == (left: ModuleKey, right: ModuleKey) -> Bool {
        left.name == right.name && left.outputType == right.outputType
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(outputType)
    }
}
