/// How a registration turns its module's presenter into the module's input
/// without a dynamic cast: a closure written where the concrete presenter
/// class is known (`{ $0 as? CarDetailPresenter }`), kept with the input
/// type it produces so an open asking for that type can use it.
///
/// Casting `any ModulePresenter` to a refined input protocol looks the
/// conformance up in the runtime (about a thousand instructions on every
/// open); a cast to a final class compares one pointer, and the upcast to
/// the input protocol is static.
final class TypedInputConversion<Input>: Sendable {
    /// The presenter as `Input`, or nil when it is not the expected class.
    let convert: @Sendable (any ModulePresenter) -> Input?

    init(_ convert: @escaping @Sendable (any ModulePresenter) -> Input?) {
        self.convert = convert
    }
}

/// A `TypedInputConversion` with its input type erased, as a registration stores it.
struct AnyTypedInputConversion: Sendable {
    private let inputType: ObjectIdentifier
    private let conversion: AnyObject & Sendable

    init<Input>(_ conversion: TypedInputConversion<Input>) {
        inputType = ObjectIdentifier(Input.self)
        self.conversion = conversion
    }

    /// `presenter` as `Input` when this conversion produces `Input` and the
    /// presenter is the class it expects; nil otherwise (the caller then casts).
    func input<Input>(of presenter: any ModulePresenter, as type: Input.Type) -> Input? {
        guard inputType == ObjectIdentifier(Input.self) else { return nil }
        return unsafeDowncast(conversion, to: TypedInputConversion<Input>.self).convert(presenter)
    }
}
