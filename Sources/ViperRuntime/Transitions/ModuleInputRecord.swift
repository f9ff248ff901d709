/// A module's input as the navigation log records it, and what stands in for
/// the module when it is faked: a small class a feature writes once per
/// module, conforming to the module's ModuleInput protocol, that records each
/// configuration call as JSON members and forwards it to the real input.
///
/// ```swift
/// final class CarDetailInputRecord: ModuleInputRecord<any CarDetailModuleInput>, CarDetailModuleInput {
///     func configure(with carId: String) {
///         record("carId", carId)
///         forward { $0.configure(with: carId) }
///     }
/// }
/// ```
///
/// The registration names it (`ModuleRegistration(CarDetail.key, ..., inputRecord: CarDetailInputRecord.init)`).
/// On a real open, the opener's configuration runs on a record that forwards
/// to the module's presenter, so the log shows `{"carId":"c2"}` and the module
/// is configured exactly as without a record. On a faked open, nothing is
/// built: the record is the input the opener gets, and the fake's state.
/// A method that does not `forward` leaves the real module unconfigured, so
/// every method forwards what it records.
@MainActor
open class ModuleInputRecord<Input>: ModuleStateProviding {
    /// What the configuration calls recorded so far, as a JSON object.
    public private(set) var recorded = JSONObject()
    /// The real module's input, on a real open (weak: the module's frame owns it).
    private weak var real: AnyObject?

    /// An empty record: a subclass's configuration calls fill it.
    public init() {}

    /// Records that the input was configured with `value` under `name`
    /// (a later call with the same name replaces it). A value that cannot be
    /// written as JSON is recorded as a string saying why.
    public func record<Value: Encodable>(_ name: String, _ value: Value) {
        do {
            record(name, json: try JSONValueEncoder().encode(value))
        } catch {
            record(name, json: .string("(not JSON: \(error))"))
        }
    }

    /// Records a string (the usual id) without going through an encoder: every open records its input.
    public func record(_ name: String, _ value: String) {
        record(name, json: .string(value))
    }

    /// Records a whole number without going through an encoder.
    public func record(_ name: String, _ value: Int) {
        record(name, json: .integer(value))
    }

    /// Records a flag without going through an encoder.
    public func record(_ name: String, _ value: Bool) {
        record(name, json: .bool(value))
    }

    private func record(_ name: String, json: JSONValue) {
        // Members stay sorted by name, the last value of a name winning (JSONObject's rule).
        recorded = JSONObject(recorded.members + [(key: name, value: json)])
    }

    /// Runs `call` on the real module's input, on a real open; on a faked one there is none, and nothing runs.
    public func forward(_ call: (Input) throws -> Void) rethrows {
        guard let real, let input = real as? Input else { return }
        try call(input)
    }

    /// The recorded configuration: a fake module's state.
    public func moduleState() -> JSONValue { .object(recorded) }

    /// Makes calls forward to `input` (a real open).
    func attach(to input: AnyObject) {
        real = input
    }
}

/// A record as the runtime handles it, whatever its input type.
@MainActor
protocol AnyModuleInputRecord: AnyObject {
    var recorded: JSONObject { get }
    func attach(to input: AnyObject)
}

extension ModuleInputRecord: AnyModuleInputRecord {}
