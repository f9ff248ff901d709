import ViperRuntime

extension ShellCommandDefinition {
    /// `expect <what> ...`: an assertion (see `Assertion`).
    public static let expect = ShellCommandDefinition(
        name: "expect", usage: "expect <what> ...", summary: "check the session; a failed check fails the script",
        help: [
            .table(Assertion.forms.map { HelpRow($0.usage, $0.meaning) }),
            .paragraph("Text is the remaining words joined by one space: quote it to keep blanks or quotes "
                + "(expect screen contains \"Make:  Tesla\")."),
            .paragraph("A state value is JSON when it parses as JSON ('{\"id\": \"c1\"}', 3, true, null), else a string; "
                + "one word in double quotes is always a string (\"3\")."),
            .paragraph("expect always: from that line on, the check is made after every command that may change the "
                + "session (not after reads such as expect or screen), and one that does not hold fails the command "
                + "that broke it; 'in <M>' makes it only when module M is on top. Invariants are what the modules "
                + "declare in Swift."),
        ],
        arguments: 1...Int.max,
        recording: .check,
        checksPreviousFailure: { arguments in
            arguments.first.flatMap { AssertionSubject.named($0.text)?.checksPreviousFailure } ?? false
        },
        completion: { arguments, _, context in
            guard let name = arguments.first else { return Assertion.subjects }
            return AssertionSubject.named(name)?.completion(arguments.count - 1, context) ?? []
        }
    ) { context, words in
        try context.interpreter.check(Assertion.parse(words.words))
        return .done
    }
}
