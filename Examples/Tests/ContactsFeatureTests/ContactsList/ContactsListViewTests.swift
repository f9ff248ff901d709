import Testing
import ViperRuntimeTesting
@testable import ContactsFeature

@MainActor
@Suite("ContactsList view")
struct ContactsListViewTests {
    final class OutputSpy: ContactsListViewOutput {
        var events: [String] = []
        func didTriggerViewReadyEvent() { events.append("ready") }
        func didSelectRow(_ number: Int) throws { events.append("select \(number)") }
        func didTriggerRefreshEvent() { events.append("refresh") }
        func didTriggerRetryEvent() { events.append("retry") }
    }

    let output = OutputSpy()
    let view: ContactsListView

    init() {
        view = ContactsListView(output: output)
    }

    @Test func whileLoadingItSaysSo() {
        // given
        view.update(with: ContactsListViewModel(title: "Contacts: personal", rows: [], notice: "Loading contacts..."))
        // then
        #expect(view.makeScreen().lines == [.message("Loading contacts...", severity: .info)])
    }

    @Test func contactsAreNumberedRows() {
        // given
        view.update(with: ContactsListViewModel(title: "Contacts: work", rows: ["Edsger Dijkstra", "Barbara Liskov"]))
        // when
        let screen = view.makeScreen()
        // then
        #expect(screen.title == "Contacts: work")
        #expect(screen.lines == [.row(number: 1, text: "Edsger Dijkstra"), .row(number: 2, text: "Barbara Liskov")])
    }

    @Test func retryIsAvailableOnlyAfterAFailedLoad() throws {
        // given
        let retry = try ContactsListView.declaredAction(named: "retry")
        view.update(with: ContactsListViewModel(title: "Contacts", rows: []))
        // then
        #expect(view.unavailableReason(for: retry) == "nothing failed")
        // when
        view.update(with: ContactsListViewModel(title: "Contacts", rows: [], error: "Could not load contacts: offline"))
        // then
        #expect(view.unavailableReason(for: retry) == nil)
        #expect(view.makeScreen().lines == [.message("Could not load contacts: offline", severity: .error)])
        try view.performAction("retry")
        #expect(output.events == ["retry"])
    }
}
