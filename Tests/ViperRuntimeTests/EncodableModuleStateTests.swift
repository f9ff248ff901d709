import Testing
import ViperRuntime

private struct ListState: Encodable {
    enum Filter: String, Encodable { case all, done }
    struct Item: Encodable {
        var title: String
        var done: Bool
    }

    var zeta = 1
    var items = [Item(title: "milk", done: false), Item(title: "eggs", done: true)]
    var filter = Filter.all
    var selected: Int? = nil
    var progress = 0.5
    var count: UInt8 = 2
    var undoDeadline: Int64? = 5_000
}

@MainActor
private final class ListPresenter: ModuleInput, EncodableModuleState {
    var state = ListState()
    var encodableState: ListState { state }
}

@MainActor
@Suite("Encodable module state")
struct EncodableModuleStateTests {
    @Test("an Encodable state becomes the dump's JSON: nested values, raw-value enums, numbers kept exact")
    func encodesNestedValues() {
        let presenter = ListPresenter()

        let state = presenter.moduleState()

        #expect(
            state == [
                "zeta": 1,
                "items": [["title": "milk", "done": false], ["title": "eggs", "done": true]],
                "filter": "all",
                "progress": 0.5,
                "count": 2,
                "undoDeadline": 5_000,
            ])
    }

    @Test("a nil optional member is left out")
    func nilIsOmitted() {
        let presenter = ListPresenter()
        presenter.state.undoDeadline = nil

        #expect(presenter.moduleState()["undoDeadline"] == nil)
    }

    @Test("the same state gives the same bytes every time, keys sorted")
    func deterministicText() {
        let presenter = ListPresenter()

        let first = JSONTextEncoder(pretty: false).encode(presenter.moduleState())
        let second = JSONTextEncoder(pretty: false).encode(ListPresenter().moduleState())

        #expect(first == second)
        #expect(first.hasPrefix(#"{"count":2,"filter":"all","items":"#))
    }

    @Test("a value JSON cannot hold is reported in the state instead of trapping")
    func nonFiniteIsReported() {
        let presenter = ListPresenter()
        presenter.state.progress = .infinity

        let state = presenter.moduleState()

        #expect(state["unencodable"] != nil)
        #expect(state["items"] == nil)
    }
}
