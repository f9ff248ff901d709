import ViperRuntime

/// What every audit module offers whoever opens it: nothing to configure.
@MainActor
public protocol ProbeInput: ModuleInput {}

/// An audit module's presenter: what its tasks did, in order. Scenarios read
/// it with `expect state log contains <entry>` and on the screen.
@MainActor
final class ProbePresenter: ProbeInput, EncodableModuleState {
    struct State: Encodable {
        var log: [String] = []
    }

    private(set) var state = State()
    var encodableState: State { state }

    func note(_ entry: String) {
        state.log.append(entry)
    }
}

/// The screen of an audit module: its name, then what its tasks did.
@MainActor
func probeScreen(_ title: String, _ presenter: ProbePresenter) -> Screen {
    Screen(title: title, lines: presenter.state.log.isEmpty ? [.text("(nothing yet)")] : presenter.state.log.map { .text($0) })
}

/// Continuations a module left waiting, for its `release` action to resume.
@MainActor
final class Parking {
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func park() async {
        await withCheckedContinuation { waiting.append($0) }
    }

    func releaseAll() {
        let resumed = waiting
        waiting = []
        for continuation in resumed { continuation.resume() }
    }
}
