/// When screens are coloured.
public enum ColorMode: String, Sendable, CaseIterable {
    case on, off
    /// Only when the output is a terminal.
    case auto
}

import ViperRuntime

/// What `set` changes, plus how the session was started.
public struct ShellSettings: Sendable, Equatable {
    /// The autosettle horizon (`set autosettle <duration>`): after every
    /// command, the work due within this long of the moment the command began
    /// runs, and the clock stops at the last work run; nil is `off`.
    public var autosettle: VirtualDuration? = ShellSettings.defaultAutosettleHorizon
    /// Print each command and the screens it leads to (`set echo`).
    public var echo = false
    public var color: ColorMode = .off
    /// Fail the scenario when it ends with work pending (`set strict on`, or `run --strict` for every scenario).
    public var strict = false
    /// The width screens are rendered at (`set width`).
    public var width = ShellSettings.defaultWidth
    /// Whether `width` tracks the terminal's width (an interactive session
    /// started without a width); `set width` turns it off.
    public var widthFollowsTerminal = false
    /// Whether output goes to a terminal whose user has not asked for no
    /// colour (decides `color auto`); false when `NO_COLOR` is set.
    public var outputIsColorableTerminal = false

    public init(
        autosettle: VirtualDuration? = ShellSettings.defaultAutosettleHorizon, echo: Bool = false, color: ColorMode = .off, width: Int = ShellSettings.defaultWidth,
        outputIsColorableTerminal: Bool = false
    ) {
        self.autosettle = autosettle
        self.echo = echo
        self.color = color
        self.width = width
        self.outputIsColorableTerminal = outputIsColorableTerminal
    }

    /// Whether screens printed now get colour.
    public var usesColor: Bool {
        switch color {
        case .on: return true
        case .off: return false
        case .auto: return outputIsColorableTerminal
        }
    }

    /// The horizon of `set autosettle on` (1 s covers service
    /// latency and debounces, not a 5 s banner).
    public static let defaultAutosettleHorizon = VirtualDuration.seconds(1)

    /// The narrowest and widest `set width` accepts.
    public static let widthRange = 20...1000

    /// `20 to 1000`: the range as messages and help texts write it.
    public static let widthRangeText = "\(widthRange.lowerBound) to \(widthRange.upperBound)"

    /// The width of screens when nothing else is said (the terminal, `--width`).
    public static let defaultWidth = ScreenRenderer.defaultWidth
}
