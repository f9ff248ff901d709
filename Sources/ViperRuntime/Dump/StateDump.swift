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
        return .object([
            "clock_ms": .integer(Int(clock.milliseconds)),
            "schema": .string(schema),
            "stack": .array(stack.frames.map { frameValue($0, position: $0.index, renderer: renderer) }),
        ])
    }

    /// The dump as text: sorted keys, two-space indentation, newline at the end.
    @MainActor
    public static func text(
        of stack: TransitionStack, clock: VirtualDuration, width: Int = ScreenRenderer.defaultWidth
    ) -> String {
        JSONTextEncoder(pretty: true).encode(make(of: stack, clock: clock, width: width)) + "\n"
    }

    @MainActor
    private static func frameValue(_ frame: ModuleFrame, position: Int, renderer: ScreenRenderer) -> JSONValue {
        let screen = frame.makeScreen()
        var members: [String: JSONValue] = [
            "embedded": .array(frame.embedded.enumerated().map { frameValue($1, position: $0, renderer: renderer) }),
            "id": .string(frame.id.description),
            "index": .integer(position),
            "module": .string(frame.moduleName),
            "screen": .object([
                "title": .string(screen.title),
                "lines": .array(renderer.renderLines(screen).map(JSONValue.string)),
            ]),
            "state": frame.moduleState(),
            "style": .string(frame.style.rawValue),
        ]
        if let slot = frame.slot { members["slot"] = .string(slot) }
        return .object(members)
    }
}
