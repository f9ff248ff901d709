/// Something a team knows must be true of its modules after every step of a
/// session, stated in Swift over the modules' typed states and the session's
/// services: "the list shows the favourites the server saved", "one order
/// per checkout", "a failed load offers `retry`".
///
/// A feature declares its invariants in the registry when it registers its
/// modules (a shell's configuration can declare more in its closure):
///
/// ```swift
/// try registry.declare(SessionInvariant("one order per checkout") { session in
///     guard let backend = session.service(ShopBackend.self) else { return .holds }
///     let repeated = backend.checkoutsOrderedMoreThanOnce
///     return repeated.isEmpty ? .holds : .broken("\(repeated[0]) was ordered twice")
/// })
/// ```
///
/// `explore` checks every declared invariant after every step and names the
/// one that broke; a scenario checks them with `expect invariant <name>`,
/// `expect invariants`, or after every step with `expect always invariants`.
/// A check only reads: it runs between steps, and what it changes would
/// change the session it judges.
public struct SessionInvariant: Sendable {
    /// What a check found.
    public enum Outcome: Sendable, Equatable {
        /// The invariant holds.
        case holds
        /// It does not; the text says what was found, in the feature's words
        /// (`row 2 shows Apples as a favourite, the server has it unstarred`).
        case broken(String)
    }

    /// A declaration the registry refuses.
    public enum DeclarationError: Error, Equatable, CustomStringConvertible {
        /// Another invariant has this name.
        case duplicate(String)
        /// The name is empty or holds a control character (it is shown in reports and written in scripts).
        case invalidName(String)

        public var description: String {
            switch self {
            case .duplicate(let name): return "an invariant named '\(TerminalEscaping.displayed(name))' is already declared"
            case .invalidName(let name):
                return "'\(TerminalEscaping.displayed(name))' is not a valid invariant name (not empty, no control characters)"
            }
        }
    }

    /// Names the invariant in reports and in `expect invariant <name>`.
    public let name: String
    private let check: @MainActor @Sendable (InvariantContext) -> Outcome

    /// An invariant called `name`, which `check` decides over the session as it is after a step.
    public init(_ name: String, check: @escaping @MainActor @Sendable (InvariantContext) -> Outcome) {
        self.name = name
        self.check = check
    }

    /// Whether it holds in `session` now.
    @MainActor
    package func evaluate(in session: ViperSession) -> Outcome {
        check(InvariantContext(session: session))
    }

    /// Whether `name` can name an invariant: not empty, no control characters.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.unicodeScalars.contains(where: TerminalEscaping.isUnsafe)
    }
}

extension ModuleRegistry {
    /// Declares `invariant` for every session of this registry's modules; a
    /// name declared before, or an empty one, is refused (nothing is added).
    public func declare(_ invariant: SessionInvariant) throws(SessionInvariant.DeclarationError) {
        guard SessionInvariant.isValidName(invariant.name) else { throw .invalidName(invariant.name) }
        guard !invariants.contains(where: { $0.name == invariant.name }) else { throw .duplicate(invariant.name) }
        invariants.append(invariant)
    }
}
