/// A module component whose method calls appear in the trace as layer hops.
///
/// A module author makes a class traceable by adding the conformance, then
/// writes `trace()` as the first line of each method to trace:
///
/// ```swift
/// final class CarsListPresenter: CarsListViewOutput, Traceable {
///     func didSelectRow(_ index: Int) {
///         trace()
///         …
///     }
/// }
/// ```
///
/// Nothing else: the runtime already knows every component's frame and layer
/// (the transition stack registers them with the `LiveObjectTracker`), and
/// works out the caller from VIPER's shape (see `TraceRecorder.recordCall`).
/// When tracing is off, `trace()` costs one nil check and three stores: the
/// session remembers the last traced call, to name where a task started and,
/// for a call one module makes directly into another, whose code ran. Calls made while a
/// module is being configured, before it is on the stack, are not recorded as
/// hops: the runtime records that ModuleInput configuration itself (`configure`).
@MainActor
public protocol Traceable: AnyObject {}

extension Traceable {
    /// Records a call of `method` into this component, if the session is tracing.
    public func trace(_ method: String = #function) {
        LastTracedCall.object = ObjectIdentifier(self)
        LastTracedCall.type = Self.self
        LastTracedCall.method = method
        TraceRecorder.current?.recordCall(into: self, method: method)
    }
}
