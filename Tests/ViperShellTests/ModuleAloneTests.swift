import Testing

/// `open <Module> alone`, fakes, `emit`, `navigation`, `expect opened` and
/// `expect closed`, end to end through viper-shell's two features.
@Suite("A module alone (fakes and the navigation log)")
struct ModuleAloneTests {
    @Test("the navigation log lists each request with its frame, style, input and answer; stack and dump mark fakes")
    func navigationListing() throws {
        let outcome = try BinaryRunner.run(
            [], input: """
                navigation
                open PostFeed alone
                stack
                dump
                open PostFeed
                select 3
                back
                open CarsList alone
                select 1
                stack

                """)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("""
            (no navigation requests yet)
            0 PostFeed#1 root
                PostList#1 embed [list] (fake)

            """), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("""
                      "fake" : true,
                      "id" : "PostList#1",
            """), "\(outcome.stdout)")
        #expect(outcome.stdout.contains(#"          "feed" : "news""#))
        #expect(outcome.stdout.hasSuffix("""
            0 CarsList#1 root
            1 CarDetail#1 push (fake)

            """), "\(outcome.stdout)")
    }

    @Test("expect opened and expect closed say what was expected and what the log holds")
    func assertionMessages() throws {
        let outcome = try BinaryRunner.run(
            [], input: """
                open CarsList
                expect opened CarDetail
                select 2
                expect opened CarDetail by present
                expect opened CarDetail by push with carId == c3
                expect opened CarDetail by push with carId == c2
                expect opened CarDetail with trim == EX
                expect closed CarDetail
                delete
                expect closed CarDetail
                expect opened CarDetail by sideways
                expect opened CarDetail with carId
                navigation

                """)
        #expect(outcome.stderr.split(separator: "\n").filter { $0.hasPrefix("<stdin>") } == [
            "<stdin>:2: expected CarDetail opened, found no request to open CarDetail (no module made a navigation request)",
            "<stdin>:4: expected CarDetail opened by present, found CarDetail opened by push from CarsList#1 at 200ms",
            #"<stdin>:5: expected CarDetail opened by push with carId == "c3", found carId "c2" in its input {"carId":"c2"} (CarDetail opened by push from CarsList#1 at 200ms)"#,
            #"<stdin>:7: expected CarDetail opened with trim == "EX", found trim null in its input {"carId":"c2"} (CarDetail opened by push from CarsList#1 at 200ms)"#,
            "<stdin>:8: expected CarDetail closed, found it last opened by push from CarsList#1 at 200ms",
            "<stdin>:11:28: expect opened: 'by' takes push, present or embed, got 'sideways'",
            "<stdin>:12:25: usage: expect opened <Module> [by push|present|embed] [with <path> <op> <value>]",
        ], "\(outcome.stderr)")
        #expect(outcome.stdout.hasSuffix("""
            200ms  CarsList#1   push CarDetail   {"carId":"c2"}  → CarDetail#1
            600ms  CarDetail#1  close CarDetail

            """), "\(outcome.stdout)")
    }

    @Test("a module whose registration gives no input record cannot be faked when opened typed; the log says why")
    func noInputRecord() throws {
        let outcome = try BinaryRunner.run(
            [], input: """
                open PostDetail alone postId=news-1
                like
                navigation

                """)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("present Authorization  {}  → Authorization#1 (fake)"), "\(outcome.stdout)")
    }
}
