/// An app-wide notice of "sync finished" that ignores cancellation (the
/// planted bug): a task waiting on it outlives the module that started it,
/// and the shell's leak check must name that task. Nothing in the fixture
/// ever posts the notice.
@MainActor
final class SyncNotifier {
    static let shared = SyncNotifier()

    private var waiting: [CheckedContinuation<Void, Never>] = []

    func syncFinished() async {
        await withCheckedContinuation { waiting.append($0) }
    }
}
