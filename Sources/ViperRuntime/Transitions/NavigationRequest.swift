/// One request a module made to open, present, embed or close a module, as
/// the navigation log keeps it: who asked, for what, how, with which input,
/// when, and what came of it (the frame opened, real or fake, or the error).
///
/// A test reads the log typed (`SessionTester.navigation`), a script asserts
/// it (`expect opened CarDetail by push with carId == c2`) and `navigation`
/// lists it.
public struct NavigationRequest: Sendable, Equatable, CustomStringConvertible {
    /// What was asked.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// Open the module on top of the stack, as in a navigation stack.
        case push
        /// Open the module modally on top of the stack.
        case present
        /// Place the module in this slot of the requesting module.
        case embed(slot: String)
        /// Close the requesting module (`closeCurrentModule()`).
        case close
        /// Close every module above the root, the requesting one among them (`closeToRootModule()`).
        case closeToRoot

        /// `push`, `present`, `embed in list`, `close`, `close to root`.
        public var description: String {
            switch self {
            case .push: return "push"
            case .present: return "present"
            case .embed(let slot): return "embed in \(slot)"
            case .close: return "close"
            case .closeToRoot: return "close to root"
            }
        }

        /// Whether the request opens a module (push, present or embed).
        public var isOpen: Bool {
            switch self {
            case .push, .present, .embed: return true
            case .close, .closeToRoot: return false
            }
        }
    }

    /// The virtual time of the request.
    public var time: VirtualDuration
    /// The frame whose module asked (its router, a route object it used).
    public var from: FrameID
    /// The module asked for: the one to open, or, for a close, the requesting
    /// module itself (it closes, with everything above it).
    public var module: String
    /// What was asked: push, present, embed, close or close to root.
    public var kind: Kind
    /// What the opened module was configured with, as JSON: what its input
    /// record recorded (see `ModuleInputRecord`), else the parameters of an
    /// open by parameters, else `null`. `null` for closes.
    public var input: JSONValue
    /// The frame opened (or closed), when the request succeeded.
    public var frame: FrameID?
    /// Whether a fake frame answered the request instead of the module (see `SessionTester.open(_:alone:configure:)`).
    public var isFake: Bool
    /// Why the request failed (undeclared, a wiring error), when it did.
    public var failure: String?

    package init(
        time: VirtualDuration, from: FrameID, module: String, kind: Kind, input: JSONValue = .null, frame: FrameID? = nil,
        isFake: Bool = false, failure: String? = nil
    ) {
        self.time = time
        self.from = from
        self.module = module
        self.kind = kind
        self.input = input
        self.frame = frame
        self.isFake = isFake
        self.failure = failure
    }

    /// Whether the request asked to open `key`'s module.
    public func opens<Input>(_ key: ModuleKey<Input>) -> Bool {
        kind.isOpen && module == key.name
    }

    /// The input decoded as `type` (an input record's `Codable` twin, or the
    /// parameters as a struct); throws naming the JSON path that does not fit.
    public func input<Value: Decodable>(as type: Value.Type) throws -> Value {
        try JSONValueDecoder().decode(type, from: input)
    }

    /// `200ms  CarsList#1  push CarDetail  {"carId":"c2"}  → CarDetail#1 (fake)`.
    public var description: String {
        var text = "\(time.milliseconds)ms  \(from)  \(kind) \(module)"
        if kind.isOpen { text += "  " + JSONTextEncoder(pretty: false).encode(input) }
        if let failure {
            text += "  failed: \(failure)"
        } else if let frame, kind.isOpen {
            text += "  → \(frame)" + (isFake ? " (fake)" : "")
        }
        return text
    }
}
