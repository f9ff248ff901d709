import Foundation
import ViperRuntime
import ViperShellEngine

// Test-only modules with one planted fault each, to show that explore finds
// real bugs. "Faulty" is a root with a list of three rows; "FaultyDetail"
// is pushed by `inspect`. Every action behaves unless the module's fault says otherwise.

/// The bug a configuration plants.
enum PlantedFault: Sendable {
    /// None: a well-behaved module.
    case none
    /// FaultyDetail's presenter keeps its view strongly: closing it leaks both.
    case retainCycle
    /// `label` shows the typed text as a field label, which the renderer does not wrap.
    case typedTextAsLabel
    /// `rename` with a long name fails with `String(describing:)` of an error enum.
    case describedError
    /// `rename` with a long name repeats it, unescaped, in its message.
    case unescapedMessage
    /// Each presenter takes a number from a static counter and shows it in its state.
    case staticCounter
    /// Each action records whether the crash journal already holds it.
    case journalWitness
}

/// What the planted modules share across instances (on purpose, for the faults).
@MainActor
enum PlantedFaults {
    /// The static counter of `.staticCounter`.
    static var instances = 0
    /// Where `.journalWitness` reads the journal, and what it saw: one entry per action.
    static var journalPath = ""
    static var journalChecks: [(holdsStep: Bool, endsWithStep: Bool)] = []

    static let rows = ["alpha", "beta", "gamma"]

    /// A shell over Faulty and FaultyDetail with `fault` planted, at `width`.
    static func configuration(_ fault: PlantedFault, width: Int = 80) -> ShellConfiguration {
        ShellConfiguration(name: "planted", width: width, color: .off) { registry in
            try registry.register(registration(name: "Faulty", fault: fault))
            try registry.register(registration(name: "FaultyDetail", fault: fault))
        }
    }

    private static func registration(name: String, fault: PlantedFault) -> ModuleRegistration {
        ModuleRegistration(
            name: name, summary: "A module with a planted fault.",
            navigation: name == "FaultyDetail" ? [] : [.push(ModuleKey<any ModulePresenter>("FaultyDetail"))],
            view: FaultyView.self
        ) { context in
            let view = FaultyView()
            let presenter = FaultyPresenter(fault: fault, isDetail: name == "FaultyDetail")
            view.output = presenter
            presenter.view = view
            if fault == .retainCycle && presenter.isDetail { presenter.strongView = view }
            presenter.transitionHandler = context.transitionHandler
            return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
        }
    }
}

/// The error whose `String(describing:)` `.describedError` shows a user.
enum PlantedNameError: Error {
    case tooLong(limit: Int)
}

final class FaultyView: TerminalView {
    var output: FaultyPresenter!

    static let actions: ViewActions<FaultyView> = [
        .action("inspect", help: "Opens the detail module.") {
            $0.noteJournal(of: "inspect")
            try $0.output.transitionHandler?.openModule("FaultyDetail", as: (any ModulePresenter).self, style: .push)
        },
        .action("pick", .row(), help: "Picks row n.") {
            $0.noteJournal(of: "pick")
            guard $1 <= PlantedFaults.rows.count else { throw ViewActionError("no row \($1); pick 1 to \(PlantedFaults.rows.count)") }
            $0.output.picked = $1
        },
        .action("label", .text("text"), help: "Shows a labelled note.") {
            $0.noteJournal(of: "label")
            $0.output.note = $1
        },
        .action("rename", .text("name"), help: "Renames the list.") {
            $0.noteJournal(of: "rename")
            try $0.rename($1)
        },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = PlantedFaults.rows.enumerated().map { .row(number: $0 + 1, text: $1) }
        if output.fault == .typedTextAsLabel {
            lines.append(.field(label: output.note, value: "noted"))
        } else {
            lines.append(.field(label: "Note", value: output.note))
        }
        return Screen(title: "\(output.isDetail ? "Detail" : "List") \(output.name)", lines: lines)
    }

    /// For `.journalWitness`: records whether the journal already holds the step being performed.
    private func noteJournal(of action: String) {
        guard output.fault == .journalWitness else { return }
        let journal = (try? String(contentsOfFile: PlantedFaults.journalPath, encoding: .utf8)) ?? ""
        let lines = journal.split(separator: "\n")
        PlantedFaults.journalChecks.append((
            holdsStep: lines.contains { $0.hasPrefix(action) },
            endsWithStep: lines.last?.hasPrefix(action) == true))
    }

    private func rename(_ name: String) throws {
        if name.count > 3 {
            switch output.fault {
            case .describedError: throw ViewActionError(String(describing: PlantedNameError.tooLong(limit: 3)))
            case .unescapedMessage: throw ViewActionError("no name like '\(name)'")
            default: throw ViewActionError("a name has at most 3 characters, not \(name.count)")
            }
        }
        output.name = name
    }
}

final class FaultyPresenter: ModuleInput, ModuleStateProviding {
    weak var view: FaultyView?
    /// The planted retain cycle (`.retainCycle`, detail only).
    var strongView: FaultyView?
    weak var transitionHandler: (any TransitionHandler)?
    let fault: PlantedFault
    let isDetail: Bool
    let instance: Int
    var note = ""
    var name = "main"
    var picked = 0

    init(fault: PlantedFault, isDetail: Bool) {
        self.fault = fault
        self.isDetail = isDetail
        if fault == .staticCounter {
            PlantedFaults.instances += 1
            instance = PlantedFaults.instances
        } else {
            instance = 0
        }
    }

    func moduleState() -> JSONValue {
        ["instance": .integer(instance), "name": .string(name), "note": .string(note), "picked": .integer(picked)]
    }
}
