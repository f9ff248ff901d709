/// One thing a module reports to its opener through its ModuleOutput,
/// declared on its registration so that a fake of the module can send it:
/// `emit CreateCar didCreateCar {"id": "c6", ...}` in a script decodes the
/// JSON as the event's payload and makes the call on the opener's output.
///
/// ```swift
/// ModuleRegistration(
///     CreateCar.key, summary: "...", view: CreateCarView.self, inputRecord: CreateCarInputRecord.init,
///     outputEvents: [
///         ModuleOutputEvent("didCreateCar", payload: Car.self) { (output: any CreateCarModuleOutput, car) in
///             output.didCreateCar(car)
///         },
///     ]
/// ) { context in ... }
/// ```
@MainActor
public struct ModuleOutputEvent {
    /// The name a script gives (`didCreateCar`), usually the output method's.
    public let name: String
    /// The payload's type name (`Car`), or nil for an event without one.
    package let payloadType: String?
    /// The output protocol's name, for messages.
    package let outputType: String
    /// Makes the call on `output` with `payload` (JSON), or says why it cannot.
    let send: @MainActor (_ output: any ModuleOutput, _ payload: JSONValue?) throws(FakeModuleError) -> Void

    /// An event that carries a value: `payload` decodes the JSON a script
    /// gives, and `send` calls the output with it.
    public init<Output, Payload: Decodable>(
        _ name: String, payload: Payload.Type, to output: Output.Type = Output.self,
        _ send: @escaping @MainActor (Output, Payload) -> Void
    ) {
        self.name = name
        payloadType = EndpointDeclaration.typeName("\(Payload.self)")
        outputType = "\(Output.self)"
        self.send = { output, json throws(FakeModuleError) in
            let typed = try Self.typed(output, as: Output.self, event: name)
            guard let json else { throw .missingPayload(event: name, type: EndpointDeclaration.typeName("\(Payload.self)")) }
            let value: Payload
            do throws(JSONValueDecodingError) {
                value = try JSONValueDecoder().decode(Payload.self, from: json)
            } catch {
                throw .payloadDoesNotDecode(event: name, path: error.path, message: error.message)
            }
            send(typed, value)
        }
    }

    /// An event without a value (`didCancel`).
    public init<Output>(_ name: String, to output: Output.Type = Output.self, _ send: @escaping @MainActor (Output) -> Void) {
        self.name = name
        payloadType = nil
        outputType = "\(Output.self)"
        self.send = { output, json throws(FakeModuleError) in
            let typed = try Self.typed(output, as: Output.self, event: name)
            guard json == nil else { throw .unexpectedPayload(event: name) }
            send(typed)
        }
    }

    /// `didCreateCar <Car>`, `didCancel`: as a fake's screen and `emit`'s messages show it.
    package var usage: String { name + (payloadType.map { " <\($0)>" } ?? "") }

    private static func typed<Output>(_ output: any ModuleOutput, as type: Output.Type, event: String) throws(FakeModuleError) -> Output {
        guard let typed = output as? Output else {
            throw .outputMismatch(event: event, expected: "\(Output.self)", found: "\(Swift.type(of: output))")
        }
        return typed
    }
}
