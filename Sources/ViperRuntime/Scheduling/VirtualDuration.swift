/// A span of virtual time, in whole milliseconds.
///
/// The runtime's clock is virtual: it moves only when a session advances it,
/// so timers and debounces behave the same on every run and every machine.
public struct VirtualDuration: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The span in whole milliseconds (negative for a span back in time).
    public var milliseconds: Int64

    /// A span of `milliseconds`.
    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    /// `value` milliseconds: `.milliseconds(300)`.
    public static func milliseconds(_ value: Int64) -> VirtualDuration { VirtualDuration(milliseconds: value) }
    /// `value` seconds, clamped to `min`...`max` like the arithmetic operators.
    public static func seconds(_ value: Int64) -> VirtualDuration { .milliseconds(1000) * value }
    /// No time at all.
    public static let zero = VirtualDuration(milliseconds: 0)

    public static func < (lhs: VirtualDuration, rhs: VirtualDuration) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// `300ms`, `2s`, `1500ms`: the form the command language reads.
    public var description: String {
        milliseconds % 1000 == 0 && milliseconds != 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
    }

    /// Reads `300ms`, `2s`, `1.5s`, `2m`: a non-negative number and a unit (`ms`, `s`, `m`).
    /// Returns nil for anything else, including fractions of a millisecond.
    public init?(parsing text: String) {
        let units: [(suffix: String, factor: Double)] = [("ms", 1), ("s", 1000), ("m", 60_000)]
        guard let unit = units.first(where: { text.hasSuffix($0.suffix) }) else { return nil }
        let number = text.dropLast(unit.suffix.count)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(number), value.isFinite
        else { return nil }
        let milliseconds = value * unit.factor
        guard milliseconds.rounded() == milliseconds, milliseconds <= 1e15 else { return nil }
        self.init(milliseconds: Int64(milliseconds))
    }
}
