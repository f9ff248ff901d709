import Foundation
import ViperRuntime
import ViperShellEngine

// Test-only modules that call services through declared endpoints, for
// explore's faults. "Inbox" loads its messages on open (`inbox.fetch`, 100 ms)
// and on `reload`; `login <user> <password>` asks `inbox.login` (200 ms), and
// only a signed-in user can `compose`. The account is ada / s3cret, which
// nothing on screen gives away: explore reaches `compose` only through the
// examples the login action declares. `lookup` asks `inbox.lookUp`, which
// with `stuckLookUp` sleeps on the real clock: a stuck task inside a call.
// "Badge" is declared embed-only.

/// The endpoints the Inbox fixture declares and calls through.
enum InboxEndpoints {
    static let fetch = ServiceEndpoint<NoValue, [String]>("inbox.fetch", summary: "the messages") {
        InboxServiceError(message: $0)
    }
    static let login = ServiceEndpoint<InboxCredentials, Bool>("inbox.login", summary: "checks an account") {
        InboxServiceError(message: $0)
    }
    static let lookUp = ServiceEndpoint<NoValue, String>("inbox.lookUp", summary: "the sender's office") {
        InboxServiceError(message: $0)
    }
}

/// The input of `inbox.login` (the password is not logged).
struct InboxCredentials: Codable, Sendable {
    var user: String
}

/// What a failed Inbox call throws: its message is what the screen shows.
struct InboxServiceError: Error, Sendable {
    var message: String
}

@MainActor
enum InboxFixture {
    /// Where `reload` reads explore's crash journal ("" for nowhere), and what it read each time.
    static var journalPath = ""
    static var journalSnapshots: [String] = []

    /// A shell over Inbox and Badge; `examples` says whether `login` declares its
    /// example values; `describedFailure` plants a bug only a failed load shows:
    /// `reload` after a failure fails with `String(describing:)` of the error.
    /// `stuckLookUp` makes `inbox.lookUp` sleep on the real clock (a task stuck outside virtual time).
    static func configuration(examples: Bool = true, describedFailure: Bool = false, stuckLookUp: Bool = false) -> ShellConfiguration {
        ShellConfiguration(name: "inbox", width: 80, color: .off, registerModules: { registry, services in
            try services.endpoints.declare(InboxEndpoints.fetch)
            try services.endpoints.declare(InboxEndpoints.login)
            try services.endpoints.declare(InboxEndpoints.lookUp)
            if examples {
                try registry.register(inbox(InboxView.self, describedFailure: describedFailure, stuckLookUp: stuckLookUp))
            } else {
                try registry.register(inbox(InboxViewWithoutExamples.self, describedFailure: describedFailure, stuckLookUp: stuckLookUp))
            }
            try registry.register(ModuleRegistration(
                name: "Badge", summary: "Only ever embedded.", embeddedOnly: true, view: BadgeView.self
            ) { _ in
                let view = BadgeView()
                return AssembledModule(view: view, presenter: view.presenter, interactor: nil, router: nil)
            })
        })
    }
}

extension InboxFixture {
    /// Inbox with `View` as its view.
    static func inbox<View: InboxScreen>(_ view: View.Type, describedFailure: Bool, stuckLookUp: Bool) -> ModuleRegistration {
        ModuleRegistration(name: "Inbox", summary: "Messages loaded through declared endpoints.", view: View.self) { context in
            let presenter = InboxPresenter(services: context.services)
            presenter.describedFailure = describedFailure
            presenter.stuckLookUp = stuckLookUp
            let view = View(presenter: presenter)
            presenter.load()
            return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
        }
    }
}

/// The two Inbox views share their screen; they differ in `login`'s declaration.
@MainActor
protocol InboxScreen: TerminalView {
    var presenter: InboxPresenter { get }
    init(presenter: InboxPresenter)
}

extension InboxScreen {
    func makeScreen() -> Screen {
        var lines: [Screen.Line] = presenter.messages.enumerated().map { .row(number: $0 + 1, text: $1) }
        lines.append(.field(label: "Signed in", value: presenter.user ?? "no"))
        if let problem = presenter.problem { lines.append(.message(problem, severity: .error)) }
        if presenter.loading { lines.append(.text("Loading...")) }
        if let office = presenter.office { lines.append(.field(label: "Office", value: office)) }
        return Screen(title: "Inbox", lines: lines)
    }
}

/// Inbox, with `login`'s example values declared.
final class InboxView: InboxScreen {
    static let actions: ViewActions<InboxView> = [
        .action("reload", help: "Loads the messages again.") { try $0.presenter.reload() },
        .action(
            "login", .word("user").examples("ada"), .word("password").examples("s3cret"), help: "Signs in."
        ) { $0.presenter.logIn(user: $1, password: $2) },
        .action("compose", help: "Writes a message (signed in only).") { try $0.presenter.compose() },
        .action("lookup", help: "Looks the sender up.") { $0.presenter.lookUp() },
    ]

    let presenter: InboxPresenter
    init(presenter: InboxPresenter) { self.presenter = presenter }
}

/// Inbox, with `login` declared without examples.
final class InboxViewWithoutExamples: InboxScreen {
    static let actions: ViewActions<InboxViewWithoutExamples> = [
        .action("reload", help: "Loads the messages again.") { try $0.presenter.reload() },
        .action("login", .word("user"), .word("password"), help: "Signs in.") { $0.presenter.logIn(user: $1, password: $2) },
        .action("compose", help: "Writes a message (signed in only).") { try $0.presenter.compose() },
        .action("lookup", help: "Looks the sender up.") { $0.presenter.lookUp() },
    ]

    let presenter: InboxPresenter
    init(presenter: InboxPresenter) { self.presenter = presenter }
}

/// Inbox's state and its calls; each call runs in a task it keeps, cancelled by the next.
@MainActor
final class InboxPresenter: ModuleInput, ModuleStateProviding {
    private(set) var messages: [String] = []
    private(set) var user: String?
    private(set) var problem: String?
    private(set) var loading = false
    private(set) var drafts = 0
    private(set) var office: String?
    var describedFailure = false
    var stuckLookUp = false
    private var lastError: (any Error)?

    private let services: SessionServices
    private var loadTask: Task<Void, Never>?
    private var loginTask: Task<Void, Never>?

    init(services: SessionServices) {
        self.services = services
    }

    func load() {
        loadTask?.cancel()
        loading = true
        loadTask = Task { [weak self, services] in
            do {
                let clock = services.clock
                let messages = try await services.call(InboxEndpoints.fetch, NoValue()) {
                    try await clock.sleep(for: .milliseconds(100))
                    return ["Welcome", "Your order shipped"]
                }
                self?.messages = messages
                self?.problem = nil
            } catch is CancellationError {
                return
            } catch {
                self?.lastError = error
                self?.problem = "Could not load messages: " + ((error as? InboxServiceError)?.message ?? "unknown failure")
            }
            self?.loading = false
        }
    }

    /// `reload`: notes the crash journal when asked to, then loads.
    func reload() throws {
        if !InboxFixture.journalPath.isEmpty {
            InboxFixture.journalSnapshots.append((try? String(contentsOfFile: InboxFixture.journalPath, encoding: .utf8)) ?? "")
        }
        if describedFailure, problem != nil, let lastError { throw ViewActionError(String(describing: lastError)) }
        load()
    }

    func logIn(user: String, password: String) {
        loginTask?.cancel()
        loginTask = Task { [weak self, services] in
            do {
                let clock = services.clock
                let accepted = try await services.call(InboxEndpoints.login, InboxCredentials(user: user)) {
                    try await clock.sleep(for: .milliseconds(200))
                    return user == "ada" && password == "s3cret"
                }
                self?.user = accepted ? user : nil
                self?.problem = accepted ? nil : "Wrong user or password"
            } catch is CancellationError {
                return
            } catch {
                self?.problem = "Could not sign in: " + ((error as? InboxServiceError)?.message ?? "unknown failure")
            }
        }
    }

    func lookUp() {
        Task { [weak self, services, stuckLookUp] in
            let clock = services.clock
            let office = try? await services.call(InboxEndpoints.lookUp, NoValue()) {
                if stuckLookUp {
                    try await ContinuousClock().sleep(for: .seconds(3600))
                } else {
                    try await clock.sleep(for: .milliseconds(50))
                }
                return "Research"
            }
            self?.office = office
        }
    }

    func compose() throws {
        guard user != nil else { throw ViewActionError("sign in first") }
        drafts += 1
    }

    func moduleState() -> JSONValue {
        ["messages": .array(messages.map { .string($0) }), "signedIn": .bool(user != nil), "drafts": .integer(drafts)]
    }
}

/// A module made only to sit in another's slot.
final class BadgeView: TerminalView {
    static let actions: ViewActions<BadgeView> = [.action("tap", help: "Taps the badge.") { $0.presenter.taps += 1 }]

    let presenter = BadgePresenter()

    func makeScreen() -> Screen { Screen(title: "Badge", lines: [.field(label: "Taps", value: "\(presenter.taps)")]) }
}

/// What the badge counts.
final class BadgePresenter: ModuleInput, ModuleStateProviding {
    var taps = 0

    func moduleState() -> JSONValue { ["taps": .integer(taps)] }
}
