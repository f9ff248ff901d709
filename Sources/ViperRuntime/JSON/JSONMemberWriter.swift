/// Writes one JSON object's braces, commas and member names straight into a
/// `JSONByteBuffer`, in `JSONTextEncoder`'s layout; the caller writes each
/// member's value after its name, with the encoder or directly.
///
/// For writers that know their members and their sorted order (the state
/// dump's frames): an object written this way has the bytes of encoding the
/// same `JSONObject`, without building it. Names must come sorted, each once.
struct JSONMemberWriter {
    /// The encoder whose layout (pretty or compact) the object follows.
    let encoder: JSONTextEncoder
    /// The indentation of the object's braces; members are one level deeper.
    let indent: Int
    /// The members written so far.
    private(set) var count = 0

    init(encoder: JSONTextEncoder, indent: Int) {
        self.encoder = encoder
        self.indent = indent
    }

    /// The indentation of the members' values.
    var memberIndent: Int { indent + 1 }

    /// The opening brace.
    func open(into output: inout JSONByteBuffer) {
        output.append(byte: UInt8(ascii: "{"))
    }

    /// The comma after the previous member, the line break and the name of
    /// the next, escaped as any string is.
    mutating func name(escaping name: String, into output: inout JSONByteBuffer) {
        separate(into: &output)
        JSONTextEncoder.writeQuoted(name, into: &output)
        output.append(encoder.pretty ? " : " : ":")
    }

    /// `name(escaping:into:)` for a name known when the code is written, which
    /// needs no escaping: a letter, digit or `_` in every byte (checked in
    /// debug builds).
    mutating func name(_ name: StaticString, into output: inout JSONByteBuffer) {
        assert(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount).allSatisfy {
            $0 == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        }, "\(name) needs escaping")
        separate(into: &output)
        output.append(byte: UInt8(ascii: "\""))
        output.append(name)
        output.append(encoder.pretty ? "\" : " : "\":")
    }

    /// The closing brace, on a line of its own when pretty; `{}` when no member was written.
    func close(into output: inout JSONByteBuffer) {
        if count > 0 { encoder.newline(indent, into: &output) }
        output.append(byte: UInt8(ascii: "}"))
    }

    private mutating func separate(into output: inout JSONByteBuffer) {
        if count > 0 { output.append(byte: UInt8(ascii: ",")) }
        count += 1
        encoder.newline(memberIndent, into: &output)
    }
}
