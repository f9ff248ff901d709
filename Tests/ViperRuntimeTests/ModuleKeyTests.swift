import Testing
@testable import ViperRuntime

/// `ModuleKey`: its protocol names are spelled only when asked (start-up makes
/// every key), and keys are equal when their names and output types are.
@Suite("Module keys")
struct ModuleKeyTests {
    private protocol FirstOutput {}
    private protocol SecondOutput {}

    @Test("the protocol names are the types' names; a key without output names none")
    func protocolNames() {
        let key = ModuleKey<any NoteModuleInput>("Note", output: (any FirstOutput).self)

        #expect(key.inputProtocol == "NoteModuleInput")
        #expect(key.outputProtocol == "FirstOutput")
        #expect(ModuleKey<any NoteModuleInput>("Note").outputProtocol == nil)
    }

    @Test("equal names and output types make equal keys with equal hashes; another output type does not")
    func equality() {
        let first = ModuleKey<any NoteModuleInput>("Note", output: (any FirstOutput).self)
        let same = ModuleKey<any NoteModuleInput>("Note", output: (any FirstOutput).self)

        #expect(first == same)
        #expect(first.hashValue == same.hashValue)
        #expect(first != ModuleKey<any NoteModuleInput>("Note", output: (any SecondOutput).self))
        #expect(first != ModuleKey<any NoteModuleInput>("Note"))
        #expect(first != ModuleKey<any NoteModuleInput>("Other", output: (any FirstOutput).self))
        #expect(Set([first, same]).count == 1)
    }
}
