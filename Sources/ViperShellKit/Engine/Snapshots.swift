import ViperRuntime

/// Where snapshots live and what they hold.
enum Snapshots {
    /// `<script folder>/__snapshots__/<script name without .vsh>/<name>.txt`
    /// (see `Paths.snapshotFolder(forScript:)` for names made only of dots).
    static func path(forScript script: String, name: String) -> String {
        Paths.snapshotFolder(forScript: script) + "/" + name + ".txt"
    }

    /// The screen at width 80 without colour, ending with a newline.
    @MainActor
    static func text(of screen: Screen) -> String {
        ScreenRenderer(width: ScreenRenderer.defaultWidth, color: false).render(screen) + "\n"
    }

    /// The lines of a snapshot text (the final newline does not start a line).
    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
