/// The actions a view offers, each declared with its typed parameters, its
/// handler and when it is available, in one place:
///
/// ```swift
/// static let actions: ViewActions<CarsListView> = [
///     .action("select", .row(), help: "show the car in row n", suggest: { $0.output.rowNumbers }) {
///         try $0.output.didSelectRow($1)
///     },
///     .action("refresh", help: "reload the cars") { $0.output.didTriggerRefreshEvent() },
/// ]
/// ```
///
/// Declarations are static (the registry checks their names when a module
/// registers); a handler receives the view it runs on, so nothing here holds
/// a view and no declaration can keep a module alive.
public struct ViewActions<View: AnyObject>: Sendable, ExpressibleByArrayLiteral {
    public let handlers: [ViewActionHandler<View>]
    /// The handlers' action names, by position: finding a name here needs
    /// none of the generic code that searching the handlers themselves runs
    /// on every action.
    @usableFromInline let names: NameIndex
    /// The declarations, in order: what `actions`, `help` and completion list.
    /// Made once with the handlers: every session registers every module,
    /// and each registration reads them.
    public let declarations: [ViewAction]

    public init(_ handlers: [ViewActionHandler<View>]) {
        self.handlers = handlers
        // Closures, not key paths (`map(\.action)`): in this generic code a key path is
        // made at run time for each view type, which was 0.38M of the 3.0M instructions
        // a `run` worker spent before its first scenario (callgrind, release build).
        self.names = NameIndex(names: handlers.map { $0.action.name })
        self.declarations = handlers.map { $0.action }
    }

    public init(arrayLiteral handlers: ViewActionHandler<View>...) {
        self.init(handlers)
    }

    /// The handler of the action called `name`. Inlinable, like the rest of
    /// an action's path, so a feature's module gets it specialised for its
    /// view: generic code here would look up `ViewActionHandler<View>`'s
    /// metadata at run time on every action.
    @inlinable
    public func handler(named name: String) -> ViewActionHandler<View>? {
        guard let index = names.position(of: name) else { return nil }
        return handlers[index]
    }

    /// Why the action called `name` cannot be used on `view` now, or nil
    /// (also for an unknown name). Reads the one closure in place instead of
    /// copying the whole handler out.
    @inlinable @MainActor
    func unavailableReason(ofAction name: String, on view: View) -> String? {
        guard let index = names.position(of: name), let availability = handlers[index].availability else { return nil }
        return availability(view)
    }

    /// Runs the action called `name` on `view` with `words`; false when no
    /// action has that name. Calls the handler in place (see `unavailableReason(ofAction:on:)`).
    @inlinable @MainActor
    func perform(action name: String, on view: View, words: [String]) throws -> Bool {
        guard let index = names.position(of: name) else { return false }
        try handlers[index].perform(on: view, words: words)
        return true
    }
}

/// One declared action of a `View`: its declaration, the typed handler the
/// runtime calls once the words passed the check, its availability, and the
/// values completion offers for its first parameter.
public struct ViewActionHandler<View: AnyObject>: Sendable {
    /// Why the action cannot be used on `view` now (`nothing to undo`), or nil.
    public typealias Availability = @MainActor @Sendable (_ view: View) -> String?
    /// Values worth offering now for the action's first parameter (row numbers).
    public typealias Suggestions = @MainActor @Sendable (_ view: View) -> [String]

    public let action: ViewAction
    @usableFromInline let availability: Availability?
    let suggestions: Suggestions?
    @usableFromInline let run: @MainActor @Sendable (View, ActionArguments) throws -> Void

    @usableFromInline
    init(
        _ action: ViewAction, availability: Availability?, suggestions: Suggestions?,
        run: @escaping @MainActor @Sendable (View, ActionArguments) throws -> Void
    ) {
        self.action = action
        self.availability = availability
        self.suggestions = suggestions
        self.run = run
    }

    /// Checks `words` against the declaration, then calls the handler with typed values.
    @MainActor @inlinable
    func perform(on view: View, words: [String]) throws {
        try run(view, ActionArguments.check(words, against: action))
    }

    // MARK: - Declaring

    /// An action without parameters.
    public static func action(
        _ name: String, help: String, available: Availability? = nil,
        _ handler: @escaping @MainActor @Sendable (View) throws -> Void
    ) -> ViewActionHandler {
        ViewActionHandler(ViewAction(name, help: help), availability: available, suggestions: nil) { view, _ in
            try handler(view)
        }
    }

    /// An action with one parameter; the handler receives its typed value.
    /// Inlinable (as is the two-parameter one) so the handler's reading of its
    /// value is specialised where the view declares it.
    @inlinable
    public static func action<A>(
        _ name: String, _ first: ActionInput<A>, help: String, available: Availability? = nil,
        suggest: Suggestions? = nil, _ handler: @escaping @MainActor @Sendable (View, A) throws -> Void
    ) -> ViewActionHandler {
        let action = ViewAction(name, [first.parameter], help: help)
        return ViewActionHandler(action, availability: available, suggestions: suggest) { view, arguments in
            try handler(view, arguments.value(of: first, for: action))
        }
    }

    /// An action with two parameters; the handler receives their typed values.
    @inlinable
    public static func action<A, B>(
        _ name: String, _ first: ActionInput<A>, _ second: ActionInput<B>, help: String,
        available: Availability? = nil, suggest: Suggestions? = nil,
        _ handler: @escaping @MainActor @Sendable (View, A, B) throws -> Void
    ) -> ViewActionHandler {
        let action = ViewAction(name, [first.parameter, second.parameter], help: help)
        return ViewActionHandler(action, availability: available, suggestions: suggest) { view, arguments in
            try handler(view, arguments.value(of: first, for: action), arguments.value(of: second, for: action))
        }
    }
}

extension ActionArguments {
    /// The typed value of `input` among checked arguments. The check already
    /// refused any word `input` cannot read; the error guards a declaration
    /// whose kind and reader disagree.
    @inlinable
    func value<Value>(of input: ActionInput<Value>, for action: ViewAction) throws(ActionArgumentError) -> Value {
        guard let value = input.read(text(input.parameter.name)) else {
            throw ActionArgumentError(action: action, message: "\(input.parameter.usage) cannot be read")
        }
        return value
    }
}
