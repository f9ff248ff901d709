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
    /// The bytes of encoding `make(of:clock:width:)` with `JSONTextEncoder`,
    /// written frame by frame without building the value.
    @MainActor
    public static func text(
        of stack: TransitionStack, clock: VirtualDuration, width: Int = ScreenRenderer.defaultWidth
    ) -> String {
        let frames = FrameWriter(stack: stack, width: width)
        return frames.encoder.encode(
            JSONObject(sortedMembers: leadingMembers(clock: clock)), thenArrayNamed: "stack", count: frames.count,
            writeElement: { frames.write($0, indent: $1, into: &$2) }, terminator: "\n")
    }

    /// Writes the dump's text (the bytes of `text(of:clock:width:)`) to `sink`
    /// in chunks, one frame at a time: neither the dump's value nor its text
    /// exists whole, so a 100,000-deep dump touches little fresh memory.
    @MainActor
    public static func write<Failure: Error>(
        of stack: TransitionStack, clock: VirtualDuration, width: Int = ScreenRenderer.defaultWidth,
        to sink: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) {
        let frames = FrameWriter(stack: stack, width: width)
        try frames.encoder.write(
            JSONObject(sortedMembers: leadingMembers(clock: clock)), thenArrayNamed: "stack", count: frames.count,
            writeElement: { frames.write($0, indent: $1, into: &$2) }, terminator: "\n", to: sink)
    }

    /// The stack's frames, each written when the encoder reaches it, for `text` and `write` alike.
    @MainActor
    private struct FrameWriter {
        let frames: [ModuleFrame]
        let renderer: ScreenRenderer
        let encoder = JSONTextEncoder(pretty: true)

        init(stack: TransitionStack, width: Int) {
            frames = stack.frames
            renderer = ScreenRenderer(width: width, color: false)
        }

        var count: Int { frames.count }

        func write(_ position: Int, indent: Int, into output: inout JSONByteBuffer) {
            writeFrame(frames[position], position: frames[position].index, renderer: renderer,
                       encoder: encoder, indent: indent, into: &output)
        }
    }

    /// Writes one frame's object as `frameValue` would encode, member by
    /// member, without the value in between: a deep dump writes 100,000 of
    /// them, and building each value cost as much as writing it (a frame
    /// 26.4k instructions through the value, 19.2k without; a 100,000-deep
    /// dump 0.45 s, then 0.28 s). StateDumpTests hold it to the value's bytes.
    /// The members are `frameValue`'s, in the same sorted order.
    @MainActor
    private static func writeFrame(
        _ frame: ModuleFrame, position: Int, renderer: ScreenRenderer,
        encoder: JSONTextEncoder, indent: Int, into output: inout JSONByteBuffer
    ) {
        let screen = frame.makeScreen()
        var members = JSONMemberWriter(encoder: encoder, indent: indent)
        let inner = members.memberIndent
        members.open(into: &output)
        members.name("embedded", into: &output)
        let embedded = frame.embedded
        encoder.writeArray(count: embedded.count, indent: inner, into: &output) { slotPosition, indent, output in
            writeFrame(embedded[slotPosition], position: slotPosition, renderer: renderer,
                       encoder: encoder, indent: indent, into: &output)
        }
        // A fake frame (a module tested alone asked for it) says so.
        if frame.fake != nil {
            members.name("fake", into: &output)
            output.append("true")
        }
        members.name("id", into: &output)
        // `frame.id.description`, written from its parts.
        output.append(byte: UInt8(ascii: "\""))
        JSONTextEncoder.writeEscaped(frame.id.module, into: &output)
        output.append(byte: UInt8(ascii: "#"))
        output.append(integer: frame.id.number)
        output.append(byte: UInt8(ascii: "\""))
        members.name("index", into: &output)
        output.append(integer: position)
        members.name("module", into: &output)
        JSONTextEncoder.writeQuoted(frame.moduleName, into: &output)
        members.name("screen", into: &output)
        var screenMembers = JSONMemberWriter(encoder: encoder, indent: inner)
        screenMembers.open(into: &output)
        screenMembers.name("lines", into: &output)
        let lines = renderer.renderLines(screen)
        encoder.writeArray(count: lines.count, indent: inner + 1, into: &output) { line, _, output in
            JSONTextEncoder.writeQuoted(lines[line], into: &output)
        }
        screenMembers.name("title", into: &output)
        JSONTextEncoder.writeQuoted(screen.title, into: &output)
        screenMembers.close(into: &output)
        if let slot = frame.slot {
            members.name("slot", into: &output)
            JSONTextEncoder.writeQuoted(slot, into: &output)
        }
        members.name("state", into: &output)
        encoder.write(frame.moduleState(), indent: inner, into: &output)
        members.name("style", into: &output)
        JSONTextEncoder.writeQuoted(frame.style.rawValue, into: &output)
        members.close(into: &output)
    }

    /// One frame's object, its members listed in sorted order so no dictionary
    /// is built and nothing is sorted. `writeFrame` writes the same members.
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
