import Testing
@testable import ViperRuntime

/// Messages that repeat a path or a number the user or a file supplied
/// escape it and shorten it (`… (N characters)`), so one error is one short line.
@Suite("Long untrusted text in messages")
struct LongTextInMessagesTests {
    @Test("a 100,000-character route gives a short error (before: a 200 KB line)")
    func longRoute() throws {
        let path = String(repeating: "x", count: 100_000)
        #expect {
            _ = try RouteTableTests.table().resolve(path)
        } throws: { error in
            let text = (error as? RouteError)?.description ?? ""
            return text.count < 500 && text.contains("… (100000 characters)") && text.hasPrefix("route xxx")
        }
        #expect {
            _ = try RouteTableTests.table().resolve("posts/" + path + "\u{1B}[2J")
        } throws: { error in
            let text = (error as? RouteError)?.description ?? ""
            return text.count < 500 && !text.contains("\u{1B}")
        }
    }

    @Test("a 100,000-digit number in a data file gives a short error (before: a 100 KB one)")
    func longNumber() {
        let digits = String(repeating: "9", count: 100_000) + ".5e99999"
        #expect {
            _ = try JSONParser.parse("[" + digits + "]")
        } throws: { error in
            let text = "\(error)"
            return text.count < 300 && text.contains("… (100008 characters)") && text.contains("is out of range")
        }
    }
}
