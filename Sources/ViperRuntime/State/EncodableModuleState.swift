/// A presenter whose state is a plain `Encodable` value: the runtime derives
/// the dump's JSON from it, so nobody writes `moduleState()` by hand.
///
/// ```swift
/// struct TodoListState: Encodable { var items: [String]; var undoable: Bool }
/// extension TodoListPresenter: EncodableModuleState {
///     var encodableState: TodoListState { state }
/// }
/// ```
/// Keys come out sorted; a `nil` optional member is left out. A value that
/// cannot be JSON (an infinite `Double`) shows as `{"unencodable": "<reason>"}`
/// so a dump still tells what went wrong.
@MainActor
public protocol EncodableModuleState: ModuleStateProviding {
    associatedtype State: Encodable
    /// The state to dump.
    var encodableState: State { get }
}

// MARK: - ModuleStateProviding

extension EncodableModuleState {
    public func moduleState() -> JSONValue {
        do {
            return try JSONValueEncoder().encode(encodableState)
        } catch {
            return ["unencodable": .string(String(describing: error))]
        }
    }
}
