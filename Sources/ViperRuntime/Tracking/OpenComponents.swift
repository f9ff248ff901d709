/// The components of one open module as the live-object tracker holds them:
/// strongly, in fixed places (view, presenter, interactor, router, then the
/// helpers), so tracking a module allocates nothing but its helpers' list.
///
/// Positions run over `indices` in that order; a place is nil once its
/// component was let go of (or when the module has no such part).
@MainActor
struct OpenComponents {
    private var view: AnyObject?
    private var presenter: AnyObject?
    private var interactor: AnyObject?
    private var router: AnyObject?
    private var helpers: [AnyObject?]

    /// Positions of the four VIPER parts; helpers follow them.
    private static let helpersStart = 4

    init(_ module: AssembledModule) {
        view = module.view
        presenter = module.presenter
        interactor = module.interactor
        router = module.router
        helpers = module.helpers.isEmpty ? [] : module.helpers.map { $0 }
    }

    /// Every position, held or not.
    var indices: Range<Int> { 0..<(Self.helpersStart + helpers.count) }

    /// The component at `index`, while it is held.
    subscript(index: Int) -> AnyObject? {
        switch index {
        case 0: return view
        case 1: return presenter
        case 2: return interactor
        case 3: return router
        default: return helpers[index - Self.helpersStart]
        }
    }

    /// The part the component at `index` plays.
    func role(at index: Int) -> ComponentRole {
        switch index {
        case 0: return .view
        case 1: return .presenter
        case 2: return .interactor
        case 3: return .router
        default: return .helper
        }
    }

    /// The part the object with identity `id` plays, if it is one of the held components.
    func role(ofIdentity id: ObjectIdentifier) -> ComponentRole? {
        for index in indices {
            if let component = self[index], ObjectIdentifier(component) == id { return role(at: index) }
        }
        return nil
    }

    /// The part `object` plays, if it is one of the held components.
    func role(of object: AnyObject) -> ComponentRole? {
        for index in indices where self[index] === object { return role(at: index) }
        return nil
    }

    /// How many components are held.
    var heldCount: Int {
        var count = 0
        for index in indices where self[index] != nil { count += 1 }
        return count
    }

    /// Lets go of every component that nothing but this holds, which frees it
    /// (and so drops its own references), and again until no more is freed:
    /// a presenter is only this's once the view that held it is gone.
    /// Whatever stays held is kept alive by something else. Returns whether
    /// anything stays held.
    ///
    /// Usually one pass frees everything (the parts are checked in the order
    /// they own each other), and then no second pass, nor a count, is made.
    mutating func releaseUnshared() -> Bool {
        while true {
            var pass = ReleasePass()
            pass.releaseIfUnshared(&view)
            pass.releaseIfUnshared(&presenter)
            pass.releaseIfUnshared(&interactor)
            pass.releaseIfUnshared(&router)
            if !helpers.isEmpty { releaseUnsharedHelpers(in: &pass) }
            if !pass.keptAny { return false }
            if !pass.freedAny { return true }
        }
    }

    /// The helpers' part of a pass. Not inlined: inlined, the optimiser makes
    /// the helpers array unique before the `isEmpty` test, which copies the
    /// shared empty array of a module without helpers on every close.
    @inline(never)
    private mutating func releaseUnsharedHelpers(in pass: inout ReleasePass) {
        for index in helpers.indices { pass.releaseIfUnshared(&helpers[index]) }
    }

    /// What one pass of `releaseUnshared()` did.
    private struct ReleasePass {
        /// Whether the pass let go of a component (which may free others).
        var freedAny = false
        /// Whether the pass found a component something else holds.
        var keptAny = false

        /// Sets `place` to nil if it is the only reference to its object.
        mutating func releaseIfUnshared(_ place: inout AnyObject?) {
            guard place != nil else { return }
            if isKnownUniquelyReferenced(&place) {
                place = nil
                freedAny = true
            } else {
                keptAny = true
            }
        }
    }
}
