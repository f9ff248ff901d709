/// The state dump: the clock, and every frame with its id, style,
/// rendered screen, module state and embedded children.
///
///     {
///       "clock_ms" : 0,
///       "schema" : "viper-shell/dump@1",
///       "stack" : [ { "embedded" : [], "id" : "CarsList#1", "index" : 0, ... } ]
///     }
///
/// Screens are rendered at a fixed width without colour, so a dump depends
/// only on the session, never on the terminal it was taken from.
public enum StateDump {
    public static let schema = "viper-shell/dump@1"

    /// The dump of `stack` at virtual time `clock`.
    @MainActor
    public static func make(
        of stack: TransitionStack, clock: VirtualDuration, width: Int = ScreenRenderer.defaultWidth
    ) -> JSONValue {
        let renderer = ScreenRenderer(width: width, color: false)
        // A loop, not `map`: a closure here would check the main actor once per frame.
        var frames: [JSONValue] = []
        frames.reserveCapacity(stack.frames.count)
        for frame in stack.frames { frames.append(frameValue(frame, position: frame.index, renderer: renderer)) }
        return .object(JSONObject(sortedMembers: leadingMembers(clock: clock) + [("stack", .array(frames))]))
    }

    /// The dump's members that sort before `stack`, for `make` and `write` alike.
    private static func leadingMembers(clock: VirtualDuration) -> [JSONObject.Member] {
        [("clock_ms", .integer(Int(clock.milliseconds))), ("schema", .string(schema))]
    }

    /// The dump as text: sorted keys, two-space indentation, newline at the end.
    @MainActor
    public static func text(
        of stack: TransitionStack, clock: VirtualDuration, width: Int = ScreenRenderer.defaultWidth
    ) -> String {
        JSONTextEncoder(pretty: true).encode(make(of: stack, clock: clock, width: width), terminator: "\n")
    }

    /// Writes the dump's text (the bytes of `text(of:clock:width:)`) to `sink`
    /// in chunks, one frame at a time: neither the dump's value nor its text
    /// exists whole, so a 100,000-deep dump touches little fresh memory.
    @MainActor
    public static func write<Failure: Error>(
        of stack: TransitionStack, clock: VirtualDuration, width: Int = ScreenRenderer.defaultWidth,
        to sink: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) {
        let renderer = ScreenRenderer(width: width, color: false)
        let frames = stack.frames
        try JSONTextEncoder(pretty: true).write(
            JSONObject(sortedMembers: leadingMembers(clock: clock)),
            thenArrayNamed: "stack", count: frames.count,
            element: { frameValue(frames[$0], position: frames[$0].index, renderer: renderer) },
            terminator: "\n", to: sink)
    }

    /// One frame's object, its members listed in sorted order so no dictionary
    /// is built and nothing is sorted (100,000 frames in a deep dump).
    @MainActor
    private static func frameValue(_ frame: ModuleFrame, position: Int, renderer: ScreenRenderer) -> JSONValue {
        let screen = frame.makeScreen()
        var embedded: [JSONValue] = []
        for (slotPosition, child) in frame.embedded.enumerated() {
            embedded.append(frameValue(child, position: slotPosition, renderer: renderer))
        }
        let lines = renderer.renderLines(screen)
        let screenValue = JSONValue.object(JSONObject(sortedMembers: [
            ("lines", .array(lines.map(JSONValue.string))), ("title", .string(screen.title)),
        ]))
        // Appended one by one into room for all nine: no array is grown or built only to be appended.
        var members: [JSONObject.Member] = []
        members.reserveCapacity(9)
        members.append(("embedded", .array(embedded)))
        // A fake frame (a module tested alone asked for it) says so.
        if frame.fake != nil { members.append(("fake", .bool(true))) }
        members.append(("id", .string(frame.id.description)))
        members.append(("index", .integer(position)))
        members.append(("module", .string(frame.moduleName)))
        members.append(("screen", screenValue))
        if let slot = frame.slot { members.append(("slot", .string(slot))) }
        members.append(("state", frame.moduleState()))
        members.append(("style", .string(frame.style.rawValue)))
        return .object(JSONObject(sortedMembers: members))
    }
}
