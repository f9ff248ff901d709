/// The state dump of SPEC §6: the clock, and every frame with its id, style,
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
        return .object(JSONObject(sortedMembers: [
            ("clock_ms", .integer(Int(clock.milliseconds))),
            ("schema", .string(schema)),
            ("stack", .array(stack.frames.map { frameValue($0, position: $0.index, renderer: renderer) })),
        ]))
    }

    /// The dump as text: sorted keys, two-space indentation, newline at the end.
    @MainActor
    public static func text(
        of stack: TransitionStack, clock: VirtualDuration, width: Int = ScreenRenderer.defaultWidth
    ) -> String {
        JSONTextEncoder(pretty: true).encode(make(of: stack, clock: clock, width: width), terminator: "\n")
    }

    /// One frame's object, its members listed in sorted order so no dictionary
    /// is built and nothing is sorted (100,000 frames in a deep dump).
    @MainActor
    private static func frameValue(_ frame: ModuleFrame, position: Int, renderer: ScreenRenderer) -> JSONValue {
        let screen = frame.makeScreen()
        let embedded = frame.embedded.enumerated().map { frameValue($1, position: $0, renderer: renderer) }
        var members: [JSONObject.Member] = []
        members.reserveCapacity(8)
        members.append(("embedded", .array(embedded)))
        members.append(("id", .string(frame.id.description)))
        members.append(("index", .integer(position)))
        members.append(("module", .string(frame.moduleName)))
        members.append(("screen", .object(JSONObject(sortedMembers: [
            ("lines", .array(renderer.renderLines(screen).map(JSONValue.string))),
            ("title", .string(screen.title)),
        ]))))
        if let slot = frame.slot { members.append(("slot", .string(slot))) }
        members.append(("state", frame.moduleState()))
        members.append(("style", .string(frame.style.rawValue)))
        return .object(JSONObject(sortedMembers: members))
    }
}
