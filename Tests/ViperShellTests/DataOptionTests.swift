import Testing

/// `--data` names what is wrong with the folder it was given.
@Suite("--data folder problems")
struct DataOptionTests {
    @Test("--data naming a file says it is a file, not a folder")
    func fileIsNotAFolder() throws {
        let outcome = try BinaryRunner.run(["run", "--data", "/etc/passwd", "Tests/Scenarios/posts"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "viper-shell: --data: /etc/passwd is a file, not a folder\n")
    }

    @Test("--data with control characters in its name shows them escaped")
    func nameIsEscaped() throws {
        let outcome = try BinaryRunner.run(["run", "--data", "no\u{1B}[2Jsuch", "Tests/Scenarios/posts"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "viper-shell: --data: no such folder: no\\u{1B}[2Jsuch\n")
    }
}
